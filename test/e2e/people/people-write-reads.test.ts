import { Client } from 'pg';
import { activePersonBody, newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Write paths read once: a write reads the person's read model once after it wrote (one hydrate serves the event
 * and the response), and an update writes only the columns it changed, without a save() that selects the row again.
 */
describe('people writes: statements', () => {
  let t: TestApp;
  let c: TestCompany;
  let location: string;
  let statements: string[];
  let spy: jest.SpyInstance;

  /** The person's compiled read by id (PERSON_READ), which answers writes and builds their events. */
  const readModelReads = () => statements.filter((s) => s.includes('person_role.api') && /person\.id = (ANY\()?\$\d/.test(s)).length;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    location = await newLocation(t, c.token);
    // Every statement reaches pg's Client.query, whether through TypeORM or as a prepared statement of the core.
    const original = Client.prototype.query as (...args: unknown[]) => unknown;
    spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
      const query = args[0] as string | { text?: string };
      statements.push(typeof query === 'string' ? query : query?.text ?? '');
      return original.apply(this, args);
    } as never);
  });
  afterAll(async () => {
    spy.mockRestore();
    await t.close();
  });
  beforeEach(() => {
    statements = [];
  });

  it('a create reads the new person read model once, for both the event and the response', async () => {
    const res = await t.api.post('/api/people', c.token, activePersonBody(location, { jobRole: { jobTitle: 'Engineer' } }));
    expect(res.status).toBe(201);
    expect(res.body.jobRole).toMatchObject({ jobTitle: 'Engineer' });
    expect(readModelReads()).toBe(1);
  });

  it('an update reads the read model with the locked row and once after the write, and writes only the changed columns', async () => {
    const person = await newPerson(t, c.token, location);
    statements = [];
    const res = await t.api.patch(`/api/people/${person.id}`, c.token, { bio: 'Writes tests' });
    expect(res.status).toBe(200);
    expect(res.body.bio).toBe('Writes tests');
    expect(readModelReads()).toBe(2);
    const updates = statements.filter((s) => /^UPDATE "people"/.test(s));
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatch(/"bio" = \$\d/);
    expect(updates[0]).toMatch(/"updated_at"/);
    expect(updates[0]).not.toMatch(/"first_name"|"email"|"teams"/);
  });
});
