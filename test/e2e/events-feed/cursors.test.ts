import { newCompany, newLocation, TestCompany } from '../../support/factories';
import { feedPage, outboxEvents, readFeed, readFeedUntil } from '../../support/change-feed';
import { createTestApp, TestApp } from '../../support/test-app';

/** `GET /api/events` pages by cursor: `after` the last id received, `$limit`, `hasMore`; one event by id. */
describe('change feed: cursors', () => {
  let t: TestApp;
  let c: TestCompany;
  let outbox: { id: string; type: string; payload: any }[];

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    for (const city of ['Leeds', 'York', 'Bath']) {
      const id = await newLocation(t, c.token, { city });
      await t.api.patch(`/api/locations/${id}`, c.token, { label: `${city} office` });
    }
    outbox = await outboxEvents(t, c.companyId);
    await readFeedUntil(t, c.token, (events) => events.length >= outbox.length);
  });
  afterAll(() => t.close());

  it('answers the company\'s events oldest first, as the outbox holds them (the webhook bodies, same ids)', async () => {
    const { events } = await readFeed(t, c.token);
    expect(events.map((e) => e.id)).toEqual(outbox.map((e) => e.id));
    // Locations have no sealed fields and owner tokens read every field: the events are the payloads as delivered.
    const located = events.filter((e) => e.type.startsWith('location.'));
    expect(located).toEqual(outbox.filter((e) => e.type.startsWith('location.')).map((e) => e.payload));
    expect(located.map((e) => e.type)).toEqual(['location.created', 'location.updated', 'location.created', 'location.updated', 'location.created', 'location.updated']);
  });

  it('pages by `after` (exclusive) and `$limit`, and says whether more follow', async () => {
    const first = await feedPage(t, c.token, '$limit=2');
    expect(first).toEqual({ limit: 2, data: outbox.slice(0, 2).map((e) => expect.objectContaining({ id: e.id })), hasMore: true });
    const second = await feedPage(t, c.token, `$limit=2&after=${first.data[1].id}`);
    expect(second.data.map((e) => e.id)).toEqual(outbox.slice(2, 4).map((e) => e.id));
    const rest = await feedPage(t, c.token, `$limit=250&after=${second.data[1].id}`);
    expect(rest.data.map((e) => e.id)).toEqual(outbox.slice(4).map((e) => e.id));
    expect(rest.hasMore).toBe(false);
    const atEnd = await feedPage(t, c.token, `after=${outbox[outbox.length - 1].id}`);
    expect(atEnd).toEqual({ limit: 100, data: [], hasMore: false });
  });

  it('picks up after the last id once more events are written', async () => {
    const last = outbox[outbox.length - 1].id;
    const made = await newLocation(t, c.token, { city: 'Hull' });
    const events = await readFeedUntil(t, c.token, (read) => read.length > 0, { after: last });
    expect(events.map((e) => [e.type, e.data.object.id])).toEqual([['location.created', made]]);
  });

  it('cuts a $limit above 250 to 250 and says so; refuses 0, $skip and a malformed cursor with the query error', async () => {
    expect((await feedPage(t, c.token, '$limit=1000')).limit).toBe(250);
    for (const [query, parameter] of [['$limit=0', '$limit'], ['$limit=-1', '$limit'], ['$skip=10', '$skip'], ['after=nope', 'after'], ['after[$gt]=evt_x', 'after'], ['$sort[createdAt]=1', '$sort']]) {
      const res = await t.api.get(`/api/events?${query}`, c.token);
      expect({ query, status: res.status, name: res.body.name }).toEqual({ query, status: 422, name: 'QueryParameterValidationError' });
      expect(res.body.message).toContain(parameter);
    }
  });

  it('answers one event by id, and 404 for an id of no event of the company', async () => {
    const res = await t.api.get(`/api/events/${outbox[1].id}`, c.token);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(outbox[1].id);
    const other = await newCompany(t);
    expect((await t.api.get(`/api/events/${outbox[1].id}`, other.token)).status).toBe(404);
    expect((await t.api.get('/api/events/evt_doesNotExist0000000000', c.token)).status).toBe(404);
    expect((await t.api.get('/api/events/not-an-event', c.token)).status).toBe(404);
  });
});
