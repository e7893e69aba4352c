import { Client } from 'pg';
import { LocationsService } from '../../../src/modules/locations/locations.service';
import { feedPage, readAllCommitted, readFeed, readFeedUntil } from '../../support/change-feed';
import { newCompany, newLocation, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * The feed's read rule (src/core/outbox/event-feed.ts): events come in the order of the transactions that wrote them,
 * and only those of transactions older than the oldest still running. An event committed after a reader has moved
 * on can never lie behind its cursor, whatever order the commit-order keys (seq) were taken in.
 */
describe('change feed: gap-free', () => {
  let t: TestApp;
  let c: TestCompany;
  let policyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    policyId = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
  });
  afterAll(() => t.close());

  /** A write held open: its transaction runs `first` (recording an event, or only taking its id), waits, then `last`. */
  function slowWrite(first: 'event' | 'transactionId', city: string): { opened: Promise<void>; commit: () => Promise<string> } {
    let release!: () => void;
    let opened!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const openedPromise = new Promise<void>((resolve) => (opened = resolve));
    const done = t.db.transaction(async (em) => {
      const service = t.app.get(LocationsService);
      const insert = () => service.insertRow(em, { companyId: c.companyId }, { city, countryCode: 'GB', timeAwayPolicyId: policyId, isAddressInvalid: false });
      let row = first === 'event' ? await insert() : null;
      if (!row) await em.query('SELECT pg_current_xact_id()');
      opened();
      await gate;
      row ??= await insert();
      return row.id;
    });
    return { opened: openedPromise, commit: async () => (release(), done) };
  }

  const createdCity = (event: { data: { object: Record<string, any> } }) => event.data.object.city;
  const readToEnd = async () => (await readAllCommitted(t, c.token, c.companyId)).at(-1)!.id;

  it('holds back an event committed first while a write that took an earlier seq is still open, then serves both', async () => {
    const cursor = await readToEnd();
    const slow = slowWrite('event', 'Slow (seq taken first)');
    await slow.opened;
    await newLocation(t, c.token, { city: 'Fast (committed first)' });

    // The fast write's event has a higher seq than the open one's: serving it now would move the cursor past a gap.
    expect((await feedPage(t, c.token, `after=${cursor}`)).data.map(createdCity)).toEqual([]);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM events WHERE company_id = $1 AND payload #>> '{data,object,city}' LIKE 'Fast%'`, [c.companyId]))[0].n).toBe(1);

    await slow.commit();
    const events = await readFeedUntil(t, c.token, (read) => read.length >= 2, { after: cursor });
    expect(events.map(createdCity)).toEqual(['Slow (seq taken first)', 'Fast (committed first)']);
  });

  it('orders a write by its transaction, not by when it took its seq: an older open transaction holds back newer ones', async () => {
    const cursor = await readToEnd();
    const slow = slowWrite('transactionId', 'Slow (transaction first)');
    await slow.opened;
    await newLocation(t, c.token, { city: 'Fast (seq first)' });
    expect((await feedPage(t, c.token, `after=${cursor}`)).data).toEqual([]);

    await slow.commit();
    const events = await readFeedUntil(t, c.token, (read) => read.length >= 2, { after: cursor });
    expect(events.map(createdCity)).toEqual(['Slow (transaction first)', 'Fast (seq first)']);
  });

  it('a reader following its cursor while writes commit out of seq order reads every event once', async () => {
    const before = new Set((await readAllCommitted(t, c.token, c.companyId)).map((e) => e.id));
    let cursor: string | null = [...before].at(-1)!;
    const seen: string[] = [];
    const follow = async () => {
      const next = await readFeed(t, c.token, cursor);
      seen.push(...next.events.map((e) => e.id));
      cursor = next.last ?? cursor;
    };
    const slow = [slowWrite('event', 'Slow 1'), slowWrite('transactionId', 'Slow 2'), slowWrite('event', 'Slow 3')];
    await Promise.all(slow.map((s) => s.opened));
    for (let i = 0; i < 3; i++) {
      await newLocation(t, c.token, { city: `Fast ${i}` });
      await follow();
    }
    for (const s of [...slow].reverse()) {
      await s.commit();
      await follow();
    }
    const written: string[] = (await t.db.query(`SELECT id FROM events WHERE company_id = $1`, [c.companyId])).map((e: { id: string }) => e.id);
    const expected = written.filter((id) => !before.has(id));
    expect(expected).toHaveLength(6);
    for (let i = 0; seen.length < expected.length && i < 400; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await follow();
    }
    expect([...seen].sort()).toEqual([...expected].sort());
  });

  it('is not held back by a transaction open in another database of the cluster', async () => {
    const cursor = await readToEnd();
    const elsewhere = new Client({ connectionString: t.config.databaseUrl.replace(/\/[^/?]+(\?|$)/, '/postgres$1') });
    await elsewhere.connect();
    try {
      await elsewhere.query('BEGIN');
      await elsewhere.query('SELECT pg_current_xact_id()');
      await newLocation(t, c.token, { city: 'Not held back' });
      const events = await readFeedUntil(t, c.token, (read) => read.length >= 1, { after: cursor, timeoutMs: 5000 });
      expect(events.map(createdCity)).toEqual(['Not held back']);
    } finally {
      await elsewhere.query('ROLLBACK');
      await elsewhere.end();
    }
  });
});
