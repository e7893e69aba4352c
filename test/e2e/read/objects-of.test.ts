import { writeTransaction } from '../../../src/core/database/write-transaction';
import { PeopleService } from '../../../src/modules/people/people.service';
import { authOf } from '../../support/auth-context';
import { newCompany, newLocation, newPerson, newUser, TestCompany } from '../../support/factories';
import { eventsOf } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * `objectsOf`: rows' API objects as a caller sees them (what a retrieve answers), or with no caller as the owner does
 * (what events show), read through the given transaction, by id, over several companies; a row not found is absent.
 */
describe('objectsOf: API objects of rows read by id', () => {
  let t: TestApp;
  let a: TestCompany;
  let b: TestCompany;
  let people: PeopleService;
  let ada: any;
  let bob: any;

  beforeAll(async () => {
    t = await createTestApp();
    a = await newCompany(t);
    b = await newCompany(t);
    ada = await newPerson(t, a.token, await newLocation(t, a.token), { taxId: 'AB123456C' });
    bob = await newPerson(t, b.token, await newLocation(t, b.token));
    people = t.app.get(PeopleService);
  });
  afterAll(() => t.close());

  it("shows rows of several companies as the owner sees them, as their events do, leaving out those it does not find", async () => {
    const rows = [{ id: ada.id, companyId: a.companyId }, { id: bob.id, companyId: b.companyId }, { id: 'nobody', companyId: a.companyId }, { id: bob.id, companyId: a.companyId }];
    const objects = await people.objectsOf(t.db.manager, rows, null);
    expect([...objects.keys()].sort()).toEqual([ada.id, bob.id].sort());
    for (const [person, company] of [[ada, a], [bob, b]] as const) {
      const [created] = await eventsOf(t, company.companyId, { type: 'person.created', objectId: person.id });
      expect(objects.get(person.id)).toEqual(created.payload.data.object);
    }
    expect(objects.get(ada.id)).not.toHaveProperty('calendarFeedToken');
  });

  it('shows rows as a caller sees them: what the caller retrieves', async () => {
    const user = await newUser(t, a.companyId, 'user');
    const auth = { ...authOf('user', { personId: user.personId }), companyId: a.companyId };
    const objects = await people.objectsOf(t.db.manager, [{ id: ada.id, companyId: a.companyId }], auth);
    const retrieved = (await t.api.get(`/api/people/${ada.id}`, user.token)).body;
    expect(JSON.stringify(objects.get(ada.id))).toBe(JSON.stringify(retrieved));
    expect(objects.get(ada.id)).not.toHaveProperty('taxId');
  });

  it('reads through the transaction it is given, as a write left the rows', async () => {
    const seen = await writeTransaction(t.db, async (em) => {
      await em.query('UPDATE people SET preferred_name = $1 WHERE company_id = $2 AND id = $3', ['Countess', a.companyId, ada.id]);
      const inside = await people.objectsOf(em, [{ id: ada.id, companyId: a.companyId }], null);
      const outside = await people.objectsOf(t.db.manager, [{ id: ada.id, companyId: a.companyId }], null);
      await em.query('UPDATE people SET preferred_name = $1 WHERE company_id = $2 AND id = $3', [ada.preferredName ?? null, a.companyId, ada.id]);
      return { inside: inside.get(ada.id), outside: outside.get(ada.id) };
    });
    expect(seen.inside?.preferredName).toBe('Countess');
    expect(seen.outside?.preferredName).toBe(ada.preferredName ?? null);
  });
});
