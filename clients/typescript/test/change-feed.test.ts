import { changeFeed, createPersonnelClient, FeedGoneError, listAll, memoryCursor, type PersonnelEvent } from '@personnel/client';
import { newCompany, newPerson, TestCompany } from '../../../test/support/factories';
import { waitFor } from '../../../test/support/processes';
import type { TestApp } from '../../../test/support/test-app';
import { Person, syncPeople } from '../examples/sync-people';
import { runningServer } from './support/server';

/**
 * The change-feed iterator against the running server's `GET /api/events`: it resumes from the stored cursor, saves
 * an event once the loop asks for the next, pages and filters, follows, and the README's sync example mirrors people.
 * The feed holds back events while an older transaction of the cluster is open (another test's), so reads are
 * repeated until what is expected has come.
 */
describe('the client\'s change-feed iterator', () => {
  let t: TestApp;
  let baseUrl: string;
  /** The URLs the client asked, in order. */
  let asked: string[];
  const client = (c: TestCompany) => createPersonnelClient({ baseUrl, token: c.token, fetch: (request) => (asked.push(request.url), fetch(request)) });
  const policies = new Map<string, string>();
  const newLocation = async (c: TestCompany, city: string) => {
    if (!policies.has(c.companyId)) policies.set(c.companyId, (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id);
    const made = await t.api.post('/api/locations', c.token, { city, countryCode: 'GB', timeAwayPolicyId: policies.get(c.companyId) });
    if (made.status !== 201) throw new Error(`location not made: ${JSON.stringify(made.body)}`);
    return made.body;
  };

  /** Runs of the iterator, each from the stored cursor to the feed's end, until `done` holds for what they read. */
  async function readUntil(c: TestCompany, cursor: ReturnType<typeof memoryCursor>, done: (events: PersonnelEvent[]) => boolean, options = {}): Promise<PersonnelEvent[]> {
    const read: PersonnelEvent[] = [];
    await waitFor(async () => {
      for await (const event of changeFeed(client(c), { cursor, ...options })) read.push(event);
      return done(read);
    }, 20_000, 'the feed to serve the events');
    return read;
  }
  const cities = (events: PersonnelEvent[], type: string) => events.filter((e) => e.type === type).map((e) => (e.data.object as { city: string }).city);

  beforeAll(async () => {
    // Workers too: an erasure finishes as the API answers it.
    ({ t, baseUrl } = await runningServer({ mode: 'all' }));
  });
  afterAll(() => t.close());
  beforeEach(() => (asked = []));

  it('reads from the stored cursor to the feed\'s end, saving its place, and resumes there', async () => {
    const c = await newCompany(t);
    const cursor = memoryCursor();
    const first = await newLocation(c, 'Leeds');
    await newLocation(c, 'York');
    const read = await readUntil(c, cursor, (events) => cities(events, 'location.created').length === 2);
    expect(cities(read, 'location.created')).toEqual(['Leeds', 'York']);
    expect(read.every((e) => e.companyId === c.companyId)).toBe(true);
    expect(cursor.cursor).toBe(read.at(-1)!.id);

    const resumedAt = asked.length;
    await t.api.patch(`/api/locations/${first.id}`, c.token, { city: 'Bradford' });
    await t.api.delete(`/api/locations/${first.id}`, c.token);
    const next = await readUntil(c, cursor, (events) => events.some((e) => e.type === 'location.deleted'));
    expect(next.map((e) => e.type)).toEqual(['location.updated', 'location.deleted']);
    expect(next[0].data.previousAttributes).toEqual(expect.objectContaining({ city: 'Leeds' }));
    expect(asked.slice(resumedAt).every((url) => new URL(url).searchParams.has('after'))).toBe(true);
    expect(new URL(asked[resumedAt]).searchParams.get('after')).toBe(read.at(-1)!.id);
  });

  it('gives an event again when the loop stopped in it: its id is saved only once the next is asked for', async () => {
    const c = await newCompany(t);
    const cursor = memoryCursor();
    await readUntil(c, cursor, (events) => events.length > 0);
    for (const city of ['Hull', 'Ripon', 'Selby']) await newLocation(c, city);
    await readUntil(c, memoryCursor(cursor.cursor), (events) => cities(events, 'location.created').length === 3);
    const seen: string[] = [];
    await expect((async () => {
      for await (const event of changeFeed(client(c), { cursor, types: ['location.created'] })) {
        seen.push((event.data.object as { city: string }).city);
        if (seen.length === 2) throw new Error('the consumer failed');
      }
    })()).rejects.toThrow('the consumer failed');
    const again = [];
    for await (const event of changeFeed(client(c), { cursor, types: ['location.created'] })) again.push((event.data.object as { city: string }).city);
    expect(seen).toEqual(['Hull', 'Ripon']);
    expect(again).toEqual(['Ripon', 'Selby']);
  });

  it('pages by its limit and filters by type, resource and record', async () => {
    const c = await newCompany(t);
    const made = [];
    for (const city of ['Bath', 'Wells', 'Frome', 'Yeovil', 'Taunton']) made.push(await newLocation(c, city));
    const read = await readUntil(c, memoryCursor(), (events) => events.length === 5, { limit: 2, types: ['location.created'] });
    expect(cities(read, 'location.created')).toEqual(['Bath', 'Wells', 'Frome', 'Yeovil', 'Taunton']);
    const query = new URL(asked[0]).searchParams;
    expect([query.get('$limit'), query.getAll('type[$in]')]).toEqual(['2', ['location.created']]);
    expect(asked.length).toBeGreaterThanOrEqual(3);

    await t.api.patch(`/api/locations/${made[1].id}`, c.token, { city: 'Glastonbury' });
    const ofRecord = await readUntil(c, memoryCursor(), (events) => events.length === 2, { recordId: made[1].id, resourceTypes: ['location'] });
    expect(ofRecord.map((e) => e.type)).toEqual(['location.created', 'location.updated']);
  });

  it('keeps following new events until its signal aborts', async () => {
    const c = await newCompany(t);
    const stop = new AbortController();
    const followed: string[] = [];
    const following = (async () => {
      for await (const event of changeFeed(client(c), { types: ['location.created'], follow: { pollIntervalMs: 50 }, signal: stop.signal })) {
        followed.push((event.data.object as { city: string }).city);
        if (followed.length === 2) stop.abort();
      }
    })();
    await newLocation(c, 'Durham');
    await waitFor(() => followed.length === 1, 20_000, 'the first event followed');
    await newLocation(c, 'Whitby');
    await following;
    expect(followed).toEqual(['Durham', 'Whitby']);
  });

  it('throws FeedGoneError for a cursor the feed does not keep', async () => {
    const c = await newCompany(t);
    const error = await changeFeed(client(c), { after: 'evt_nolongerkept' }).next().then(() => undefined, (e) => e);
    expect(error).toBeInstanceOf(FeedGoneError);
    expect(error.status).toBe(410);
  });

  it('runs the README\'s example: people mirrored from the feed alone, deletions and erasure included, equal the list', async () => {
    const c = await newCompany(t);
    const locationId = (await newLocation(c, 'Oxford')).id;
    const people = [];
    for (const firstName of ['Ada', 'Grace', 'Edsger', 'Barbara']) people.push(await newPerson(t, c.token, locationId, { firstName }));
    const table = new Map<string, Person>();
    const cursor = memoryCursor();
    await syncPeople(baseUrl, c.token, table, cursor);
    await t.api.patch(`/api/people/${people[0].id}`, c.token, { preferredName: 'Countess' });
    expect((await t.api.delete(`/api/people/${people[1].id}`, c.token)).status).toBe(200);
    expect((await t.api.post(`/api/people/${people[2].id}/erase`, c.token, { force: true, reason: 'Asked to be forgotten' })).status).toBeLessThan(300);

    const listed = new Map<string, { firstName: string | null; preferredName: string | null }>();
    for await (const person of listAll(createPersonnelClient({ baseUrl, token: c.token }), '/api/people', { query: { status: 'all' } })) listed.set(person.id, person);
    const mirrored = () => [...table.values()].map((p) => [p.id, p.firstName, p.preferredName]).sort();
    const expected = [...listed.entries()].map(([id, p]) => [id, p.firstName, p.preferredName]).sort();
    await waitFor(async () => {
      await syncPeople(baseUrl, c.token, table, cursor);
      return JSON.stringify(mirrored()) === JSON.stringify(expected);
    }, 20_000, 'the mirror to equal the list');
    expect(table.has(people[1].id) || table.has(people[2].id)).toBe(false);
    expect(table.get(people[0].id)?.preferredName).toBe('Countess');
  });
});
