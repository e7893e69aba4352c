import type { Queue } from 'bullmq';
import { SCIM_PUSH_QUEUE } from '../../../src/modules/provisioning-targets';
import { appQueue } from '../../support/app-queue';
import { newJobRole, newLocation, utcDay } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { clockOf, newPerson, scim, scimCompany } from '../../support/scim';
import { expectTargetEqualsHr } from '../../support/scim-push';
import { scimTarget, ScimTarget } from '../../support/scim-target';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * The push connector keeps a SCIM target (scimmy, on a real socket) equal to the HR record (docs/decisions-scim.md,
 * "Push connector"): joiners POSTed (the target's id kept), movers PATCHed with `replace` operations, leavers made
 * `active: false` when their last day ends where they work, a target outage retried on the webhook schedule until
 * it catches up, drift fixed by a reconcile, people no longer listed deleted, and never a sensitive field.
 */
describe('SCIM push connector', () => {
  let t: TestApp;
  let c: Awaited<ReturnType<typeof scimCompany>>;
  let target: ScimTarget;
  let targetId: string;
  let queue: Queue;

  const remoteIdOf = async (personId: string): Promise<string | undefined> =>
    (await t.db.query(`SELECT remote_id FROM provisioning_target_users WHERE target_id = $1 AND person_id = $2`, [targetId, personId]))[0]?.remote_id;
  const userOf = (personId: string) => [...target.users.values()].find((u) => u.externalId === personId);
  const log = async () => (await t.api.get(`/api/provisioning-targets/${targetId}/log?$limit=200`, c.token)).body.data as any[];
  const requestsFor = (remoteId: string, method: string) => target.requests.filter((r) => r.method === method && r.path === `/scim/v2/Users/${remoteId}`);
  const inSync = () => expectTargetEqualsHr(t, c.scimToken, target);

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all', env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_TIME_DIVISOR: '1000' } });
    c = await scimCompany(t);
    await newPerson(t, c.token, c.locationId, { email: 'first@example.com', jobRole: { jobTitle: 'Analyst', department: 'Finance' } });
    target = await scimTarget();
    const made = await t.api.post('/api/provisioning-targets', c.token, { name: 'Directory', url: target.url, token: target.token });
    expect(made.status).toBe(201);
    targetId = made.body.id;
    queue = appQueue(t, SCIM_PUSH_QUEUE);
  });
  afterEach(() => {
    clockOf(t).reset();
    target.failWith = null;
  });
  afterAll(async () => {
    await target.close();
    await t.close();
  });

  it('reconciles a new target: every listed person is created there', async () => {
    await inSync();
    expect(target.users.size).toBe(2);
    expect((await log()).some((e) => e.operation === 'reconcile' && e.outcome === 'succeeded')).toBe(true);
    expect((await t.api.get(`/api/provisioning-targets/${targetId}`, c.token)).body.lastSyncAt).toEqual(expect.any(String));
  });

  it('creates a joiner with POST /Users and keeps the id the target answered', async () => {
    const joiner = await newPerson(t, c.token, c.locationId, { email: 'joiner@example.com', phoneNumber: '+44 20 7946 0000' });
    await waitFor(() => userOf(joiner.id) !== undefined, 20_000, 'the joiner at the target');
    // The target answers before the worker records the id it answered.
    await waitFor(async () => (await remoteIdOf(joiner.id)) !== undefined, 20_000, 'the id the target answered, kept');
    const posted = target.requests.filter((r) => r.method === 'POST' && r.body?.externalId === joiner.id);
    expect(posted).toHaveLength(1);
    expect(posted[0].path).toBe('/scim/v2/Users');
    expect(await remoteIdOf(joiner.id)).toBe(userOf(joiner.id).id);
    expect((await log()).find((e) => e.personId === joiner.id)).toEqual(expect.objectContaining({ operation: 'create', outcome: 'succeeded', remoteId: userOf(joiner.id).id, statusCode: 201 }));
    await inSync();
  });

  it('sends a mover\'s changes as PATCH replace operations of what changed, to the same User', async () => {
    const manager = await newPerson(t, c.token, c.locationId, { email: 'manager@example.com', firstName: 'Grace', lastName: 'Hopper' });
    const mover = await newPerson(t, c.token, c.locationId, { email: 'mover@example.com' });
    await waitFor(async () => (await remoteIdOf(mover.id)) !== undefined && (await remoteIdOf(manager.id)) !== undefined, 20_000, 'both at the target');
    const remoteId = (await remoteIdOf(mover.id))!;
    await newJobRole(t, c.token, mover.id, { jobTitle: 'Staff Engineer', department: 'Platform', reportingTo: manager.id, effectiveDate: utcDay(-1) });
    expect((await t.api.patch(`/api/people/${mover.id}`, c.token, { lastName: 'Byron', preferredName: 'Ada B.' })).status).toBe(200);
    await waitFor(() => userOf(mover.id)?.name?.familyName === 'Byron' && userOf(mover.id)?.title === 'Staff Engineer', 20_000, 'the mover patched');
    await inSync();
    const patches = requestsFor(remoteId, 'PATCH');
    expect(patches.length).toBeGreaterThan(0);
    for (const patch of patches) {
      expect(patch.body.schemas).toEqual(['urn:ietf:params:scim:api:messages:2.0:PatchOp']);
      expect(patch.body.Operations.every((o: { op: string }) => o.op === 'replace' || o.op === 'remove')).toBe(true);
    }
    const paths = new Set(patches.flatMap((p) => p.body.Operations.map((o: { path: string }) => o.path)));
    expect(paths).toEqual(new Set(['title', 'name', 'displayName', 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User']));
    expect(target.requests.filter((r) => r.method === 'POST' && r.body?.externalId === mover.id)).toHaveLength(1);
    expect(userOf(mover.id)['urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'].manager.value).toBe(manager.id);
  });

  it('turns a leaver inactive with PATCH active:false when their last day ends where they work (UTC-11), not in UTC', async () => {
    const pagoPago = await newLocation(t, c.token, { city: 'Pago Pago', countryCode: 'AS' });
    const leaver = await newPerson(t, c.token, pagoPago, { email: 'leaver@example.com' });
    expect((await scim(t, 'GET', `/Users/${leaver.id}`, c.scimToken)).body.timezone).toBe('Pacific/Pago_Pago');
    await waitFor(async () => (await remoteIdOf(leaver.id)) !== undefined, 20_000, 'the leaver at the target');
    const remoteId = (await remoteIdOf(leaver.id))!;
    // 23:30 on the 15th in Pago Pago, already the 16th in UTC: their last day, not over yet.
    clockOf(t).freezeAt(new Date('2031-06-16T10:30:00Z'));
    expect((await t.api.patch(`/api/people/${leaver.id}`, c.token, { employmentEndDate: '2031-06-15' })).status).toBe(200);
    const endOfDay = Date.parse('2031-06-16T11:00:00Z');
    const jobId = `leaver.${targetId}.${leaver.id}.${endOfDay}`;
    await waitFor(async () => (await queue.getJob(jobId)) !== undefined, 20_000, 'the deactivation queued');
    const job = (await queue.getJob(jobId))!;
    expect(await job.getState()).toBe('delayed');
    expect(job.opts.delay).toBeGreaterThanOrEqual(30 * 60_000);
    expect(job.opts.delay).toBeLessThan(31 * 60_000);
    expect(userOf(leaver.id).active).toBe(true);

    // 00:00:30 on the 16th in Pago Pago: the queued pass runs.
    clockOf(t).freezeAt(new Date('2031-06-16T11:00:30Z'));
    await job.promote();
    await waitFor(() => userOf(leaver.id)?.active === false, 20_000, 'the leaver inactive');
    const last = requestsFor(remoteId, 'PATCH').at(-1)!;
    expect(last.body.Operations).toEqual([{ op: 'replace', path: 'active', value: false }]);
    await inSync();

    // Back to today, the leaving undone: active again at the target.
    clockOf(t).reset();
    expect((await t.api.patch(`/api/people/${leaver.id}`, c.token, { employmentEndDate: null })).status).toBe(200);
    await waitFor(() => userOf(leaver.id)?.active === true, 20_000, 'the leaver active again');
  });

  it('catches up after an outage: the pass fails, is retried on the webhook schedule, and sends once the target is back', async () => {
    const person = await newPerson(t, c.token, c.locationId, { email: 'outage@example.com' });
    await waitFor(async () => (await remoteIdOf(person.id)) !== undefined, 20_000, 'the person at the target');
    await target.down();
    expect((await t.api.patch(`/api/people/${person.id}`, c.token, { lastName: 'Offline' })).status).toBe(200);
    await waitFor(async () => (await log()).some((e) => e.personId === person.id && e.outcome === 'failed' && /^will retry: unreachable/.test(e.detail)), 20_000, 'a failed attempt');
    await target.up();
    await waitFor(() => userOf(person.id)?.name?.familyName === 'Offline', 30_000, 'the change after the outage');
    await inSync();

    target.failWith = 503;
    expect((await t.api.patch(`/api/people/${person.id}`, c.token, { lastName: 'Overloaded' })).status).toBe(200);
    await waitFor(async () => (await log()).some((e) => e.personId === person.id && e.statusCode === 503 && e.detail === 'will retry: HTTP 503'), 20_000, 'a 503');
    target.failWith = null;
    await waitFor(() => userOf(person.id)?.name?.familyName === 'Overloaded', 30_000, 'the change after the 503');
    await inSync();
  });

  it('reconciles on POST .../sync: drift at the target fixed, Users it does not manage left alone', async () => {
    const drifted = await newPerson(t, c.token, c.locationId, { email: 'drifted@example.com' });
    const removed = await newPerson(t, c.token, c.locationId, { email: 'removed@example.com' });
    await waitFor(async () => (await remoteIdOf(drifted.id)) !== undefined && (await remoteIdOf(removed.id)) !== undefined, 20_000, 'both at the target');
    await inSync();
    // Someone edits the directory by hand: a title changed, a department added, a User deleted, a service account made.
    const user = target.users.get((await remoteIdOf(drifted.id))!);
    user.title = 'Changed by hand';
    user.active = false;
    target.users.delete((await remoteIdOf(removed.id))!);
    target.users.set('svc-1', { schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], id: 'svc-1', userName: 'svc-backup@example.com', active: true, meta: { resourceType: 'User' } });

    const sync = await t.api.post(`/api/provisioning-targets/${targetId}/sync`, c.token);
    expect(sync.status).toBe(202);
    await inSync();
    expect(target.users.get('svc-1')).toEqual(expect.objectContaining({ userName: 'svc-backup@example.com', active: true }));
    expect(await remoteIdOf(removed.id)).toBe(userOf(removed.id).id);
    await waitFor(async () => (await log()).filter((e) => e.operation === 'reconcile').length >= 2, 20_000, 'the reconcile logged');
    expect((await log()).find((e) => e.operation === 'reconcile').detail).toMatch(/created 1, adopted 0, updated 1, deleted 0, failed 0/);
  });

  it('adopts a User the target already has (a creation whose answer was lost) instead of making a second one', async () => {
    const person = await newPerson(t, c.token, c.locationId, { email: 'lost-answer@example.com' });
    await waitFor(async () => (await remoteIdOf(person.id)) !== undefined, 20_000, 'the person at the target');
    const remoteId = (await remoteIdOf(person.id))!;
    // The connector forgets the id (as if the POST's answer never came back); the target keeps the User.
    await t.db.query(`DELETE FROM provisioning_target_users WHERE target_id = $1 AND person_id = $2`, [targetId, person.id]);
    expect((await t.api.patch(`/api/people/${person.id}`, c.token, { lastName: 'Adopted' })).status).toBe(200);
    await waitFor(async () => (await remoteIdOf(person.id)) !== undefined, 20_000, 'the User adopted');
    expect(await remoteIdOf(person.id)).toBe(remoteId);
    expect([...target.users.values()].filter((u) => u.externalId === person.id)).toHaveLength(1);
    expect((await log()).find((e) => e.personId === person.id)).toEqual(expect.objectContaining({ operation: 'adopt', outcome: 'succeeded', remoteId }));
    await inSync();
  });

  it('deletes the User of a person no longer listed (an erasure asked for)', async () => {
    const erased = await newPerson(t, c.token, c.locationId, { email: 'erased@example.com' });
    await waitFor(async () => (await remoteIdOf(erased.id)) !== undefined, 20_000, 'the person at the target');
    const remoteId = (await remoteIdOf(erased.id))!;
    await t.db.query(
      `INSERT INTO person_erasures (company_id, person_id, requested_by, actor_type, reason, forced) VALUES ($1, $2, $3, 'person', 'asked', true)`,
      [c.companyId, erased.id, c.ownerId],
    );
    await t.api.post(`/api/provisioning-targets/${targetId}/sync`, c.token);
    await waitFor(() => !target.users.has(remoteId), 20_000, 'the User deleted');
    expect(requestsFor(remoteId, 'DELETE')).toHaveLength(1);
    expect(await remoteIdOf(erased.id)).toBeUndefined();
    await inSync();
  });

  it('never sends a sensitive field, and sends every request with the target\'s token', async () => {
    const sensitive = {
      personalEmail: 'private.person@example.net', personalPhoneNumber: '+44 7700 900123', birthday: '1980-02-29', taxId: 'AB123456C',
      address: '1 Secret Lane', gender: 'private-gender-value', nationality: 'private-nationality',
    };
    const person = await newPerson(t, c.token, c.locationId, { email: 'sensitive@example.com', ...sensitive });
    await waitFor(() => userOf(person.id) !== undefined, 20_000, 'the person at the target');
    await t.api.patch(`/api/people/${person.id}`, c.token, { taxId: 'ZZ999999Z', lastName: 'Private' });
    await waitFor(() => userOf(person.id)?.name?.familyName === 'Private', 20_000, 'the change at the target');
    const sent = JSON.stringify(target.requests.map((r) => r.body));
    for (const value of [...Object.values(sensitive), 'ZZ999999Z']) expect(sent).not.toContain(value);
    const allowed = new Set(['schemas', 'externalId', 'userName', 'name', 'displayName', 'title', 'locale', 'timezone', 'active', 'emails', 'phoneNumbers', 'addresses', 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User']);
    for (const request of target.requests.filter((r) => r.method === 'POST')) expect(Object.keys(request.body).filter((k) => !allowed.has(k))).toEqual([]);
    expect(target.requests.every((r) => r.authorization === `Bearer ${target.token}`)).toBe(true);
  });

  it('keeps each company\'s Users at its own targets: a change in one company never reaches another\'s', async () => {
    const theirs = await scimCompany(t);
    const theirTarget = await scimTarget();
    try {
      const made = await t.api.post('/api/provisioning-targets', theirs.token, { name: 'Theirs', url: theirTarget.url, token: theirTarget.token });
      expect(made.status).toBe(201);
      const ours = await newPerson(t, c.token, c.locationId, { email: 'ours-only@example.com' });
      const their = await newPerson(t, theirs.token, theirs.locationId, { email: 'theirs-only@example.com' });
      await waitFor(() => userOf(ours.id) !== undefined && [...theirTarget.users.values()].some((u) => u.externalId === their.id), 20_000, 'both pushed');
      await expectTargetEqualsHr(t, theirs.scimToken, theirTarget);
      await inSync();
      const theirIds = new Set((await t.db.query(`SELECT id FROM people WHERE company_id = $1`, [theirs.companyId])).map((r: { id: string }) => r.id));
      expect([...theirTarget.users.values()].every((u) => theirIds.has(u.externalId))).toBe(true);
      expect([...target.users.values()].some((u) => theirIds.has(u.externalId))).toBe(false);
      expect(theirTarget.requests.every((r) => r.authorization === `Bearer ${theirTarget.token}`)).toBe(true);
    } finally {
      await theirTarget.close();
    }
  });

  it('stops a pass the target refuses with 401 (a wrong token), logging it, without retrying', async () => {
    const other = await scimTarget();
    try {
      const made = await t.api.post('/api/provisioning-targets', c.token, { name: 'Wrong token', url: other.url, token: 'not-the-token' });
      const entries = async () => (await t.api.get(`/api/provisioning-targets/${made.body.id}/log`, c.token)).body.data as any[];
      await waitFor(async () => (await entries()).length > 0, 20_000, 'the refusal logged');
      expect(await entries()).toEqual([expect.objectContaining({ operation: 'reconcile', outcome: 'failed', statusCode: 401, detail: 'stopped: HTTP 401' })]);
      expect(other.requests).toHaveLength(1);
      expect(other.users.size).toBe(0);
      await t.api.delete(`/api/provisioning-targets/${made.body.id}`, c.token);
    } finally {
      await other.close();
    }
  });
});
