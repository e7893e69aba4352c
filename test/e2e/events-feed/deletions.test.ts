import { HOUSEKEEPING_QUEUE } from '../../../src/core/jobs/queues';
import { readAllCommitted, readFeed } from '../../support/change-feed';
import { newCompany, newLocation, newPerson, TestCompany, utcDay } from '../../support/factories';
import { queueRunner, QueueRunner } from '../../support/queue-runner';
import { createTestApp, TestApp } from '../../support/test-app';

/** Deletions are in the feed (`*.deleted`, with the deleted record and its id), and so is `person.offboarded`. */
describe('change feed: deletions and offboardings', () => {
  let t: TestApp;
  let c: TestCompany;
  let housekeeping: QueueRunner;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all' });
    c = await newCompany(t);
    housekeeping = await queueRunner(t, HOUSEKEEPING_QUEUE);
  });
  afterAll(async () => {
    await housekeeping.close();
    await t.close();
  });

  it('serves a deletion with the deleted record, after its creation and changes', async () => {
    const location = await newLocation(t, c.token);
    const person = await newPerson(t, c.token, location);
    const contact = (await t.api.post('/api/emergency-contacts', c.token, { personId: person.id, name: 'Ann' })).body;
    await t.api.patch(`/api/emergency-contacts/${contact.id}`, c.token, { name: 'Anne' });
    expect((await t.api.delete(`/api/emergency-contacts/${contact.id}`, c.token)).status).toBe(200);
    expect((await t.api.delete(`/api/people/${person.id}`, c.token)).status).toBe(200);
    await readAllCommitted(t, c.token, c.companyId);

    const ofContact = (await readFeed(t, c.token, null, `recordId=${contact.id}`)).events;
    expect(ofContact.map((e) => e.type)).toEqual(['emergencyContact.created', 'emergencyContact.updated', 'emergencyContact.deleted']);
    expect(ofContact[2].data.object).toEqual(expect.objectContaining({ id: contact.id, personId: person.id, name: 'Anne' }));
    const deletions = (await readFeed(t, c.token, null, 'type[$in]=person.deleted&type[$in]=emergencyContact.deleted')).events;
    expect(deletions.map((e) => [e.type, e.data.object.id])).toEqual([['emergencyContact.deleted', contact.id], ['person.deleted', person.id]]);
  });

  it('serves person.offboarded, recorded by the daily job', async () => {
    const location = await newLocation(t, c.token);
    const leaver = await newPerson(t, c.token, location, { employmentEndDate: utcDay(-1) });
    await housekeeping.run('people.offboard');
    await readAllCommitted(t, c.token, c.companyId);
    const [offboarded] = (await readFeed(t, c.token, null, `type=person.offboarded&recordId=${leaver.id}`)).events;
    expect(offboarded.data.object).toEqual(expect.objectContaining({ id: leaver.id, status: 'offboarded' }));
  });
});
