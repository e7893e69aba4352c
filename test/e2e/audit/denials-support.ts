import { AuditChainer } from '../../../src/core/audit/audit-chainer';
import { AuditDenials, DENIAL_WINDOW_MS } from '../../../src/core/audit/audit-denials.service';
import { Clock } from '../../../src/core/clock';
import type { TestApp } from '../../support/test-app';

export interface DeniedRow {
  id: string;
  action: string;
  actor_person_id: string;
  subject_person_ids: string[];
  target_type: string;
  target_id: string | null;
  row_count: number | null;
}

/** The denied entries of an actor for an action, in chain order. */
export async function deniedEntries(t: TestApp, companyId: string, actorPersonId: string, action: string): Promise<DeniedRow[]> {
  await t.app.get(AuditChainer).chainCompany(companyId);
  return t.db.query(
    `SELECT id, action, actor_person_id, subject_person_ids, target_type, target_id, row_count FROM audit_events
      WHERE company_id = $1 AND outcome = 'denied' AND actor_person_id = $2 AND action = $3 ORDER BY seq`,
    [companyId, actorPersonId, action],
  );
}

/** How many refusals of the company are accounted for: written in entries (each standing for its count) or counted in open windows. */
export async function refusalsRecorded(t: TestApp, companyId: string): Promise<number> {
  const [{ n }] = await t.db.query(
    `SELECT (SELECT coalesce(sum(coalesce(row_count, 1)), 0) FROM audit_events WHERE company_id = $1 AND outcome = 'denied')
          + (SELECT coalesce(sum(repeats), 0) FROM audit_denial_windows WHERE company_id = $1) AS n`,
    [companyId],
  );
  return Number(n);
}

/** Waits until `expected` refusals of the company are accounted for: they are recorded after their 403 is answered. */
export async function refusalsAccountedFor(t: TestApp, companyId: string, expected: number): Promise<void> {
  let seen = 0;
  for (let i = 0; i < 200; i++) {
    seen = await refusalsRecorded(t, companyId);
    if (seen >= expected) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`only ${seen} of ${expected} refusals were recorded`);
}

/** Moves past every open window and closes them (what each process does every minute). */
export async function closeDenialWindows(t: TestApp): Promise<void> {
  t.app.get(Clock).advance(DENIAL_WINDOW_MS + 1000);
  await t.app.get(AuditDenials).closeDue();
}
