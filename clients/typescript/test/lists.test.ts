import { createPersonnelClient, listAll, PersonnelApiError } from '@personnel/client';
import { newCompany, newPerson, TestCompany } from '../../../test/support/factories';
import type { TestApp } from '../../../test/support/test-app';
import { runningServer } from './support/server';

/** The list iterator against the running server: every record, page after page, at the page size the server applies. */
describe('the client\'s list iterator', () => {
  let t: TestApp;
  let baseUrl: string;
  let c: TestCompany;
  let policyId: string;
  /** The URLs the client asked, in order. */
  let asked: string[];
  const client = () => createPersonnelClient({ baseUrl, token: c.token, fetch: (request) => (asked.push(request.url), fetch(request)) });

  beforeAll(async () => {
    ({ t, baseUrl } = await runningServer());
    c = await newCompany(t);
    policyId = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
  });
  afterAll(() => t.close());
  beforeEach(() => (asked = []));

  it('yields every record of a list in its order, following $skip page after page until a short page', async () => {
    const locationId = (await t.api.get('/api/locations', c.token)).body.data[0]?.id
      ?? (await t.api.post('/api/locations', c.token, { city: 'London', countryCode: 'GB', timeAwayPolicyId: policyId })).body.id;
    for (let i = 0; i < 7; i++) await newPerson(t, c.token, locationId, { firstName: `Paged ${i}` });
    const expected = (await t.api.get('/api/people?status=all&$limit=250', c.token)).body.data.map((p: any) => p.id);
    expect(expected.length).toBe(8);

    const people = [];
    for await (const person of listAll(client(), '/api/people', { query: { status: 'all', $limit: 3 } })) people.push(person);
    expect(people.map((p) => p.id)).toEqual(expected);
    expect(asked.map((url) => new URL(url).searchParams.get('$skip'))).toEqual(['0', '3', '6']);
  });

  it('steps by the page size the server applies, not the $limit asked (the server caps it at 250)', async () => {
    const before = (await t.api.get('/api/locations?$limit=0', c.token)).body.total;
    for (let i = 0; i < 260 - before; i += 20) {
      await Promise.all(Array.from({ length: Math.min(20, 260 - before - i) }, (_, j) =>
        t.api.post('/api/locations', c.token, { city: `City ${i + j}`, countryCode: 'GB', timeAwayPolicyId: policyId })));
    }
    const expected = [];
    for (const skip of [0, 250]) expected.push(...(await t.api.get(`/api/locations?$limit=250&$skip=${skip}`, c.token)).body.data.map((l: any) => l.id));
    expect(expected.length).toBe(260);

    const ids = [];
    for await (const location of listAll(client(), '/api/locations', { query: { $limit: 1000 } })) ids.push(location.id);
    expect(ids).toEqual(expected);
    expect(asked.map((url) => new URL(url).searchParams.get('$skip'))).toEqual(['0', '250']);
  });

  it('fills the path ids of nested lists, and starts at the $skip given', async () => {
    const hook = (await t.api.post('/api/webhooks', c.token, { url: 'https://hooks.example.com/paged' })).body;
    for (let i = 0; i < 3; i++) await t.api.post(`/api/webhooks/${hook.id}/test`, c.token);
    const deliveries = [];
    for await (const delivery of listAll(client(), '/api/webhooks/{id}/deliveries', { path: { id: hook.id }, query: { $limit: 2, $skip: 1 } })) deliveries.push(delivery);
    expect(deliveries).toHaveLength(2);
    expect(deliveries.every((d) => d.webhookId === hook.id && d.eventType === 'webhook.test')).toBe(true);
  });

  it('throws the API\'s error when a page is refused', async () => {
    const pages = listAll(client(), '/api/people', { query: { status: 'lost' as never } });
    const error: PersonnelApiError = await pages.next().then(() => undefined as never, (e) => e);
    expect(error).toBeInstanceOf(PersonnelApiError);
    expect(error.status).toBe(422);
    expect(error.body).toEqual(expect.objectContaining({ code: 422, name: 'QueryParameterValidationError', message: expect.stringContaining('status') }));
  });
});
