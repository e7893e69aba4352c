import { AuditChainer } from '../../../src/core/audit/audit-chainer';
import { AuditChecker } from '../../../src/core/audit/audit-checker';
import { AuditLog } from '../../../src/core/audit/audit-log.service';
import { AuditPurgeJob } from '../../../src/core/audit/audit-purge.job';
import { signChainEndsFromBeforeMacs } from '../../../src/core/audit/chain-ends-signing';
import { Clock } from '../../../src/core/clock';
import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * The ends of an audit chain are authenticated (docs/security.md, "Tamper evidence"): a chain head and a purge anchor
 * carry a MAC under the chain key, so one moved, made or changed in the database without the key is reported by
 * audit:verify and hides nothing; entries are deleted only at or below an anchor, which only the purge signs.
 */
describe('audit chain ends: heads and anchors', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { AUDIT_RETENTION_DAYS: '1' } });
  });
  afterAll(() => t.close());

  const verify = (companyId: string) => t.app.get(AuditChecker).verify(companyId);

  /** A company with `n` more chained entries than its setup made; answers its seqs, oldest first. */
  async function companyWithEntries(n: number): Promise<{ company: TestCompany; rows: { seq: string; hash: string }[] }> {
    const company = await newCompany(t);
    const log = t.app.get(AuditLog);
    const entries = Array.from({ length: n }, (_, i) => log.resolve({ companyId: company.companyId, action: 'bankAccount.read', fields: [`f${i}`] }));
    await t.db.transaction((em) => log.append(em, entries));
    await t.app.get(AuditChainer).chainCompany(company.companyId);
    const rows = await t.db.query(`SELECT e.seq::text AS seq, e.hash FROM audit_events e WHERE e.company_id = $1 ORDER BY e.seq`, [company.companyId]);
    return { company, rows };
  }

  /** SQL as the database owner runs it with the triggers off (session_replication_role = replica). */
  async function asDatabaseOwner(sql: string, values: unknown[]): Promise<void> {
    await t.db.transaction(async (em) => {
      await em.query(`SET LOCAL session_replication_role = replica`);
      await em.query(sql, values);
    });
  }

  it('a tail deleted and the head moved back without the key: audit:verify reports the head as tampered', async () => {
    const { company, rows } = await companyWithEntries(100);
    expect((await verify(company.companyId)).ok).toBe(true);
    const keep = rows[rows.length - 88];
    await asDatabaseOwner(`DELETE FROM audit_events WHERE company_id = $1 AND seq > $2`, [company.companyId, keep.seq]);
    await t.db.query(`UPDATE audit_chain_heads SET seq = $2, hash = $3 WHERE company_id = $1`, [company.companyId, keep.seq, keep.hash]);
    const verdict = await verify(company.companyId);
    expect(verdict).toMatchObject({ ok: false, tampered: [{ record: 'head', seq: keep.seq }] });
    expect(verdict.checked).toBe(rows.length - 87);

    // A sensitive read is still answered; its entry is kept, sealed by its MAC, but not chained onto that head.
    const read = await t.api.get('/api/bank-accounts', company.token);
    expect(read.status).toBe(200);
    const pending = await t.db.query(`SELECT action FROM audit_events WHERE company_id = $1 AND seq IS NULL`, [company.companyId]);
    expect(pending).toEqual([{ action: 'bankAccount.read' }]);
    expect((await t.db.query(`SELECT seq::text AS seq FROM audit_chain_heads WHERE company_id = $1`, [company.companyId]))[0].seq).toBe(keep.seq);
  });

  it('a head whose MAC is forged is reported, never moved on, and never signed', async () => {
    const { company, rows } = await companyWithEntries(3);
    await t.db.query(`UPDATE audit_chain_heads SET mac = repeat('f', 64) WHERE company_id = $1`, [company.companyId]);
    const log = t.app.get(AuditLog);
    await t.db.transaction((em) => log.append(em, [log.resolve({ companyId: company.companyId, action: 'bankAccount.read' })]));
    const verdict = await verify(company.companyId);
    expect(verdict).toMatchObject({ ok: false, checked: rows.length, tampered: [{ record: 'head', seq: rows[rows.length - 1].seq }] });
    const [{ pending }] = await t.db.query(`SELECT count(*)::int AS pending FROM audit_events WHERE company_id = $1 AND seq IS NULL`, [company.companyId]);
    expect(pending).toBe(1);
    await expect(t.app.get(AuditChecker).head(company.companyId)).rejects.toMatchObject({ code: 409 });
    const all = await t.app.get(AuditChecker).heads();
    expect(all.refused.map((r) => r.companyId)).toContain(company.companyId);
    expect(all.heads.map((h) => h.companyId)).not.toContain(company.companyId);
  });

  it('an anchor inserted without the key is reported and hides neither an altered entry nor a deleted range', async () => {
    const { company, rows } = await companyWithEntries(20);
    const altered = rows[5];
    const [{ fields }] = await t.db.query(`SELECT fields FROM audit_events WHERE company_id = $1 AND seq = $2`, [company.companyId, altered.seq]);
    await asDatabaseOwner(`UPDATE audit_events SET fields = '{salary}' WHERE company_id = $1 AND seq = $2`, [company.companyId, altered.seq]);
    await asDatabaseOwner(`DELETE FROM audit_events WHERE company_id = $1 AND seq BETWEEN $2 AND $3`, [company.companyId, rows[10].seq, rows[12].seq]);
    const [head] = await t.db.query(`SELECT seq::text AS seq, hash FROM audit_chain_heads WHERE company_id = $1`, [company.companyId]);
    await t.db.query(
      `INSERT INTO audit_chain_anchors (company_id, seq, hash, removed, purged_at, mac) VALUES ($1, $2, $3, 0, now(), repeat('a', 64))`,
      [company.companyId, head.seq, head.hash],
    );
    const verdict = await verify(company.companyId);
    expect(verdict).toMatchObject({ ok: false, checked: 5, firstBad: { seq: altered.seq, problem: 'altered' }, tampered: [{ record: 'anchor', seq: head.seq }] });

    await asDatabaseOwner(`UPDATE audit_events SET fields = $3 WHERE company_id = $1 AND seq = $2`, [company.companyId, altered.seq, fields]);
    const restored = await verify(company.companyId);
    expect(restored).toMatchObject({ ok: false, firstBad: { seq: rows[10].seq, problem: 'removed' }, tampered: [{ record: 'anchor' }] });
    expect(restored.checked).toBeGreaterThan(5);
  });

  it('a DELETE is refused for a session that sets what the purge once set, and one under a forged anchor is found', async () => {
    const { company, rows } = await companyWithEntries(10);
    const cut = rows[4];
    await expect(t.db.transaction(async (em) => {
      await em.query(`SET LOCAL personnel.audit_purge = 'on'`);
      await em.query(`DELETE FROM audit_events WHERE company_id = $1 AND seq <= $2`, [company.companyId, cut.seq]);
    })).rejects.toThrow(/append-only/);
    expect((await verify(company.companyId)).ok).toBe(true);

    // The trigger lets a DELETE through at or below an anchor; an anchor made without the key is one verify ignores.
    await t.db.transaction(async (em) => {
      await em.query(
        `INSERT INTO audit_chain_anchors (company_id, seq, hash, removed, purged_at, mac) VALUES ($1, $2, $3, 5, now(), NULL)`,
        [company.companyId, cut.seq, cut.hash],
      );
      await em.query(`DELETE FROM audit_events WHERE company_id = $1 AND seq <= $2`, [company.companyId, cut.seq]);
    });
    expect(await verify(company.companyId)).toMatchObject({
      ok: false, checked: 0, firstBad: { seq: '1', problem: 'removed' }, tampered: [{ record: 'anchor', seq: cut.seq }],
    });
    await expect(t.db.query(`DELETE FROM audit_chain_anchors WHERE company_id = $1`, [company.companyId])).rejects.toThrow(/append-only/);
    await expect(t.db.query(`UPDATE audit_chain_anchors SET seq = seq + 1 WHERE company_id = $1`, [company.companyId])).rejects.toThrow(/append-only/);
  });

  it('an entry put below the chain\'s start is named as inserted', async () => {
    const { company } = await companyWithEntries(2);
    await t.db.query(
      `INSERT INTO audit_events (company_id, seq, id, occurred_at, action, outcome, actor_type, mac, prev_hash, hash)
       VALUES ($1, -1, 'aud_below', now(), 'person.read', 'success', 'system', repeat('b', 64), repeat('0', 64), repeat('a', 64))`,
      [company.companyId],
    );
    expect((await verify(company.companyId)).firstBad).toMatchObject({ seq: '-1', id: 'aud_below', problem: 'inserted' });
  });

  describe('retention purge', () => {
    it('signs the anchor it writes first, deletes under it, and the rest still verifies', async () => {
      const { company, rows } = await companyWithEntries(5);
      const clock = t.app.get(Clock);
      clock.advance(2 * 86_400_000);
      try {
        await t.app.get(AuditPurgeJob).purge();
      } finally {
        clock.advance(-2 * 86_400_000);
      }
      const log = t.app.get(AuditLog);
      await t.db.transaction((em) => log.append(em, [log.resolve({ companyId: company.companyId, action: 'bankAccount.read' })]));
      const verdict = await verify(company.companyId);
      expect(verdict).toEqual({ companyId: company.companyId, ok: true, checked: 1 });
      const [anchor] = await t.db.query(`SELECT seq::text AS seq, removed::int AS removed, mac FROM audit_chain_anchors WHERE company_id = $1`, [company.companyId]);
      expect(anchor).toEqual({ seq: rows[rows.length - 1].seq, removed: rows.length, mac: expect.stringMatching(/^[0-9a-f]{64}$/) });
    });

    it('chain ends from before their MACs are signed once, and only while none of the instance is signed', async () => {
      const { company } = await companyWithEntries(2);
      const key = await t.app.get(AuditLog).chainKey();
      await asDatabaseOwner(`UPDATE audit_chain_heads SET mac = NULL`, []);
      await asDatabaseOwner(`UPDATE audit_chain_anchors SET mac = NULL`, []);
      const [{ heads, anchors }] = await t.db.query(
        `SELECT (SELECT count(*)::int FROM audit_chain_heads) AS heads, (SELECT count(*)::int FROM audit_chain_anchors) AS anchors`,
      );
      expect(anchors).toBeGreaterThan(0);
      expect(await t.db.transaction((em) => signChainEndsFromBeforeMacs(em, key))).toBe(heads + anchors);
      expect(await verify(company.companyId)).toMatchObject({ ok: true });

      await t.db.query(`UPDATE audit_chain_heads SET mac = NULL WHERE company_id = $1`, [company.companyId]);
      expect(await t.db.transaction((em) => signChainEndsFromBeforeMacs(em, key))).toBe(0);
      expect(await verify(company.companyId)).toMatchObject({ ok: false, tampered: [{ record: 'head' }] });
    });
  });
});
