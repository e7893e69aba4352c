import { newCompany, newLocation, TestCompany } from '../../support/factories';
import { FeedEvent, readAllCommitted, readFeed } from '../../support/change-feed';
import { createTestApp, TestApp } from '../../support/test-app';

/** `GET /api/events` filters: `type` (and `$in`), `createdAt[$gte]`/`[$lt]`, `resourceType`, `recordId`; bad ones answer 422. */
describe('change feed: filters', () => {
  let t: TestApp;
  let c: TestCompany;
  let all: FeedEvent[];
  let leeds: string;
  let york: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    leeds = await newLocation(t, c.token, { city: 'Leeds' });
    await t.api.patch(`/api/locations/${leeds}`, c.token, { label: 'North' });
    york = await newLocation(t, c.token, { city: 'York' });
    await t.api.delete(`/api/locations/${york}`, c.token);
    all = await readAllCommitted(t, c.token, c.companyId);
  });
  afterAll(() => t.close());

  const ids = (events: FeedEvent[]) => events.map((e) => e.id);
  const read = async (query: string) => (await readFeed(t, c.token, null, query)).events;

  it('by type, one or several', async () => {
    expect(ids(await read('type=location.updated'))).toEqual(ids(all.filter((e) => e.type === 'location.updated')));
    const kinds = ['location.created', 'location.deleted'];
    expect(ids(await read('type[$in]=location.created&type[$in]=location.deleted'))).toEqual(ids(all.filter((e) => kinds.includes(e.type))));
    expect(ids(await read('type[$in]=location.deleted'))).toEqual(ids(all.filter((e) => e.type === 'location.deleted')));
  });

  it('by resource type and by record', async () => {
    expect(ids(await read('resourceType=location'))).toEqual(ids(all.filter((e) => e.type.startsWith('location.'))));
    expect(ids(await read('resourceType[$in]=location&resourceType[$in]=company'))).toEqual(ids(all.filter((e) => /^(location|company)\./.test(e.type))));
    expect((await read(`recordId=${leeds}`)).map((e) => e.type)).toEqual(['location.created', 'location.updated']);
    expect((await read(`recordId=${york}&type=location.deleted`)).map((e) => e.data.object.id)).toEqual([york]);
  });

  it('by when the event was recorded: from (inclusive) and until (exclusive), dates or date-times', async () => {
    const times = all.map((e) => e.createdAt);
    const middle = times[Math.floor(times.length / 2)];
    expect(ids(await read(`createdAt[$gte]=${middle}`))).toEqual(ids(all.filter((e) => e.createdAt >= middle)));
    expect(ids(await read(`createdAt[$lt]=${middle}`))).toEqual(ids(all.filter((e) => e.createdAt < middle)));
    const today = times[0].slice(0, 10);
    expect(await read(`createdAt[$lt]=${today}`)).toEqual([]);
    expect(ids(await read(`createdAt[$gte]=${today}&resourceType=location`))).toEqual(ids(all.filter((e) => e.type.startsWith('location.'))));
  });

  it('pages a filtered feed by the same cursor', async () => {
    const first = await t.api.get('/api/events?resourceType=location&$limit=1', c.token);
    const next = await t.api.get(`/api/events?resourceType=location&$limit=10&after=${first.body.data[0].id}`, c.token);
    expect([...ids(first.body.data), ...ids(next.body.data)]).toEqual(ids(all.filter((e) => e.type.startsWith('location.'))));
  });

  it('refuses what it does not know with the query error naming the parameter', async () => {
    for (const [query, parameter] of [
      ['type=location.renamed', 'type'],
      ['type[$nin]=location.created', 'type[$nin]'],
      ['resourceType=planet', 'resourceType'],
      ['createdAt=2026-01-01', 'createdAt'],
      ['createdAt[$gte]=yesterday', 'createdAt[$gte]'],
      ['createdAt[$gt]=2026-01-01', 'createdAt[$gt]'],
      ['recordId[$in]=x', 'recordId[$in]'],
      ['personId=x', 'personId'],
    ]) {
      const res = await t.api.get(`/api/events?${query}`, c.token);
      expect({ query, status: res.status, name: res.body.name }).toEqual({ query, status: 422, name: 'QueryParameterValidationError' });
      expect(res.body.message).toContain(`Invalid query parameter ${parameter}`);
    }
  });
});
