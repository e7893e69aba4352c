import { SCOPES } from '../../../src/core/auth/scopes';
import { DataKeyStore } from '../../../src/core/crypto';
import { calendarFeedTokenIndex } from '../../../src/modules/people/calendar-feed-token';
import { CalendarFeedTokenBackfill } from '../../../src/modules/people/calendar-feed-token-backfill';
import { feedTokenOf } from '../../support/calendar-feed-tokens';
import { newCompany, newLocation, newPerson, TestCompany, tokenFor, utcDay } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * The calendar feed URL carries only the token: the feed finds its person through `calendar_feed_lookup` (the token's
 * blind index -> company, person), written when the token is made or reset and gone with it (docs/scaling.md).
 */
describe('calendar feed: found through its lookup row', () => {
  let t: TestApp;
  let c: TestCompany;
  let location: string;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all' });
    c = await newCompany(t);
    location = await newLocation(t, c.token, { city: 'London', countryCode: 'GB' });
  });
  afterAll(() => t.close());

  const feed = (token: string) => t.api.get(`/api/calendar-feeds/${token}.ics`);
  const indexOf = (token: string) => calendarFeedTokenIndex(t.app.get(DataKeyStore), token);
  const lookupRowsOf = (personId: string) =>
    t.db.query('SELECT token_index AS "tokenIndex", company_id AS "companyId" FROM calendar_feed_lookup WHERE person_id = $1', [personId]);

  it('is written with a new person\'s token, and the feed opens only through it', async () => {
    const person = await newPerson(t, c.token, location);
    const token = await feedTokenOf(t, person.id);
    expect(await lookupRowsOf(person.id)).toEqual([{ tokenIndex: await indexOf(token), companyId: c.companyId }]);
    expect((await feed(token)).status).toBe(200);
    await t.db.query('DELETE FROM calendar_feed_lookup WHERE person_id = $1', [person.id]);
    expectError(await feed(token), 404, 'NotFound');
  });

  it('moves to the new token on a reset: the old token no longer opens the feed', async () => {
    const person = await newPerson(t, c.token, location);
    const own = await tokenFor(t, person.email, SCOPES);
    const old = await feedTokenOf(t, person.id);
    const fresh = (await t.api.patch(`/api/people/${person.id}`, own, { calendarFeedToken: 'reset' })).body.calendarFeedToken as string;
    expect(await lookupRowsOf(person.id)).toEqual([{ tokenIndex: await indexOf(fresh), companyId: c.companyId }]);
    expectError(await feed(old), 404, 'NotFound');
    expect((await feed(fresh)).status).toBe(200);
  });

  it('refuses a second row for one index (the key keeps feed tokens unique)', async () => {
    const person = await newPerson(t, c.token, location);
    const [row] = await lookupRowsOf(person.id);
    await expect(t.db.query('INSERT INTO calendar_feed_lookup (token_index, company_id, person_id) VALUES ($1, $2, $3)', [row.tokenIndex, c.companyId, c.ownerId]))
      .rejects.toThrow(/calendar_feed_lookup_pkey/);
  });

  it('is written by the backfill that indexes a token stored before encryption', async () => {
    const legacy = await newPerson(t, c.token, location);
    const plain = `legacyLookup${Date.now()}abcdefghijklmnop`;
    await t.db.query('DELETE FROM calendar_feed_lookup WHERE person_id = $1', [legacy.id]);
    await t.db.query('UPDATE people SET calendar_feed_token = $1, calendar_feed_token_index = NULL WHERE id = $2', [plain, legacy.id]);
    expect((await feed(plain)).status).toBe(200);
    expect(await t.app.get(CalendarFeedTokenBackfill).run()).toBeGreaterThanOrEqual(1);
    expect(await lookupRowsOf(legacy.id)).toEqual([{ tokenIndex: await indexOf(plain), companyId: c.companyId }]);
    expect((await feed(plain)).status).toBe(200);
  });

  it('goes with a deleted or erased person', async () => {
    const deleted = await newPerson(t, c.token, location);
    expect((await t.api.delete(`/api/people/${deleted.id}`, c.token)).status).toBe(200);
    expect(await lookupRowsOf(deleted.id)).toEqual([]);
    const erased = await newPerson(t, c.token, location, { employmentEndDate: utcDay(-1) });
    expect((await t.api.post(`/api/people/${erased.id}/erase`, c.token, {})).status).toBe(200);
    expect(await lookupRowsOf(erased.id)).toEqual([]);
  });
});
