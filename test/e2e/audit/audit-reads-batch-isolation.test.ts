import { AuditReads } from '../../../src/core/audit/audit-reads.service';
import { AuditEntryInput } from '../../../src/core/audit/audit-entry';
import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Entries of sensitive reads are written in batches (docs/security.md, "Fail closed, batched"), and one entry the
 * store refuses fails its own read only: the batch is written again entry by entry.
 */
describe('audit trail: an entry that cannot be stored in a batch of reads', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    expect((await t.api.get('/api/bank-accounts', c.token)).status).toBe(200);
  });
  afterAll(() => t.close());

  const read = (marker: string, extra: Partial<AuditEntryInput> = {}): AuditEntryInput => ({
    companyId: c.companyId, action: 'bankAccount.read', target: { type: 'bankAccount', id: marker }, rowCount: 1,
    actor: { type: 'token', personId: c.ownerId, tokenId: null, role: 'owner' }, ...extra,
  });

  it('stores the other entries of the batch, and fails closed (503) only the read whose entry the store refuses', async () => {
    const reads = t.app.get(AuditReads);
    // The company's chain head held: the first read's batch waits on it, the next ones gather into one batch.
    const runner = t.db.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    let outcomes: PromiseSettledResult<void>[];
    try {
      await runner.query(`SELECT 1 FROM audit_chain_heads WHERE company_id = $1 FOR UPDATE`, [c.companyId]);
      const first = reads.record(read('first'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const gathered = [
        reads.record(read('before')),
        // The database's CHECK refuses this actor type: no value of it can be made storable.
        reads.record(read('refused', { actor: { type: 'robot' as never } })),
        reads.record(read('after')),
      ];
      await new Promise((resolve) => setTimeout(resolve, 100));
      await runner.commitTransaction();
      outcomes = await Promise.allSettled([first, ...gathered]);
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[2] as PromiseRejectedResult).reason).toMatchObject({ code: 503, errorName: 'Unavailable' });
    const stored = await t.db.query(`SELECT target_id FROM audit_events WHERE company_id = $1 AND action = 'bankAccount.read' AND target_id IS NOT NULL ORDER BY seq`, [c.companyId]);
    expect(stored.map((row: { target_id: string }) => row.target_id)).toEqual(['first', 'before', 'after']);
  });
});
