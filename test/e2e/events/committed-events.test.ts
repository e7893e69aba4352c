import { writeTransaction } from '../../../src/core/database/write-transaction';
import { CommittedEvent, observeCommittedEvents } from '../../../src/core/outbox/committed-events';
import { LocationsService } from '../../../src/modules/locations/locations.service';
import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * The core's observers of committed events (src/core/outbox/committed-events.ts): told every write transaction's
 * events once it committed, through the real HTTP stack, and nothing of a write that was refused or rolled back.
 */
describe('observers of committed events', () => {
  let t: TestApp;
  let c: TestCompany;
  let policyId: string;
  const seen: CommittedEvent[][] = [];
  let stop: () => void;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    policyId = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
    stop = observeCommittedEvents(t.db, (events) => seen.push([...events]));
  });
  afterAll(async () => {
    stop();
    await t.close();
  });
  beforeEach(() => seen.splice(0));

  it('are told the events of a write once its answer is given, with company, type and record', async () => {
    const made = await t.api.post('/api/locations', c.token, { city: 'London', countryCode: 'GB', timeAwayPolicyId: policyId });
    expect(made.status).toBe(201);
    const stored = await t.db.query(`SELECT id FROM events WHERE company_id = $1 AND record_id = $2`, [c.companyId, made.body.id]);
    expect(seen).toEqual([[expect.objectContaining({ id: stored[0].id, companyId: c.companyId, type: 'location.created', resourceType: 'location', recordId: made.body.id })]]);
    expect(JSON.parse(seen[0][0].payload).data.object.id).toBe(made.body.id);
  });

  it('are told nothing of a refused write', async () => {
    const refused = await t.api.post('/api/locations', c.token, { city: 'London', countryCode: 'XX', timeAwayPolicyId: policyId });
    expect(refused.status).toBe(422);
    expect(seen).toEqual([]);
  });

  it('are told nothing of a write transaction rolled back after its event was recorded', async () => {
    await expect(
      writeTransaction(t.db, async (em) => {
        await t.app.get(LocationsService).insertRow(em, { companyId: c.companyId }, {
          city: 'Ghost town', countryCode: 'GB', timeAwayPolicyId: policyId, isAddressInvalid: false,
        });
        throw new Error('abort after the event was recorded');
      }),
    ).rejects.toThrow('abort after the event was recorded');
    expect(seen).toEqual([]);
  });
});
