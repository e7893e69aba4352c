import { AuditChecker } from '../../../src/core/audit/audit-checker';
import { AuditDenials, DENIAL_WINDOW_MS } from '../../../src/core/audit/audit-denials.service';
import { AuditLog } from '../../../src/core/audit/audit-log.service';
import { Clock } from '../../../src/core/clock';
import { newCompany, newUser, TestCompany, TestUser } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { closeDenialWindows, deniedEntries, refusalsAccountedFor, refusalsRecorded } from './denials-support';

/**
 * Repeated refusals (docs/security.md, "Audit trail", "Repeated refusals"): the refusals of one actor, action and
 * target within 10 minutes are one entry written at once and one that counts the rest, exactly, whichever process
 * counted them; written entries are never updated.
 */
describe('audit trail: repeated refusals are counted, not written one by one', () => {
  let t: TestApp;
  let c: TestCompany;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    admin = await newUser(t, c.companyId, 'admin');
  });
  afterAll(() => t.close());

  async function refuseErasures(user: TestUser, times: number, concurrency = 10): Promise<void> {
    for (let done = 0; done < times; done += concurrency) {
      const batch = Array.from({ length: Math.min(concurrency, times - done) }, () => t.api.post(`/api/people/${admin.personId}/erase`, user.token, {}));
      expect(new Set((await Promise.all(batch)).map((res) => res.status))).toEqual(new Set([403]));
    }
  }

  it('150 refused erasures of a colleague make two entries, whose counts add up to exactly 150', async () => {
    const user = await newUser(t, c.companyId, 'user');
    const before = await refusalsRecorded(t, c.companyId);
    await refuseErasures(user, 150);
    await refusalsAccountedFor(t, c.companyId, before + 150);
    // While the window is open, the first refusal is in the trail and the rest only counted.
    expect((await deniedEntries(t, c.companyId, user.personId, 'person.erase')).map((e) => e.row_count)).toEqual([1]);
    await closeDenialWindows(t);
    const entries = await deniedEntries(t, c.companyId, user.personId, 'person.erase');
    expect(entries.map((e) => e.row_count)).toEqual([1, 149]);
    expect(entries.every((e) => e.target_id === admin.personId && e.subject_person_ids.join() === admin.personId)).toBe(true);

    const listed = await t.api.get(`/api/audit-events?actorPersonId=${user.personId}&action=person.erase`, c.token);
    expect(listed.body.data.map((e: any) => ({ outcome: e.outcome, repeatCount: e.repeatCount, rowCount: e.rowCount })))
      .toEqual([{ outcome: 'denied', repeatCount: 1, rowCount: null }, { outcome: 'denied', repeatCount: 149, rowCount: null }]);
    expect((await t.app.get(AuditChecker).verify(c.companyId)).ok).toBe(true);
  });

  it('a refusal after the window closed writes the closed window\'s count and opens a new window', async () => {
    const user = await newUser(t, c.companyId, 'user');
    const before = await refusalsRecorded(t, c.companyId);
    await refuseErasures(user, 5);
    await refusalsAccountedFor(t, c.companyId, before + 5);
    t.app.get(Clock).advance(DENIAL_WINDOW_MS + 1000);
    await refuseErasures(user, 3);
    await waitFor(async () => (await deniedEntries(t, c.companyId, user.personId, 'person.erase')).length === 3);
    // The window before: 1 + 4; the new one: its first written, the other 2 counted until it closes. (Compared as
    // counts, not in order: the closed window's entry may be written by another process's periodic pass, after.)
    const counts = async () => (await deniedEntries(t, c.companyId, user.personId, 'person.erase')).map((e) => e.row_count).sort();
    expect(await counts()).toEqual([1, 1, 4]);
    await closeDenialWindows(t);
    expect(await counts()).toEqual([1, 1, 2, 4]);
  });

  it('counts exactly when several processes count the same refusals at once, and another process closes the window', async () => {
    const user = await newUser(t, c.companyId, 'user');
    const log = t.app.get(AuditLog);
    const clock = t.app.get(Clock);
    const processes = [t.app.get(AuditDenials), new AuditDenials(t.db, log, clock), new AuditDenials(t.db, log, clock)];
    const refusal = {
      companyId: c.companyId, action: 'person.erase', subjectPersonIds: [admin.personId], target: { type: 'person', id: admin.personId },
      actor: { type: 'token' as const, personId: user.personId, tokenId: null, role: 'user' }, request: null,
    };
    await Promise.all(Array.from({ length: 90 }, (_, i) => processes[i % 3].record(refusal)));
    // The process that counted them is gone; the count is in the database, and any other process writes it.
    clock.advance(DENIAL_WINDOW_MS + 1000);
    await new AuditDenials(t.db, log, clock).closeDue();
    expect((await deniedEntries(t, c.companyId, user.personId, 'person.erase')).map((e) => e.row_count)).toEqual([1, 89]);
  });

  async function waitFor(done: () => Promise<boolean>): Promise<void> {
    for (let i = 0; i < 100; i++) {
      if (await done()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('never happened');
  }
});
