import { ASSIGNABLE_ROLES } from '../../../src/core/auth/roles';
import { SCOPES } from '../../../src/core/auth/scopes';
import { readAllCommitted, readFeed } from '../../support/change-feed';
import { newCompany, newUser, setGrants, TestCompany, TestUser, tokenFor } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Who reads the feed: owner and admin, with `events:read`; and of it, what a GET of each resource would show them: an
 * admin without the compensations grant reads their own compensation's events alone, as `GET /api/compensations` does.
 */
describe('change feed: access', () => {
  let t: TestApp;
  let c: TestCompany;
  let admin: TestUser;
  let employee: TestUser;
  let salary: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    admin = await newUser(t, c.companyId, 'admin');
    employee = await newUser(t, c.companyId, 'user');
    salary = (await t.api.get('/api/compensation-types', c.token)).body.data.find((type: any) => type.baseType === 'salary').id;
    for (const personId of [admin.personId, employee.personId]) {
      const made = await t.api.post('/api/compensations', c.token, { personId, compensationTypeId: salary, amount: '50000.00', currency: 'EUR', period: 'annual', effectiveDate: '2025-01-01' });
      expect(made.status).toBe(201);
    }
    await readAllCommitted(t, c.token, c.companyId);
  });
  afterAll(() => t.close());

  it.each(ASSIGNABLE_ROLES)('%s: only owner and admin read it, and only with events:read', async (role) => {
    const user = role === 'owner' ? { token: c.token } : role === 'admin' ? admin : await newUser(t, c.companyId, role, SCOPES);
    const res = await t.api.get('/api/events', user.token);
    expect(res.status).toBe(role === 'owner' || role === 'admin' ? 200 : 403);
    if (res.status === 403) expect(res.body.message).toContain('events:read');
    expect((await t.api.get('/api/events', await tokenFor(t, c.ownerEmail, SCOPES.filter((s) => s !== 'events:read')))).status).toBe(403);
  });

  const compensationsOf = async (token: string) =>
    (await readFeed(t, token, null, 'resourceType=compensation')).events.map((e) => e.data.object.personId);

  it('shows the events of the rows a GET would: an admin without the compensations grant, their own compensation only', async () => {
    expect((await compensationsOf(c.token)).sort()).toEqual([admin.personId, employee.personId].sort());
    expect(await compensationsOf(admin.token)).toEqual([admin.personId]);
    const listed = (await t.api.get('/api/compensations', admin.token)).body.data.map((r: any) => r.personId);
    expect(listed).toEqual([admin.personId]);

    await setGrants(t, c.companyId, { compensations: ['admin'] });
    try {
      expect((await compensationsOf(admin.token)).sort()).toEqual([admin.personId, employee.personId].sort());
    } finally {
      await setGrants(t, c.companyId, { compensations: [] });
    }
  });

  it('answers 404 for one event the caller may not read, as a retrieve of its record would', async () => {
    const [other] = (await readFeed(t, c.token, null, 'resourceType=compensation')).events.filter((e) => e.data.object.personId === employee.personId);
    expect((await t.api.get(`/api/events/${other.id}`, c.token)).status).toBe(200);
    expect((await t.api.get(`/api/events/${other.id}`, admin.token)).status).toBe(404);
    expect((await t.api.get(`/api/compensations/${other.data.object.id}`, admin.token)).status).toBe(404);
  });

  it('leaves out the events of a resource whose read scope the token lacks', async () => {
    const publicOnly = await tokenFor(t, c.ownerEmail, ['events:read', 'public:read']);
    expect(await compensationsOf(publicOnly)).toEqual([]);
    const types = new Set((await readFeed(t, publicOnly)).events.map((e) => e.type.split('.')[0]));
    expect(types.has('person')).toBe(true);
    expect(types.has('compensation')).toBe(false);
    const eventsOnly = await tokenFor(t, c.ownerEmail, ['events:read']);
    expect((await readFeed(t, eventsOnly)).events).toEqual([]);
  });
});
