import { Client } from 'pg';
import { writeTransaction } from '../../../src/core/database/write-transaction';
import { PeopleService } from '../../../src/modules/people/people.service';
import { activePersonBody, newCompany, newLocation, newPerson } from '../../support/factories';
import { copiesOfPerson } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

const TRANSACTION_CONTROL = /^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)\b/;

/**
 * A create is planned once per connection, not once per request: PostgreSQL plans a statement sent unnamed on every
 * call, and a named one whose generic plan it rejects (as for `id = ANY($n)`) as well.
 */
describe('POST /api/people: statements planned once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("sends every statement of a create's transaction but its control as a named prepared statement", async () => {
    const c = await newCompany(t);
    const locationId = await newLocation(t, c.token);
    const manager = await newPerson(t, c.token, locationId);
    const sent: { client: Client; name?: string; text: string }[] = [];
    const original = Client.prototype.query as (...args: unknown[]) => unknown;
    const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
      const query = args[0];
      if (typeof query === 'string') sent.push({ client: this, text: query.trim() });
      else if (query && typeof query === 'object' && 'text' in query) {
        const { name, text } = query as { name?: string; text: string };
        sent.push({ client: this, name, text: text.trim() });
      }
      return original.apply(this, args);
    } as never);
    let response;
    try {
      response = await t.api.post('/api/people', c.token, activePersonBody(locationId, {
        jobRole: { jobTitle: 'Engineer', department: 'Engineering', reportingTo: manager.id },
      }));
    } finally {
      spy.mockRestore();
    }
    expect(response.status).toBe(201);
    // The create's transaction: on the connection that inserted the person, from its start to its commit (other
    // connections meanwhile may be the audit chainer's, which runs after commits, outside any request).
    const insert = sent.find((s) => s.text.startsWith('INSERT INTO "people"'));
    expect(insert).toBeDefined();
    const own = sent.filter((s) => s.client === insert!.client);
    const start = own.map((s) => s.text).lastIndexOf('START TRANSACTION', own.indexOf(insert!));
    const end = own.findIndex((s, i) => i > start && s.text === 'COMMIT');
    expect(start).toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(start);
    const transaction = own.slice(start + 1, end);
    expect(transaction.filter((s) => /^(INSERT|WITH)/.test(s.text)).length).toBeGreaterThanOrEqual(3); // person, role, events and entries
    expect(transaction.filter((s) => !s.name && !TRANSACTION_CONTROL.test(s.text)).map((s) => s.text.slice(0, 80))).toEqual([]);
  });

  it("reads a write's one row back by a statement PostgreSQL keeps a generic plan for, in a company of 10,000", async () => {
    const c = await newCompany(t);
    const person = await newPerson(t, c.token, await newLocation(t, c.token));
    // A company of some size: for `id = ANY($n)` PostgreSQL then rejects the generic plan and plans every call.
    await copiesOfPerson(t, person.id, 10000);
    const people = t.app.get(PeopleService);
    const statement = people.idsStatement(c.companyId, [person.id]);
    const [plans] = await writeTransaction(t.db, async (em) => {
      for (let read = 0; read < 8; read++) expect((await people.readApiRows(em, c.companyId, [person.id])).size).toBe(1);
      return em.query('SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE statement = $1', [statement.text]);
    });
    // Five custom plans (this connection may have run the statement before), then the generic one for good.
    expect(plans.custom).toBeLessThanOrEqual(5);
    expect(plans.generic).toBeGreaterThanOrEqual(3);
  });
});
