import { SCOPES } from '../../../src/core/auth/scopes';
import { DataKeyStore, isEncryptedValue } from '../../../src/core/crypto';
import { DemoSeedService } from '../../../src/modules/people/demo/demo-seed.service';
import { calendarFeedTokenIndex } from '../../../src/modules/people/calendar-feed-token';
import { CalendarFeedTokenBackfill } from '../../../src/modules/people/calendar-feed-token-backfill';
import { feedTokenOf } from '../../support/calendar-feed-tokens';
import { newCompany, newLocation, newPerson, TestCompany, tokenFor } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/** Encryption at rest: the calendar feed token is stored sealed and the feed finds it by its HMAC blind index. */
describe('calendar feed token sealed at rest', () => {
  let t: TestApp;
  let c: TestCompany;
  let other: TestCompany;
  let london: string;

  const stored = async (personId: string): Promise<{ token: string | null; index: string | null }> =>
    (await t.db.query('SELECT calendar_feed_token AS token, calendar_feed_token_index AS index FROM people WHERE id = $1', [personId]))[0];
  const feed = (token: string) => t.api.get(`/api/calendar-feeds/${token}.ics`);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    other = await newCompany(t);
    london = await newLocation(t, c.token, { city: 'London', countryCode: 'GB' });
  });
  afterAll(() => t.close());

  it('is stored sealed with its blind index beside it; the token the person sees opens the feed', async () => {
    const person = await newPerson(t, c.token, london);
    const own = await tokenFor(t, person.email, SCOPES);
    const shown = (await t.api.get('/api/me', own)).body.calendarFeedToken as string;
    expect(shown).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    const row = await stored(person.id);
    expect(isEncryptedValue(row.token!)).toBe(true);
    expect(row.token).not.toContain(shown);
    expect(row.index).toBe(await calendarFeedTokenIndex(t.app.get(DataKeyStore), shown));
    expect(row.index).not.toContain(shown);
    expect((await feed(shown)).status).toBe(200);
    // The company owner, made with the company in one transaction, has a sealed and indexed token too.
    const owner = await stored(c.ownerId);
    expect(isEncryptedValue(owner.token!)).toBe(true);
    expect(owner.index).toEqual(expect.any(String));
    expect((await feed((await t.api.get('/api/me', c.token)).body.calendarFeedToken)).status).toBe(200);
  });

  it('a reset stores a new sealed token and index: the old token stops working, the new one works', async () => {
    const person = await newPerson(t, c.token, london);
    const own = await tokenFor(t, person.email, SCOPES);
    const old = (await t.api.get('/api/me', own)).body.calendarFeedToken as string;
    const before = await stored(person.id);
    const reset = await t.api.patch(`/api/people/${person.id}`, own, { calendarFeedToken: 'reset' });
    expect(reset.status).toBe(200);
    const fresh = reset.body.calendarFeedToken as string;
    const after = await stored(person.id);
    expect(isEncryptedValue(after.token!)).toBe(true);
    expect(after.token).not.toContain(fresh);
    expect(after.index).not.toBe(before.index);
    expect(after.index).toBe(await calendarFeedTokenIndex(t.app.get(DataKeyStore), fresh));
    expectError(await feed(old), 404, 'NotFound');
    expect((await feed(fresh)).status).toBe(200);
  });

  it('two people never share an index: every index differs and its lookup refuses a duplicate', async () => {
    for (let i = 0; i < 3; i++) await newPerson(t, c.token, london);
    await newPerson(t, other.token, await newLocation(t, other.token, { city: 'Leeds', countryCode: 'GB' }));
    const [{ total, distinct }] = await t.db.query(
      'SELECT count(*)::int AS total, count(DISTINCT calendar_feed_token_index)::int AS distinct FROM people WHERE calendar_feed_token_index IS NOT NULL',
    );
    expect(total).toBeGreaterThanOrEqual(6);
    expect(distinct).toBe(total);
    // Each index has its lookup row (calendar_feed_lookup), whose key refuses a second person for it.
    const [a, b] = await t.db.query('SELECT id FROM people WHERE company_id = $1 AND calendar_feed_token_index IS NOT NULL LIMIT 2', [c.companyId]);
    await expect(t.db.query(
      `INSERT INTO calendar_feed_lookup (token_index, company_id, person_id)
       SELECT calendar_feed_token_index, company_id, $2 FROM people WHERE id = $1`, [a.id, b.id],
    )).rejects.toThrow(/calendar_feed_lookup_pkey/);
  });

  it('a token stored in plain before encryption (no index) still opens the feed; a plain value beside an index does not', async () => {
    const legacy = await newPerson(t, c.token, london);
    const plain = `legacyToken${Date.now()}abcdefghijklmnop`;
    await t.db.query('UPDATE people SET calendar_feed_token = $1, calendar_feed_token_index = NULL WHERE id = $2', [plain, legacy.id]);
    expect((await feed(plain)).status).toBe(200);
    expect(await feedTokenOf(t, legacy.id)).toBe(plain);

    // Only rows without an index are matched by the plain column.
    const indexed = await newPerson(t, c.token, london);
    const other = `plainBesideIndex${Date.now()}abcdefgh`;
    await t.db.query('UPDATE people SET calendar_feed_token = $1 WHERE id = $2', [other, indexed.id]);
    expectError(await feed(other), 404, 'NotFound');

    // A reset of the legacy token seals it and gives it an index.
    const own = await tokenFor(t, legacy.email, SCOPES);
    const fresh = (await t.api.patch(`/api/people/${legacy.id}`, own, { calendarFeedToken: 'reset' })).body.calendarFeedToken as string;
    const row = await stored(legacy.id);
    expect(isEncryptedValue(row.token!)).toBe(true);
    expect(row.index).toEqual(expect.any(String));
    expectError(await feed(plain), 404, 'NotFound');
    expect((await feed(fresh)).status).toBe(200);
  });

  it('the start-up backfill seals and indexes tokens stored before encryption: the same token still opens the feed', async () => {
    const people = [await newPerson(t, c.token, london), await newPerson(t, other.token, await newLocation(t, other.token, { city: 'York', countryCode: 'GB' }))];
    const plain = people.map((_, i) => `beforeEncryption${i}x${Date.now()}abcdefgh`);
    for (const [i, person] of people.entries()) {
      await t.db.query('UPDATE people SET calendar_feed_token = $1, calendar_feed_token_index = NULL WHERE id = $2', [plain[i], person.id]);
    }
    // A token sealed by another job without its index is indexed too.
    const sealedOnly = await newPerson(t, c.token, london);
    const sealedToken = await feedTokenOf(t, sealedOnly.id);
    await t.db.query('UPDATE people SET calendar_feed_token_index = NULL WHERE id = $1', [sealedOnly.id]);
    expectError(await feed(sealedToken), 404, 'NotFound');

    expect(await t.app.get(CalendarFeedTokenBackfill).run()).toBe(3);
    for (const [i, person] of people.entries()) {
      const row = await stored(person.id);
      expect(isEncryptedValue(row.token!)).toBe(true);
      expect(row.token).not.toContain(plain[i]);
      expect(row.index).toBe(await calendarFeedTokenIndex(t.app.get(DataKeyStore), plain[i]));
      expect(await feedTokenOf(t, person.id)).toBe(plain[i]);
      expect((await feed(plain[i])).status).toBe(200);
    }
    expect((await feed(sealedToken)).status).toBe(200);
    expect(await t.app.get(CalendarFeedTokenBackfill).run()).toBe(0);
  });

  it('the demo seed stores sealed tokens with their indexes, and their feeds open', async () => {
    const seeded = await newCompany(t);
    await t.app.get(DemoSeedService).seed(seeded.companyId, 5);
    const rows = await t.db.query('SELECT id, calendar_feed_token AS token, calendar_feed_token_index AS index FROM people WHERE company_id = $1 AND demo', [seeded.companyId]);
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(isEncryptedValue(row.token)).toBe(true);
      const token = await feedTokenOf(t, row.id);
      expect(row.index).toBe(await calendarFeedTokenIndex(t.app.get(DataKeyStore), token));
    }
    const [active] = await t.db.query(
      `SELECT id FROM people WHERE company_id = $1 AND demo AND status = 'active' AND (employment_end_date IS NULL OR employment_end_date >= current_date) LIMIT 1`,
      [seeded.companyId],
    );
    expect((await feed(await feedTokenOf(t, active.id))).status).toBe(200);
  });

  it('a token copied into another person\'s row answers 500 GeneralError for that person, never the copied token', async () => {
    const source = await newPerson(t, c.token, london);
    const target = await newPerson(t, c.token, london);
    const sourceToken = await feedTokenOf(t, source.id);
    await t.db.query('UPDATE people SET calendar_feed_token = (SELECT calendar_feed_token FROM people WHERE id = $1) WHERE id = $2', [source.id, target.id]);
    const own = await tokenFor(t, target.email, SCOPES);
    const me = await t.api.get('/api/me', own);
    expectError(me, 500, 'GeneralError');
    expect(JSON.stringify(me.body)).not.toContain(sourceToken);
    expectError(await t.api.get(`/api/people/${target.id}`, c.token), 500, 'GeneralError');
    expect((await t.api.get(`/api/people/${source.id}`, c.token)).status).toBe(200);
  });
});
