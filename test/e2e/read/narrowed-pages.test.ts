import { PageNarrowing } from '../../../src/core/crud/page-narrowing';
import { parseQueryString } from '../../../src/core/query/query-string';
import { PeopleService } from '../../../src/modules/people/people.service';
import { authOf } from '../../support/auth-context';
import { newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * A compiled list whose definition declares `narrowPage` finds the matches of a narrowing query first (a
 * MATERIALIZED CTE, with the declared extra conditions in the count and the page) and answers exactly what the same
 * list answers without it: total, order and pages, at any depth. People stand in for any compiled read here.
 */
describe('page narrowing on compiled reads', () => {
  let t: TestApp;
  let c: TestCompany;
  let people: PeopleService;
  const narrowing: PageNarrowing = {
    filters: ['status'],
    conditions: (_query, alias) => [{ sql: `${alias}.created_at IS NOT NULL`, params: {} }],
  };
  const queries = ['status=active&$limit=2', 'status=active&$limit=2&$skip=2', 'status=active&$limit=1&$skip=4', 'status=active&$skip=600', 'status=active&$limit=0'];

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    const location = await newLocation(t, c.token);
    for (let i = 0; i < 4; i++) await newPerson(t, c.token, location);
    people = t.app.get(PeopleService);
  });
  afterAll(() => t.close());

  const narrowed = async <T>(run: () => Promise<T>): Promise<T> => {
    const definition = people.definition as { narrowPage?: PageNarrowing };
    definition.narrowPage = narrowing;
    try {
      return await run();
    } finally {
      delete definition.narrowPage;
    }
  };

  it('cuts the page of a query naming a narrowing filter from its matches, with the declared conditions in the count too', async () => {
    await narrowed(async () => {
      for (const skip of ['0', '600']) {
        const list = people.listStatements(authOf('owner'), parseQueryString(`status=active&$skip=${skip}`));
        expect(list.page!.text).toContain('WITH person_matches AS MATERIALIZED (SELECT person.* FROM people person WHERE ');
        expect(list.page!.text).toContain('(person.created_at IS NOT NULL)');
        expect(list.count.text).toContain('(person.created_at IS NOT NULL)');
      }
      const plain = people.listStatements(authOf('owner'), parseQueryString('createdAt[$gte]=2024-01-01'));
      expect(plain.page!.text).not.toContain('MATERIALIZED');
      expect(plain.count.text).not.toContain('created_at IS NOT NULL');
    });
  });

  it('answers a narrowed list as the list without narrowing: total, order and every page', async () => {
    const expected = [];
    for (const query of queries) expected.push((await t.api.get(`/api/people?${query}`, c.token)).body);
    expect(expected[0].total).toBe(5);
    const answers = await narrowed(async () => {
      const found = [];
      for (const query of queries) found.push((await t.api.get(`/api/people?${query}`, c.token)).body);
      return found;
    });
    expect(answers).toEqual(expected);
  });
});
