import type { Queue } from 'bullmq';
import { SCIM_PUSH_QUEUE } from '../../../src/modules/provisioning-targets';
import { appQueue } from '../../support/app-queue';
import { entraTargetBody, fakeEntra, FakeEntra } from '../../support/fake-entra';
import { newJobRole, newLocation, utcDay } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { clockOf, newPerson, scim, scimCompany } from '../../support/scim';
import { expectEntraHoldsHr } from '../../support/scim-push';
import { createTestApp, TestApp } from '../../support/test-app';

const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

/**
 * An Entra target (docs/decisions-scim.md, "Entra") is kept holding the HR record's Users through a fake Entra whose
 * bulkUpload endpoint validates every operation with scimmy: joiners, movers and leavers each sent whole as a POST
 * operation of a bulk request, unchanged Users not sent, a reconcile sending everyone in requests of at most 50, a
 * person no longer listed sent `active: false` once (nothing when already sent inactive), never a sensitive field, each company's people to its own target.
 */
describe('Entra push target', () => {
  let entra: FakeEntra;
  let t: TestApp;
  let c: Awaited<ReturnType<typeof scimCompany>>;
  let targetId: string;
  let queue: Queue;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const operationsFor = (personId: string): any[] => entra.accepted().flatMap((u) => u.body.Operations).filter((op: { bulkId: string }) => op.bulkId === personId);
  const log = async (id = targetId) => (await t.api.get(`/api/provisioning-targets/${id}/log?$limit=200`, c.token)).body.data as any[];
  const mappingOf = async (personId: string) =>
    (await t.db.query(`SELECT remote_id, sent_hash, sent_active FROM provisioning_target_users WHERE target_id = $1 AND person_id = $2`, [targetId, personId]))[0];
  const inSync = () => expectEntraHoldsHr(t, c.scimToken, entra);

  beforeAll(async () => {
    entra = await fakeEntra();
    t = await createTestApp({ mode: 'all', env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_TIME_DIVISOR: '1000', ENTRA_LOGIN_URL: entra.loginUrl } });
    c = await scimCompany(t);
    await newPerson(t, c.token, c.locationId, { email: 'first@example.com', jobRole: { jobTitle: 'Analyst', department: 'Finance' } });
    const made = await t.api.post('/api/provisioning-targets', c.token, entraTargetBody(entra));
    expect(made.status).toBe(201);
    targetId = made.body.id;
    queue = appQueue(t, SCIM_PUSH_QUEUE);
  });
  afterEach(() => {
    clockOf(t).reset();
    // Every upload the fake refused for its content (a User scimmy would not take, a request over 50) fails the test.
    expect(entra.uploads.filter((u) => u.refusal).map((u) => u.refusal)).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
    await entra.close();
  });

  it('reconciles a new target: every listed person sent in a bulk request, and the pass logged', async () => {
    await inSync();
    expect(entra.users.size).toBe(2);
    const [first] = entra.accepted();
    expect(first.contentType).toBe('application/scim+json');
    expect(first.body.schemas).toEqual(['urn:ietf:params:scim:api:messages:2.0:BulkRequest']);
    await waitFor(async () => (await log()).some((e) => e.operation === 'reconcile'), 20_000, 'the reconcile logged');
    expect((await log()).find((e) => e.operation === 'reconcile')).toEqual(expect.objectContaining({
      outcome: 'succeeded', detail: 'sent 2 in 1 bulk request (new 2, changed 0, resent 0, no longer listed 0), failed 0, not sent 0',
    }));
    expect((await t.api.get(`/api/provisioning-targets/${targetId}`, c.token)).body.lastSyncAt).toEqual(expect.any(String));
  });

  it('sends a joiner as one POST /Users operation of their whole User, found again by externalId', async () => {
    const joiner = await newPerson(t, c.token, c.locationId, { email: 'joiner@example.com', phoneNumber: '+44 20 7946 0000' });
    await waitFor(() => entra.users.has(joiner.id), 20_000, 'the joiner at Entra');
    const [op] = operationsFor(joiner.id);
    expect(op).toEqual({ method: 'POST', bulkId: joiner.id, path: '/Users', data: expect.objectContaining({ externalId: joiner.id, userName: 'joiner@example.com', active: true }) });
    expect(op.data.id).toBeUndefined();
    expect(op.data.meta).toBeUndefined();
    expect(await mappingOf(joiner.id)).toEqual({ remote_id: joiner.id, sent_hash: expect.any(String), sent_active: true });
    expect((await log()).find((e) => e.personId === joiner.id)).toEqual(expect.objectContaining({
      operation: 'create', outcome: 'succeeded', remoteId: null, statusCode: 202, detail: 'bulk request of 1',
    }));
    await inSync();
  });

  it('sends a mover\'s whole User again after each change, and nothing for a write that leaves their User as it was', async () => {
    const manager = await newPerson(t, c.token, c.locationId, { email: 'manager@example.com', firstName: 'Grace', lastName: 'Hopper' });
    const mover = await newPerson(t, c.token, c.locationId, { email: 'mover@example.com' });
    await waitFor(() => entra.users.has(mover.id) && entra.users.has(manager.id), 20_000, 'both at Entra');
    await newJobRole(t, c.token, mover.id, { jobTitle: 'Staff Engineer', department: 'Platform', reportingTo: manager.id, effectiveDate: utcDay(-1) });
    await waitFor(() => entra.users.get(mover.id)?.title === 'Staff Engineer', 20_000, 'the mover\'s new title');
    const sent = operationsFor(mover.id).length;
    const last = operationsFor(mover.id).at(-1);
    expect(last.data).toEqual(expect.objectContaining({ externalId: mover.id, userName: 'mover@example.com', title: 'Staff Engineer', active: true }));
    expect(last.data[ENTERPRISE]).toEqual(expect.objectContaining({ department: 'Platform', manager: { value: manager.id, displayName: 'Grace Hopper' } }));

    // A private field changes: the User does not, so nothing is sent. A later change of someone else shows the pass ran.
    expect((await t.api.patch(`/api/people/${mover.id}`, c.token, { taxId: 'AB123456C' })).status).toBe(200);
    const marker = await newPerson(t, c.token, c.locationId, { email: 'after-mover@example.com' });
    await waitFor(() => entra.users.has(marker.id), 20_000, 'the later joiner');
    expect(operationsFor(mover.id)).toHaveLength(sent);
    await inSync();
  });

  it('turns a leaver\'s User active:false when their last day ends where they work (UTC-11), not in UTC', async () => {
    const pagoPago = await newLocation(t, c.token, { city: 'Pago Pago', countryCode: 'AS' });
    const leaver = await newPerson(t, c.token, pagoPago, { email: 'leaver@example.com' });
    expect((await scim(t, 'GET', `/Users/${leaver.id}`, c.scimToken)).body.timezone).toBe('Pacific/Pago_Pago');
    await waitFor(() => entra.users.has(leaver.id), 20_000, 'the leaver at Entra');
    clockOf(t).freezeAt(new Date('2031-06-16T10:30:00Z'));
    expect((await t.api.patch(`/api/people/${leaver.id}`, c.token, { employmentEndDate: '2031-06-15' })).status).toBe(200);
    const jobId = `leaver.${targetId}.${leaver.id}.${Date.parse('2031-06-16T11:00:00Z')}`;
    await waitFor(async () => (await queue.getJob(jobId)) !== undefined, 20_000, 'the deactivation queued');
    expect(entra.users.get(leaver.id).active).toBe(true);

    clockOf(t).freezeAt(new Date('2031-06-16T11:00:30Z'));
    await (await queue.getJob(jobId))!.promote();
    await waitFor(() => entra.users.get(leaver.id)?.active === false, 20_000, 'the leaver inactive');
    expect(operationsFor(leaver.id).at(-1).data).toEqual(expect.objectContaining({ externalId: leaver.id, userName: 'leaver@example.com', active: false }));
  });

  it('sends a person no longer listed (past retention) active:false once, with their User, then forgets them', async () => {
    const gone = await newPerson(t, c.token, c.locationId, { email: 'long-gone@example.com' });
    await waitFor(async () => (await mappingOf(gone.id))?.sent_active === true, 20_000, 'the person at Entra, active');
    // Their employment ended 200 days ago: past SCIM_DEPROVISIONED_RETENTION_DAYS (90), no longer listed at once.
    expect((await t.api.patch(`/api/people/${gone.id}`, c.token, { employmentEndDate: utcDay(-200) })).status).toBe(200);
    await waitFor(() => entra.users.get(gone.id)?.active === false, 20_000, 'the person turned off');
    expect(operationsFor(gone.id).at(-1).data).toEqual(expect.objectContaining({ externalId: gone.id, userName: 'long-gone@example.com', active: false }));
    await waitFor(async () => (await mappingOf(gone.id)) === undefined, 20_000, 'the person forgotten');
    expect((await log()).find((e) => e.personId === gone.id)).toEqual(expect.objectContaining({ operation: 'update', outcome: 'succeeded', detail: 'no longer listed: active false' }));

    const sent = operationsFor(gone.id).length;
    const reconciles = (await log()).filter((e) => e.operation === 'reconcile').length;
    await t.api.post(`/api/provisioning-targets/${targetId}/sync`, c.token);
    await waitFor(async () => (await log()).filter((e) => e.operation === 'reconcile').length > reconciles, 20_000, 'the next reconcile');
    expect(operationsFor(gone.id)).toHaveLength(sent);
  });

  it('sends nothing more for an offboarded person, already sent inactive, once they are erased: they are forgotten', async () => {
    const leaver = await newPerson(t, c.token, c.locationId, { email: 'offboarded@example.com' });
    await waitFor(async () => (await mappingOf(leaver.id))?.sent_active === true, 20_000, 'the person at Entra, active');
    expect((await t.api.patch(`/api/people/${leaver.id}`, c.token, { employmentEndDate: utcDay(-3) })).status).toBe(200);
    await waitFor(async () => (await mappingOf(leaver.id))?.sent_active === false, 20_000, 'the person sent inactive');
    const sent = operationsFor(leaver.id).length;
    expect((await t.api.post(`/api/people/${leaver.id}/erase`, c.token, {})).status).toBe(200);
    await t.api.post(`/api/provisioning-targets/${targetId}/sync`, c.token);
    await waitFor(async () => (await mappingOf(leaver.id)) === undefined, 20_000, 'the person forgotten');
    expect(operationsFor(leaver.id)).toHaveLength(sent);
    expect((await log()).find((e) => e.personId === leaver.id)).toEqual(expect.objectContaining({ operation: 'update', outcome: 'succeeded', statusCode: null, detail: 'no longer listed: already sent inactive' }));
  });

  it('reconciles 120 people in three bulk requests (50, 50, 20), sending every User whatever was sent before', async () => {
    const big = await scimCompany(t);
    const people = new Set<string>();
    for (let i = 0; i < 119; i += 1) people.add((await newPerson(t, big.token, big.locationId, { email: `bulk-${i}@example.com` })).id);
    people.add(big.ownerId);
    const ofBig = () => entra.accepted().filter((u) => u.body.Operations.every((op: { bulkId: string }) => people.has(op.bulkId)));
    const made = await t.api.post('/api/provisioning-targets', big.token, entraTargetBody(entra, { name: 'Big' }));
    expect(made.status).toBe(201);
    await waitFor(() => ofBig().length >= 3, 30_000, 'the first reconcile');
    expect(ofBig().map((u) => u.body.Operations.length)).toEqual([50, 50, 20]);
    expect(new Set(ofBig().flatMap((u) => u.body.Operations.map((op: { bulkId: string }) => op.bulkId)))).toEqual(people);
    await expectEntraHoldsHr(t, big.scimToken, entra);

    expect((await t.api.post(`/api/provisioning-targets/${made.body.id}/sync`, big.token)).status).toBe(202);
    await waitFor(() => ofBig().length >= 6, 30_000, 'the second reconcile');
    expect(ofBig().map((u) => u.body.Operations.length)).toEqual([50, 50, 20, 50, 50, 20]);
    const reconciles = async () => (await t.api.get(`/api/provisioning-targets/${made.body.id}/log?operation=reconcile`, big.token)).body.data;
    await waitFor(async () => (await reconciles()).length === 2, 20_000, 'the second reconcile logged');
    expect((await reconciles())[0].detail).toBe('sent 120 in 3 bulk requests (new 0, changed 0, resent 120, no longer listed 0), failed 0, not sent 0');
    // Users sent again unchanged are counted, not logged one by one (the log keeps what changed at Entra).
    const entries = (await t.api.get(`/api/provisioning-targets/${made.body.id}/log?$limit=500`, big.token)).body;
    expect(entries.total).toBe(120 + 2);
  });

  it('never sends a sensitive field, and never the client secret to the bulkUpload endpoint', async () => {
    const sensitive = {
      personalEmail: 'private.person@example.net', personalPhoneNumber: '+44 7700 900123', birthday: '1980-02-29', taxId: 'AB123456C',
      address: '1 Secret Lane', gender: 'private-gender-value', nationality: 'private-nationality',
    };
    const person = await newPerson(t, c.token, c.locationId, { email: 'sensitive@example.com', ...sensitive });
    await waitFor(() => entra.users.has(person.id), 20_000, 'the person at Entra');
    const sent = JSON.stringify(entra.uploads.map((u) => [u.body, u.authorization]));
    for (const value of [...Object.values(sensitive), entra.clientSecret]) expect(sent).not.toContain(value);
    const allowed = new Set(['schemas', 'externalId', 'userName', 'name', 'displayName', 'title', 'locale', 'timezone', 'active', 'emails', 'phoneNumbers', 'addresses', ENTERPRISE]);
    for (const op of entra.accepted().flatMap((u) => u.body.Operations)) expect(Object.keys(op.data).filter((k) => !allowed.has(k))).toEqual([]);
  });

  it('keeps each company\'s people to its own target: no bulk request mixes companies', async () => {
    const theirs = await scimCompany(t);
    const made = await t.api.post('/api/provisioning-targets', theirs.token, entraTargetBody(entra, { name: 'Theirs' }));
    expect(made.status).toBe(201);
    const their = await newPerson(t, theirs.token, theirs.locationId, { email: 'theirs-only@example.com' });
    const ours = await newPerson(t, c.token, c.locationId, { email: 'ours-only@example.com' });
    await waitFor(() => entra.users.has(their.id) && entra.users.has(ours.id), 20_000, 'both sent');
    // People erased since they were sent are no longer in people: their erasure rows keep their company.
    const rows = await t.db.query(`SELECT id, company_id FROM people UNION ALL SELECT person_id, company_id FROM person_erasures`);
    const companyOf = new Map<string, string>(rows.map((r: { id: string; company_id: string }) => [r.id, r.company_id]));
    for (const upload of entra.accepted()) {
      expect([...new Set(upload.body.Operations.map((op: { bulkId: string }) => companyOf.get(op.bulkId) ?? op.bulkId))]).toHaveLength(1);
    }
    expect(await t.db.query(`SELECT person_id FROM provisioning_target_users WHERE target_id = $1 AND person_id = $2`, [made.body.id, ours.id])).toEqual([]);
    await expectEntraHoldsHr(t, theirs.scimToken, entra);
  });
});
