import { activePersonBody, newCompany, newLocation, newPerson, TestCompany, utcDay } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Work emails are unique per deployment, whatever their case (D2: the CLI finds a user across companies by email).
 * The rule lives in `person_email_lookup` (lowercased email -> company, person), written in the person's transaction,
 * not in a global index of `people` (docs/scaling.md): an email is taken while a person holds it, and free once they
 * change it, are deleted or erased.
 */
describe('people: a work email belongs to one person of the deployment', () => {
  let t: TestApp;
  let c: TestCompany;
  let location: string;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all' });
    c = await newCompany(t);
    location = await newLocation(t, c.token);
  });
  afterAll(() => t.close());

  const lookupOf = async (email: string) =>
    t.db.query('SELECT company_id AS "companyId", person_id AS "personId" FROM person_email_lookup WHERE email = lower($1)', [email]);
  const lookupRowsOf = async (personId: string) => t.db.query('SELECT email FROM person_email_lookup WHERE person_id = $1', [personId]);
  const freshEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

  it('lets exactly one of several concurrent creations in different companies take the same email', async () => {
    const companies = [c, await newCompany(t), await newCompany(t), await newCompany(t)];
    const locations = await Promise.all(companies.map((co) => newLocation(t, co.token)));
    const email = freshEmail('Race');
    const answers = await Promise.all(companies.map((co, i) =>
      t.api.post('/api/people', co.token, activePersonBody(locations[i], { email: i % 2 ? email.toUpperCase() : email }))));
    const created = answers.filter((a) => a.status === 201);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422]);
    expect(answers.filter((a) => a.status === 422).map((a) => a.body.name)).toEqual(['EmailTaken', 'EmailTaken', 'EmailTaken']);
    expect(await lookupOf(email)).toEqual([{ companyId: created[0].body.companyId, personId: created[0].body.id }]);
    expect(await t.db.query('SELECT count(*)::int AS n FROM people WHERE lower(email) = lower($1)', [email])).toEqual([{ n: 1 }]);
  });

  it('lets exactly one of two concurrent updates to the same email win', async () => {
    const other = await newCompany(t);
    const [a, b] = [await newPerson(t, c.token, location), await newPerson(t, other.token, await newLocation(t, other.token))];
    const email = freshEmail('move');
    const answers = await Promise.all([
      t.api.patch(`/api/people/${a.id}`, c.token, { email }),
      t.api.patch(`/api/people/${b.id}`, other.token, { email: email.toUpperCase() }),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 422]);
    const winner = answers[0].status === 200 ? a : b;
    expect(await lookupOf(email)).toEqual([{ companyId: winner.companyId, personId: winner.id }]);
  });

  it('frees the old email when a person changes theirs, and keeps it through a change of case', async () => {
    const person = await newPerson(t, c.token, location);
    const first = person.email as string;
    expect(await lookupOf(first)).toEqual([{ companyId: c.companyId, personId: person.id }]);
    expect((await t.api.patch(`/api/people/${person.id}`, c.token, { email: first.toUpperCase() })).status).toBe(200);
    expect(await lookupRowsOf(person.id)).toEqual([{ email: first.toLowerCase() }]);
    const second = freshEmail('second');
    expect((await t.api.patch(`/api/people/${person.id}`, c.token, { email: second })).status).toBe(200);
    expect(await lookupRowsOf(person.id)).toEqual([{ email: second.toLowerCase() }]);
    const other = await newCompany(t);
    const taker = await t.api.post('/api/people', other.token, activePersonBody(await newLocation(t, other.token), { email: first }));
    expect(taker.status).toBe(201);
    const refused = await t.api.post('/api/people', other.token, activePersonBody(await newLocation(t, other.token), { email: second }));
    expect(refused.body.name).toBe('EmailTaken');
  });

  it('frees the email of a deleted person and of an erased one', async () => {
    const deleted = await newPerson(t, c.token, location);
    expect((await t.api.delete(`/api/people/${deleted.id}`, c.token)).status).toBe(200);
    expect(await lookupRowsOf(deleted.id)).toEqual([]);
    expect((await t.api.post('/api/people', c.token, activePersonBody(location, { email: deleted.email }))).status).toBe(201);

    const erased = await newPerson(t, c.token, location, { employmentEndDate: utcDay(-1) });
    expect((await t.api.post(`/api/people/${erased.id}/erase`, c.token, {})).status).toBe(200);
    expect(await lookupRowsOf(erased.id)).toEqual([]);
    expect((await t.api.post('/api/people', c.token, activePersonBody(location, { email: erased.email }))).status).toBe(201);
  });
});
