import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { canonicalJson } from './audit-chain';
import type { AuditEntryInput } from './audit-entry';

/** What a window keeps of its last refusal: the content of the entry that will count the window's repeats. */
export type DeniedEntry = Required<Pick<AuditEntryInput, 'companyId' | 'action' | 'actor'>> & Pick<AuditEntryInput, 'subjectPersonIds' | 'target' | 'request'>;

/** A window that closed with refusals counted after its first: they go in one entry. */
export interface ClosedWindow {
  companyId: string;
  repeats: number;
  lastAt: Date;
  lastEntry: DeniedEntry;
}

/** Refusals are the same when the same actor tried the same action on the same target. */
export function denialKey(entry: DeniedEntry): string {
  const { actor, action, target } = entry;
  return createHash('sha256')
    .update(canonicalJson([actor.type, actor.personId ?? null, action, target?.type ?? null, target?.id ?? null]))
    .digest('hex');
}

interface WindowRow {
  company_id: string;
  repeats: number;
  last_at: Date;
  last_entry: DeniedEntry;
}

const closedOf = (row: WindowRow): ClosedWindow => ({ companyId: row.company_id, repeats: row.repeats, lastAt: row.last_at, lastEntry: row.last_entry });

/** A refusal as a window counts it: when, by the Clock that opens and closes windows; when it occurred, for its entry. */
export interface Refusal {
  key: string;
  at: Date;
  occurredAt: Date;
  entry: DeniedEntry;
}

/** Counts a refusal in its open window (one statement, outside any transaction); false when none is open. */
export async function countInOpenWindow(em: EntityManager, refusal: Refusal): Promise<boolean> {
  const rows = await em.query(
    `WITH counted AS (
       UPDATE audit_denial_windows SET repeats = repeats + 1, last_at = $4, last_entry = $5
        WHERE company_id = $1 AND key = $2 AND closes_at > $3 RETURNING 1
     ) SELECT count(*)::int AS n FROM counted`,
    [refusal.entry.companyId, refusal.key, refusal.at, refusal.occurredAt, JSON.stringify(refusal.entry)],
  );
  return rows[0].n > 0;
}

/** The window of `key` if it has closed, taken away (in the caller's transaction, with the entry counting it). */
export async function takeClosedWindow(em: EntityManager, { entry: { companyId }, key, at }: Refusal): Promise<ClosedWindow | null> {
  const [row]: WindowRow[] = await em.query(
    `WITH closed AS (
       DELETE FROM audit_denial_windows WHERE company_id = $1 AND key = $2 AND closes_at <= $3 RETURNING company_id, repeats, last_at, last_entry
     ) SELECT * FROM closed`,
    [companyId, key, at],
  );
  return row ? closedOf(row) : null;
}

/**
 * Opens the window of `key` until `closesAt`; when another process opened it meanwhile, the refusal is counted in
 * theirs. True when this call opened it (its refusal is then written as an entry).
 */
export async function openWindow(em: EntityManager, refusal: Refusal, closesAt: Date): Promise<boolean> {
  const [row] = await em.query(
    `INSERT INTO audit_denial_windows (company_id, key, opened_at, closes_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (company_id, key) DO UPDATE SET repeats = audit_denial_windows.repeats + 1, last_at = $5, last_entry = $6
     RETURNING repeats`,
    [refusal.entry.companyId, refusal.key, refusal.at, closesAt, refusal.occurredAt, JSON.stringify(refusal.entry)],
  );
  return row.repeats === 0;
}

/** Up to `limit` windows closed by `at`, of any company, taken away (in the caller's transaction); others' skipped. */
export async function takeClosedWindows(em: EntityManager, at: Date, limit: number): Promise<ClosedWindow[]> {
  const rows: WindowRow[] = await em.query(
    `WITH due AS (
       SELECT company_id, key FROM audit_denial_windows WHERE closes_at <= $1 ORDER BY closes_at LIMIT $2 FOR UPDATE SKIP LOCKED
     ), closed AS (
       DELETE FROM audit_denial_windows w USING due WHERE w.company_id = due.company_id AND w.key = due.key
       RETURNING w.company_id, w.repeats, w.last_at, w.last_entry
     ) SELECT * FROM closed`,
    [at, limit],
  );
  return rows.map(closedOf);
}
