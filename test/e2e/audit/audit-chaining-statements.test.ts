import { Client } from 'pg';
import { newCompany, newLocation, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Chaining a write's entries costs one short transaction: woken with the companies that committed, the chainer
 * locks the head and reads the entries in one statement and places them with one more; no scan of every company.
 */
describe('audit chaining: statements per pass', () => {
  let t: TestApp;
  let c: TestCompany;
  let locationId: string;

  beforeAll(async () => {
    // The periodic pass (which scans every company) stays out of the measured window.
    t = await createTestApp({ env: { AUDIT_CHAIN_INTERVAL_MS: '600000' } });
    c = await newCompany(t);
    locationId = await newLocation(t, c.token);
  });
  afterAll(() => t.close());

  const unchained = async () => Number((await t.db.query('SELECT /* probe */ count(*) AS n FROM audit_events WHERE seq IS NULL'))[0].n);
  /** Until every entry is chained: a pass commits before its entries show as chained. */
  const allChained = async () => {
    for (let i = 0; i < 200 && (await unchained()) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await unchained()).toBe(0);
  };

  it("a write's entries are chained by START TRANSACTION, one read under the head's lock, one update, COMMIT", async () => {
    // The setup's own entries are chained first: a pass still running would put its COMMIT in the measured window.
    await allChained();
    const statements: string[] = [];
    const original = Client.prototype.query as (...args: unknown[]) => unknown;
    const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
      const query = args[0] as string | { text?: string };
      const text = typeof query === 'string' ? query : (query?.text ?? '');
      if (!text.includes('/* probe */')) statements.push(text.replace(/\s+/g, ' ').trim());
      return original.apply(this, args);
    } as never);
    try {
      const changed = await t.api.patch(`/api/locations/${locationId}`, c.token, { city: 'Bergen' });
      expect(changed.status).toBe(200);
      const answered = statements.length;
      await allChained();
      // The push connector asks after the same commit whether the company has a target; it runs beside the chainer.
      const chaining = statements.slice(answered).filter((text) => !text.includes('FROM provisioning_targets'));
      expect(chaining).toHaveLength(4);
      expect(chaining[0]).toBe('START TRANSACTION');
      expect(chaining[1]).toMatch(/^WITH head AS \(SELECT .* FROM audit_chain_heads WHERE company_id = \$1 FOR UPDATE SKIP LOCKED\) .* FROM audit_events audit WHERE audit\.company_id = \$1 AND audit\.seq IS NULL/);
      expect(chaining[2]).toMatch(/^WITH chained AS \( UPDATE audit_events .* UPDATE audit_chain_heads/);
      expect(chaining[3]).toBe('COMMIT');
    } finally {
      spy.mockRestore();
    }
  });
});
