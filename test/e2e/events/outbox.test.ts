import { LocationsService } from '../../../src/modules/locations/locations.service';
import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/** Every write through the core records its event in the same transaction (D14 outbox). */
describe('event outbox', () => {
  let t: TestApp;
  let c: TestCompany;
  let policyId: string;
  const events = async (type?: string) =>
    (await t.db.query(`SELECT * FROM events WHERE company_id = $1 ${type ? 'AND type = $2' : ''} ORDER BY created_at, id`, type ? [c.companyId, type] : [c.companyId]));

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    policyId = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
  });
  afterAll(() => t.close());

  it('records created, updated (with previousAttributes) and deleted events in the D14 wrapper', async () => {
    const made = (await t.api.post('/api/locations', c.token, { city: 'London', countryCode: 'GB', timeAwayPolicyId: policyId })).body;
    const [created] = await events('location.created');
    expect(created.payload).toEqual({
      id: created.id, type: 'location.created', createdAt: created.created_at.toISOString(), companyId: c.companyId,
      data: { object: made },
    });
    expect(created.id).toMatch(/^evt_/);

    await t.api.patch(`/api/locations/${made.id}`, c.token, { city: 'Manchester', label: 'North' });
    const [updated] = await events('location.updated');
    expect(updated.payload.data.object).toEqual(expect.objectContaining({ id: made.id, city: 'Manchester', label: 'North' }));
    expect(updated.payload.data.previousAttributes).toEqual({ city: 'London', label: null, displayName: 'London, United Kingdom' });

    await t.api.delete(`/api/locations/${made.id}`, c.token);
    const [deleted] = await events('location.deleted');
    expect(deleted.payload.data.object).toEqual(expect.objectContaining({ id: made.id, city: 'Manchester' }));
  });

  it('records company and settings changes too', async () => {
    await t.api.patch(`/api/companies/${c.companyId}`, c.token, { name: 'Renamed' });
    const [updated] = await events('company.updated');
    expect(updated.payload.data.previousAttributes).toEqual({ name: expect.any(String) });
    expect((await events('timeAwayPolicy.created')).length).toBe(1);
    expect((await events('timeAwayType.created')).length).toBe(7);
  });

  it('a refused write records no event', async () => {
    const before = (await events()).length;
    await t.api.post('/api/locations', c.token, { city: 'London', countryCode: 'XX', timeAwayPolicyId: policyId });
    await t.api.delete(`/api/time-away-policies/${policyId}`, c.token);
    expect((await events()).length).toBe(before);
  });

  it('a rolled-back transaction leaves neither the row nor its event', async () => {
    const before = (await events()).length;
    const service = t.app.get(LocationsService);
    let madeId = '';
    await expect(
      t.db.transaction(async (em) => {
        const row = await service.insertRow(em, { companyId: c.companyId }, {
          city: 'Ghost town', countryCode: 'GB', timeAwayPolicyId: policyId, isAddressInvalid: false,
        });
        madeId = row.id;
        const inside = await em.query('SELECT count(*)::int AS n FROM events WHERE company_id = $1', [c.companyId]);
        expect(inside[0].n).toBe(before + 1);
        throw new Error('abort after the event was written');
      }),
    ).rejects.toThrow('abort after the event was written');
    expect(madeId).not.toBe('');
    expect((await events()).length).toBe(before);
    expect((await t.db.query('SELECT 1 FROM locations WHERE id = $1', [madeId])).length).toBe(0);
  });

  it('a write the database refuses mid-transaction rolls its event back', async () => {
    const before = (await events()).length;
    const made = (await t.api.post('/api/locations', c.token, { city: 'Leeds', countryCode: 'GB', timeAwayPolicyId: policyId })).body;
    const afterCreate = (await events()).length;
    expect(afterCreate).toBe(before + 1);
    // A constraint the service does not pre-check: the update's own UPDATE fails after the row was locked.
    await t.db.query(`ALTER TABLE locations ADD CONSTRAINT test_no_atlantis CHECK (city <> 'Atlantis')`);
    try {
      const res = await t.api.patch(`/api/locations/${made.id}`, c.token, { city: 'Atlantis' });
      expect(res.status).toBe(422);
    } finally {
      await t.db.query('ALTER TABLE locations DROP CONSTRAINT test_no_atlantis');
    }
    expect((await events()).length).toBe(afterCreate);
    expect((await t.api.get(`/api/locations/${made.id}`, c.token)).body.city).toBe('Leeds');
  });
});
