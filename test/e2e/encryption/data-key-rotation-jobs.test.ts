import type { INestApplicationContext } from '@nestjs/common';
import { DataKeyStore } from '../../../src/core/crypto';
import { EncryptAfterUpgradeJob } from '../../../src/core/crypto/rotation/encrypt-after-upgrade.job';
import { activePersonBody, newCompany, newLocation, TestCompany } from '../../support/factories';
import { eventsOf } from '../../support/person-records';
import { startServer, waitFor } from '../../support/processes';
import { createTestApp, TestApp } from '../../support/test-app';
import { databaseUrl, TEST_REDIS_URL } from '../../support/test-env';
import { cli, ROTATION_ENV, startConsole, startWorker, usesOf, waitUntilReencrypted } from './key-rotation-support';

/**
 * The re-encryption job across worker restarts, plain values left from before encryption, and deleting a retired key
 * (docs/security.md, "Data-key rotation").
 */
describe('data-key rotation: resuming, existing plain values, deleting a key', () => {
  let t: TestApp;
  let console: Awaited<ReturnType<typeof startConsole>>;
  const workers: INestApplicationContext[] = [];

  const worker = async (env: Record<string, string> = {}) => {
    const app = await startWorker(t, env);
    workers.push(app);
    return app;
  };
  const statusOf = async (companyId: string) => (await console.keys.status(companyId)).companies[0];
  const activeKey = async (companyId: string) => (await statusOf(companyId)).keys.find((k) => k.status === 'active')!.id;
  const people = async (c: TestCompany, n: number, fields: (i: number) => Record<string, unknown>) => {
    const locationId = await newLocation(t, c.token);
    const made: string[] = [];
    for (let i = 0; i < n; i++) made.push((await t.api.post('/api/people', c.token, activePersonBody(locationId, fields(i)))).body.id);
    return made;
  };

  beforeAll(async () => {
    t = await createTestApp({ env: ROTATION_ENV });
    console = await startConsole(t);
  });
  afterAll(async () => {
    for (const app of workers) await app.close();
    await console.close();
    await t.close();
  });

  it('a worker stopped mid-rotation leaves the rest queued; the next worker resumes where it stopped and finishes', async () => {
    const c = await newCompany(t);
    const ids = await people(c, 24, (i) => ({ taxId: `R${i}0000C` }));
    const oldKey = await activeKey(c.companyId);
    const { rotated: [{ active }] } = await console.keys.rotate(c.companyId);

    // Two values per batch, 300 ms apart: the first worker is stopped after its first batches.
    const first = await worker({ KEY_ROTATION_BATCH_SIZE: '2', KEY_ROTATION_PAUSE_MS: '300' });
    await waitFor(async () => (usesOf(await statusOf(c.companyId), active)['people.tax_id'] ?? 0) >= 2, 90_000, 'the first batches');
    await first.close();
    const stopped = usesOf(await statusOf(c.companyId), oldKey)['people.tax_id'];
    expect(stopped).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 1000));
    expect(usesOf(await statusOf(c.companyId), oldKey)['people.tax_id']).toBe(stopped);

    await worker({ KEY_ROTATION_BATCH_SIZE: '50', KEY_ROTATION_PAUSE_MS: '0' });
    const done = await waitUntilReencrypted(console.keys, c.companyId);
    expect(usesOf(done, oldKey)).toEqual({});
    expect(usesOf(done, active)['people.tax_id']).toBe(24);
    for (const [i, id] of ids.entries()) expect((await t.api.get(`/api/people/${id}`, c.token)).body.taxId).toBe(`R${i}0000C`);
  }, 240_000);

  it('a worker process killed (SIGKILL) mid-rotation: another worker takes the rotation up and finishes it', async () => {
    const c = await newCompany(t);
    const ids = await people(c, 16, (i) => ({ taxId: `K${i}0000C` }));
    for (const app of workers.splice(0)) await app.close();
    const oldKey = await activeKey(c.companyId);
    const { rotated: [{ active }] } = await console.keys.rotate(c.companyId);
    const killed = startServer({
      ...ROTATION_ENV, DATABASE_URL: databaseUrl(t.databaseName), REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: t.config.redisPrefix,
      DATA_DIR: t.config.dataDir, PROCESS_ROLE: 'worker', LOG_LEVEL: 'warn',
      KEY_ROTATION_BATCH_SIZE: '2', KEY_ROTATION_PAUSE_MS: '300', KEY_ROTATION_JOB_LOCK_MS: '2000',
    });
    await waitFor(async () => (usesOf(await statusOf(c.companyId), active)['people.tax_id'] ?? 0) >= 2, 120_000, 'the first batches');
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(usesOf(await statusOf(c.companyId), oldKey)['people.tax_id']).toBeGreaterThan(0);

    await worker({ KEY_ROTATION_BATCH_SIZE: '50', KEY_ROTATION_PAUSE_MS: '0', KEY_ROTATION_JOB_LOCK_MS: '2000' });
    const done = await waitUntilReencrypted(console.keys, c.companyId);
    expect(usesOf(done, oldKey)).toEqual({});
    for (const [i, id] of ids.entries()) expect((await t.api.get(`/api/people/${id}`, c.token)).body.taxId).toBe(`K${i}0000C`);
  }, 240_000);

  it('plain values written before the upgrade (straight into the database) are encrypted by keys:encrypt-existing and read the same', async () => {
    const c = await newCompany(t);
    const ids = await people(c, 3, () => ({}));
    const accounts: string[] = [];
    for (const personId of ids) accounts.push((await t.api.post('/api/bank-accounts', c.token, { personId })).body.id);
    await t.db.query(`UPDATE people SET tax_id = 'PLAIN-' || id, tax_code = '1257L' WHERE id = ANY($1)`, [ids]);
    await t.db.query(`UPDATE bank_accounts SET account_number = 'GB-PLAIN-' || id WHERE id = ANY($1)`, [accounts]);
    await t.db.query(
      `UPDATE events SET payload = jsonb_set(payload, '{data,object,taxId}', to_jsonb('PLAIN-EVT-' || (payload->'data'->'object'->>'id')))
        WHERE company_id = $1 AND type = 'person.created' AND payload->'data'->'object'->>'id' = ANY($2)`,
      [c.companyId, ids],
    );
    const answer = await t.api.request('PATCH', `/api/people/${ids[0]}`, c.token, { preferredName: 'Plain' }, { 'idempotency-key': 'plain-1' });
    await t.db.query(`UPDATE idempotency_keys SET response_body = $2 WHERE company_id = $1 AND key = 'plain-1'`, [c.companyId, JSON.stringify(answer.body)]);

    const before = await statusOf(c.companyId);
    expect(before.plain).toEqual({
      'people.tax_id': 3, 'people.tax_code': 3, 'bank_accounts.account_number': 3, 'events.payload': 3, 'idempotency_keys.response_body': 1,
    });
    const queued = await cli(t, ['keys:encrypt-existing', '--company', c.companyId]);
    expect({ code: queued.code, stderr: queued.stderr, out: JSON.parse(queued.stdout) }).toEqual({ code: 0, stderr: '', out: { queued: [c.companyId] } });
    await worker();
    const after = await waitUntilReencrypted(console.keys, c.companyId);
    expect(after.plain).toEqual({});

    const stored: { tax_id: string }[] = await t.db.query('SELECT tax_id FROM people WHERE id = ANY($1)', [ids]);
    for (const row of stored) expect(row.tax_id).toMatch(/^v1:/);
    for (const [i, id] of ids.entries()) {
      expect((await t.api.get(`/api/people/${id}`, c.token)).body).toMatchObject({ taxId: `PLAIN-${id}`, taxCode: '1257L' });
      expect((await t.api.get(`/api/bank-accounts/${accounts[i]}`, c.token)).body.accountNumber).toBe(`GB-PLAIN-${accounts[i]}`);
      const [created] = await eventsOf(t, c.companyId, { type: 'person.created', objectId: id });
      expect(created.payload.data.object.taxId).toBe(`PLAIN-EVT-${id}`);
    }
    const replay = await t.api.request('PATCH', `/api/people/${ids[0]}`, c.token, { preferredName: 'Plain' }, { 'idempotency-key': 'plain-1' });
    expect([replay.headers['idempotent-replayed'], replay.body]).toEqual(['true', answer.body]);
  }, 240_000);

  it('after the upgrade, a scheduled job queues the encryption of plain values once per installation (none on a fresh one)', async () => {
    const task = `SELECT count(*)::int AS n FROM maintenance_tasks WHERE name = 'encrypt-existing-values'`;
    expect((await t.db.query(task))[0].n).toBe(1);
    const c = await newCompany(t);
    const ids = await people(c, 2, () => ({}));
    await t.db.query(`UPDATE people SET tax_id = 'UPGRADED-' || id WHERE id = ANY($1)`, [ids]);
    // As an installation upgraded with data: the task is not done yet.
    await t.db.query(`DELETE FROM maintenance_tasks`);
    const job = t.app.get(EncryptAfterUpgradeJob);
    expect((await job.run()).queued).toBeGreaterThanOrEqual(1);
    expect((await t.db.query(task))[0].n).toBe(1);
    expect(await job.run()).toEqual({ queued: 0 });
    await worker();
    await waitFor(async () => (await statusOf(c.companyId)).plain['people.tax_id'] === undefined, 120_000, 'the plain tax ids to be sealed');
    for (const id of ids) {
      expect((await t.db.query('SELECT tax_id FROM people WHERE id = $1', [id]))[0].tax_id).toMatch(/^v1:/);
      expect((await t.api.get(`/api/people/${id}`, c.token)).body.taxId).toBe(`UPGRADED-${id}`);
    }
  }, 180_000);

  it('a retired key is deleted only once nothing uses it; the values still read without it', async () => {
    const c = await newCompany(t);
    const ids = await people(c, 2, (i) => ({ taxId: `D${i}0000C` }));
    for (const app of workers.splice(0)) await app.close();
    const oldKey = await activeKey(c.companyId);
    const { rotated: [{ active }] } = await console.keys.rotate(c.companyId);

    const refused = await cli(t, ['keys:delete', '--company', c.companyId, '--key', oldKey]);
    expect(refused.code).toBe(1);
    const error = JSON.parse(refused.stderr);
    expect(error.name).toBe('KeyInUse');
    expect(error.message).toMatch(new RegExp(`^data key ${oldKey} of company ${c.companyId} is still used by \\d+ \\(.*people\\.tax_id 2.*\\); wait for the re-encryption`));
    await expect(console.keys.deleteKey(c.companyId, active)).rejects.toThrow(/is the active key/);
    await expect(console.keys.deleteKey(c.companyId, 'dkNoSuchKey')).rejects.toThrow(/has no data key dkNoSuchKey/);

    await worker();
    await waitUntilReencrypted(console.keys, c.companyId);
    // Past twice DATA_KEY_CACHE_MS after the rotation: no process can still be sealing under the old key.
    await new Promise((r) => setTimeout(r, 2100));
    const deleted = await cli(t, ['keys:delete', '--company', c.companyId, '--key', oldKey]);
    expect({ code: deleted.code, stderr: deleted.stderr, out: JSON.parse(deleted.stdout) }).toEqual({ code: 0, stderr: '', out: { deleted: oldKey } });
    expect((await statusOf(c.companyId)).keys.map((k) => k.id)).toEqual([active]);
    for (const [i, id] of ids.entries()) expect((await t.api.get(`/api/people/${id}`, c.token)).body.taxId).toBe(`D${i}0000C`);
    for (const event of await eventsOf(t, c.companyId, { type: 'person.created' })) expect(event.payload.data.object).toHaveProperty('taxId');
  }, 240_000);

  it('a key retired less than twice DATA_KEY_CACHE_MS ago is not deleted, even unused (a process may still seal under it)', async () => {
    const c = await newCompany(t);
    const oldKey = (await t.app.get(DataKeyStore).activeKey(c.companyId)).id;
    // Nothing sealed under the key: the owner's calendar feed token (sealed when the company was made) goes.
    await t.db.query(`UPDATE people SET calendar_feed_token = NULL, calendar_feed_token_index = NULL WHERE company_id = $1`, [c.companyId]);
    await console.keys.rotate(c.companyId);
    await expect(console.keys.deleteKey(c.companyId, oldKey)).rejects.toThrow(/was retired less than 2 s ago/);
    expect((await console.keys.status()).companies.map((s) => s.companyId)).toContain(c.companyId);
  });
});
