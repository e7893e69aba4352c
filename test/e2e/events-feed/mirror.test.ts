import { FeedEvent, feedPage, outboxEvents } from '../../support/change-feed';
import { activePersonBody, newCompany, newLocation, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

const CLIENTS = 8;
const WRITES = 2000;

/** A small seeded generator, so a failing run can be repeated. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The gap-free rule proven, not assumed: a local copy built from the change feed alone, read while 8 clients make
 * 2,000 writes and deletes at once, equals the lists at the end (nothing missing, nothing extra), and the reader got
 * every event the outbox holds exactly once.
 */
describe('change feed: a mirror built from the feed alone', () => {
  let t: TestApp;
  let c: TestCompany;
  let location: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    location = await newLocation(t, c.token, { city: 'Base' });
  });
  afterAll(() => t.close());

  /** What the mirror keeps: per resource, the objects by id, as the feed last showed them. */
  class Mirror {
    readonly objects = new Map<string, Map<string, Record<string, unknown>>>();
    readonly seen: string[] = [];
    cursor: string | null = null;

    apply(event: FeedEvent): void {
      this.seen.push(event.id);
      const [resource, kind] = event.type.split('.');
      const objects = this.objects.get(resource) ?? new Map();
      this.objects.set(resource, objects);
      const { object } = event.data;
      if (kind === 'deleted') objects.delete(object.id as string);
      else objects.set(object.id as string, object);
    }

    async follow(): Promise<boolean> {
      const page = await feedPage(t, c.token, `$limit=250${this.cursor ? `&after=${this.cursor}` : ''}`);
      for (const event of page.data) this.apply(event);
      if (page.data.length) this.cursor = page.data[page.data.length - 1].id;
      return page.hasMore;
    }
  }

  /** One client's writes: locations and emergency contacts made, changed and deleted, and people made, changed and deleted. */
  async function client(n: number, writes: number): Promise<void> {
    const next = random(1000 + n);
    const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)];
    const mine = { locations: [] as string[], contacts: [] as string[], people: [] as string[] };
    // This client's holders of emergency contacts (people it never deletes), with how many contacts each has.
    const contactsOf = new Map<string, number>();
    const holderOf = new Map<string, string>();
    const ok = (res: { status: number; body: unknown }, what: string) => {
      if (res.status >= 300) throw new Error(`client ${n}: ${what} answered ${res.status} ${JSON.stringify(res.body)}`);
    };
    for (let i = 0; i < writes; i++) {
      const roll = next();
      if (roll < 0.15 || mine.locations.length === 0) {
        const res = await t.api.post('/api/locations', c.token, { city: `C${n}-${i}`, countryCode: 'GB', timeAwayPolicyId: policyId });
        ok(res, 'location create');
        mine.locations.push(res.body.id);
      } else if (roll < 0.3) {
        ok(await t.api.patch(`/api/locations/${pick(mine.locations)}`, c.token, { label: `L${n}-${i}` }), 'location update');
      } else if (roll < 0.4) {
        const id = mine.locations.splice(Math.floor(next() * mine.locations.length), 1)[0];
        ok(await t.api.delete(`/api/locations/${id}`, c.token), 'location delete');
      } else if (roll < 0.55 || mine.contacts.length === 0) {
        // A person has two emergency contacts at most: a new holder is made when this client's are full.
        let holder = [...contactsOf.keys()].find((id) => contactsOf.get(id)! < 2);
        if (!holder) {
          const res = await t.api.post('/api/people', c.token, activePersonBody(location, { firstName: `H${n}`, lastName: `${i}` }));
          ok(res, 'holder create');
          holder = res.body.id as string;
          contactsOf.set(holder, 0);
          continue;
        }
        const res = await t.api.post('/api/emergency-contacts', c.token, { personId: holder, name: `E${n}-${i}` });
        ok(res, 'contact create');
        mine.contacts.push(res.body.id);
        holderOf.set(res.body.id, holder);
        contactsOf.set(holder, contactsOf.get(holder)! + 1);
      } else if (roll < 0.7) {
        ok(await t.api.patch(`/api/emergency-contacts/${pick(mine.contacts)}`, c.token, { name: `E${n}-${i}b` }), 'contact update');
      } else if (roll < 0.8) {
        const id = mine.contacts.splice(Math.floor(next() * mine.contacts.length), 1)[0];
        ok(await t.api.delete(`/api/emergency-contacts/${id}`, c.token), 'contact delete');
        contactsOf.set(holderOf.get(id)!, contactsOf.get(holderOf.get(id)!)! - 1);
      } else if (roll < 0.88 || mine.people.length === 0) {
        const res = await t.api.post('/api/people', c.token, activePersonBody(location, { firstName: `P${n}`, lastName: `${i}` }));
        ok(res, 'person create');
        mine.people.push(res.body.id);
      } else if (roll < 0.95) {
        ok(await t.api.patch(`/api/people/${pick(mine.people)}`, c.token, { bio: `B${n}-${i}` }), 'person update');
      } else {
        const id = mine.people.splice(Math.floor(next() * mine.people.length), 1)[0];
        ok(await t.api.delete(`/api/people/${id}`, c.token), 'person delete');
      }
    }
  }

  let policyId: string;

  async function listed(path: string): Promise<Map<string, Record<string, unknown>>> {
    const all = new Map<string, Record<string, unknown>>();
    for (let skip = 0; ; skip += 250) {
      const res = await t.api.get(`${path}${path.includes('?') ? '&' : '?'}$limit=250&$skip=${skip}`, c.token);
      for (const object of res.body.data) all.set(object.id, object);
      if (skip + 250 >= res.body.total) return all;
    }
  }

  it('equals the lists after 2,000 concurrent writes and deletes, and read every event once', async () => {
    policyId = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
    const mirror = new Mirror();
    let writing = true;
    const reader = (async () => {
      while (writing) {
        if (!(await mirror.follow())) await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    try {
      await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n, WRITES / CLIENTS)));
    } finally {
      writing = false;
      await reader;
    }

    // Once the writes are over, the feed catches up with everything committed (an open transaction elsewhere in the
    // cluster may hold it back a moment).
    const committed = (await outboxEvents(t, c.companyId)).map((e) => e.id);
    const until = Date.now() + 30_000;
    while (mirror.seen.length < committed.length && Date.now() < until) {
      if (!(await mirror.follow())) await new Promise((resolve) => setTimeout(resolve, 50));
    }

    expect(new Set(mirror.seen).size).toBe(mirror.seen.length);
    expect([...mirror.seen].sort()).toEqual([...committed].sort());

    const compare = async (resource: string, path: string, keep: (object: Record<string, unknown>) => boolean = () => true) => {
      const lists = await listed(path);
      const copy = [...(mirror.objects.get(resource) ?? new Map()).values()].filter(keep);
      expect({ resource, ids: copy.map((o) => o.id).sort() }).toEqual({ resource, ids: [...lists.keys()].filter((id) => keep(lists.get(id)!)).sort() });
      for (const object of copy) expect(object).toEqual(lists.get(object.id as string));
      return copy.length;
    };
    expect(await compare('location', '/api/locations')).toBeGreaterThan(10);
    expect(await compare('emergencyContact', '/api/emergency-contacts')).toBeGreaterThan(10);
    // The owner's own record shows them their calendar feed token, which no event holds: compared by the others.
    expect(await compare('person', '/api/people?status=all', (person) => person.id !== c.ownerId)).toBeGreaterThan(10);
  }, 600_000);
});
