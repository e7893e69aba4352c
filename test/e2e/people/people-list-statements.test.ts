import { runStatementIn } from '../../../src/core/database/prepared-query';
import { writeTransaction } from '../../../src/core/database/write-transaction';
import { parseQueryString } from '../../../src/core/query/query-string';
import { PeopleService } from '../../../src/modules/people/people.service';
import { authOf } from '../../support/auth-context';
import { newCompany, newLocation, newPerson } from '../../support/factories';
import { copiesOfPerson, ids } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * The first page of a list is planned once per connection: PostgreSQL costs a LIMIT or OFFSET parameter as a tenth of
 * the rows and then rejects the statement's generic plan, so `LIMIT $n OFFSET $m` is planned on every call.
 */
describe('GET /api/people: list pages planned once', () => {
  let t: TestApp;
  let companyId: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    const c = await newCompany(t);
    ({ companyId, token } = c);
    const person = await newPerson(t, c.token, await newLocation(t, c.token));
    await copiesOfPerson(t, person.id, 10000);
  });
  afterAll(() => t.close());

  it('keeps the generic plan of the first page in a company of 10,000', async () => {
    const people = t.app.get(PeopleService);
    const auth = { ...authOf('owner'), companyId };
    const { page } = people.listStatements(auth, parseQueryString('$limit=100'));
    const [plans] = await writeTransaction(t.db, async (em) => {
      for (let read = 0; read < 8; read++) expect(await runStatementIn(em, page!.text, page!.values)).toHaveLength(100);
      return em.query('SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE statement = $1', [page!.text]);
    });
    // Five custom plans (this connection may have run the statement before), then the generic one for good.
    expect(plans.custom).toBeLessThanOrEqual(5);
    expect(plans.generic).toBeGreaterThanOrEqual(3);
  });

  it('walks the later pages with one statement, its LIMIT and OFFSET as parameters', () => {
    const people = t.app.get(PeopleService);
    const auth = { ...authOf('owner'), companyId };
    const [second, third, fourth] = ['$limit=100&$skip=100', '$limit=50&$skip=200', '$limit=100&$skip=300'].map((q) => people.listStatements(auth, parseQueryString(q)).page!);
    expect(second.text).toBe(third.text);
    expect(second.text).toBe(fourth.text);
    expect(second.values.slice(-2)).toEqual([100, 100]);
    expect(third.values.slice(-2)).toEqual([50, 200]);
  });

  it('answers the first page and the next in the same order as one longer page', async () => {
    const [first, next, both] = await Promise.all(['$limit=40', '$limit=40&$skip=40', '$limit=80'].map((q) => t.api.get(`/api/people?${q}`, token)));
    expect([first.status, next.status, both.status]).toEqual([200, 200, 200]);
    expect(first.body.total).toBeGreaterThan(10000);
    expect([...ids(first), ...ids(next)]).toEqual(ids(both));
    expect(new Set(ids(both)).size).toBe(80);
  });
});
