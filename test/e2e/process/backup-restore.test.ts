import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { multipartBody, pdf } from '../files/files-support';
import { runGuideBlock } from '../../support/operations-guide';
import { runCli, startServer, waitFor } from '../../support/processes';
import { dropTestDatabase } from '../../support/test-app';
import { databaseUrl, runDatabasePrefix, TEST_PG_URL, TEST_REDIS_URL } from '../../support/test-env';

interface Answer {
  status: number;
  body: Buffer;
  json: () => any;
}

/**
 * docs/operations.md's backup and restore, run as written: a live backup of a running installation, a restore into a
 * new database and directories, and a start on it with the same master key that reads back a sealed value, a file
 * and a link signed before the backup. A restore without the files starts with a warning naming the counts and
 * readiness `degraded` naming storage.
 */
describe('operations guide: backup and restore', () => {
  const suffix = randomBytes(4).toString('hex');
  const source = `${runDatabasePrefix()}bk_src_${suffix}`;
  const restored = `${runDatabasePrefix()}bk_dst_${suffix}`;
  const keys = `k1:${randomBytes(32).toString('base64')}`;
  const port = 20000 + Math.floor(Math.random() * 20000);
  const tmp = (name: string) => mkdtempSync(path.join(tmpdir(), `personnel-${name}-`));
  const env = (databaseName: string, dataDir: string, more: Record<string, string> = {}) => ({
    DATABASE_URL: databaseUrl(databaseName),
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `test:${databaseName}`,
    DATA_DIR: dataDir,
    STORAGE_DIR: path.join(dataDir, 'files'),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ENCRYPTION_KEYS: keys,
    ENCRYPTION_KEYS_FILE: '',
    ...more,
  });

  beforeAll(() => {
    runCli(['token:list'], { DATABASE_URL: databaseUrl('postgres'), LOG_LEVEL: 'silent' }); // build once if needed
  }, 180_000);
  afterAll(async () => {
    await dropTestDatabase(source);
    await dropTestDatabase(restored);
  });

  const call = (method: string, url: string, token?: string, body?: { payload: Buffer; type: string }) =>
    new Promise<Answer>((resolve, reject) => {
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      if (body) headers['content-type'] = body.type;
      const req = httpsRequest({ host: '127.0.0.1', port, path: url, method, rejectUnauthorized: false, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => {
          const all = Buffer.concat(chunks);
          resolve({ status: res.statusCode!, body: all, json: () => JSON.parse(all.toString('utf8')) });
        });
      });
      req.on('error', reject);
      req.end(body?.payload);
    });
  const json = (payload: unknown) => ({ payload: Buffer.from(JSON.stringify(payload)), type: 'application/json' });
  const stop = async (server: ReturnType<typeof startServer>) => {
    server.child.kill('SIGTERM');
    await server.exited;
  };

  it('a live backup restored into a new database and directories serves the same values, files and signed links', async () => {
    const sourceDir = tmp('source');
    const backup = path.join(tmp('backup'), 'nightly');
    const document = pdf(200_000);
    const first = startServer(env(source, sourceDir, { SHUTDOWN_DRAIN_MS: '0' }));
    let token: string, personId: string, fileId: string, signedUrl: string;
    try {
      await waitFor(() => first.output().includes('Personnel API listening') && first.output().includes('first-owner-token'), 90_000, 'the source to start');
      token = readFileSync(path.join(sourceDir, 'first-owner-token'), 'utf8').trim();
      personId = (await call('GET', '/api/me', token)).json().id;
      expect((await call('PATCH', `/api/people/${personId}`, token, json({ taxId: 'AB123456C' }))).status).toBe(200);
      const form = multipartBody([{ name: 'type', value: 'document' }, { name: 'personId', value: personId }, { name: 'file', value: document, filename: 'contract.pdf' }]);
      const uploaded = await call('POST', '/api/files', token, { payload: form.body, type: form.contentType });
      expect(uploaded.status).toBe(201);
      ({ id: fileId, url: signedUrl } = uploaded.json());

      // Live: the source keeps serving while the guide's backup runs.
      const backedUp = runGuideBlock('backup', { DATABASE_URL: databaseUrl(source), STORAGE_DIR: path.join(sourceDir, 'files'), DATA_DIR: sourceDir, BACKUP: backup });
      expect(backedUp).toEqual({ code: 0, output: '' });
    } finally {
      await stop(first);
    }

    const restoredDir = tmp('restored');
    const restore = runGuideBlock('restore', {
      SERVER_URL: TEST_PG_URL,
      RESTORE_DB: restored,
      DATABASE_URL: databaseUrl(restored),
      STORAGE_DIR: path.join(restoredDir, 'files'),
      DATA_DIR: restoredDir,
      BACKUP: backup,
    });
    expect(restore).toEqual({ code: 0, output: '' });

    // As the guide says: a copy starts with its webhooks paused.
    const copy = startServer(env(restored, restoredDir, { WEBHOOKS_PAUSED: 'true' }));
    try {
      await waitFor(() => copy.output().includes('storage: the 1 most recent files are present'), 90_000, 'the restored copy to check its files');
      expect(copy.output()).not.toContain('database migrated'); // the dump holds the migrations' table too
      expect(copy.output()).not.toContain('first start');
      const ready = await call('GET', '/health/ready');
      expect({ status: ready.status, body: ready.json().status, error: Object.keys(ready.json().error) }).toEqual({ status: 200, body: 'degraded', error: ['webhooks'] });
      expect((await call('GET', `/api/people/${personId}`, token)).json().taxId).toBe('AB123456C');
      const fromLink = await call('GET', new URL(signedUrl, 'https://x').pathname + new URL(signedUrl, 'https://x').search);
      expect(fromLink.status).toBe(200);
      expect(fromLink.body.equals(document)).toBe(true);
      const fresh = (await call('GET', `/api/files/${fileId}`, token)).json().url as string;
      expect((await call('GET', fresh)).body.equals(document)).toBe(true);
    } finally {
      await stop(copy);
    }

    // The same database without its files: a warning with the counts, readiness degraded naming storage, 404 per file.
    const withoutFiles = startServer(env(restored, restoredDir, { STORAGE_DIR: tmp('empty-storage') }));
    try {
      await waitFor(() => withoutFiles.output().includes('storage: 1 of the 1 most recent files'), 90_000, 'the storage warning');
      const warning = withoutFiles.output().split('\n').find((line) => line.includes('storage: 1 of the 1 most recent files'))!;
      expect(JSON.parse(warning)).toEqual(expect.objectContaining({ level: 40, filesInDatabase: 1, checked: 1, missing: 1 }));
      const ready = await call('GET', '/health/ready');
      expect(ready.status).toBe(200);
      expect(ready.json()).toEqual(
        expect.objectContaining({
          status: 'degraded',
          error: { storage: { status: 'down', message: expect.stringMatching(/^1 of the 1 most recent files the database names are missing from STORAGE_DIR /) } },
        }),
      );
      const fresh = (await call('GET', `/api/files/${fileId}`, token)).json().url as string;
      expect((await call('GET', fresh)).status).toBe(404);
    } finally {
      await stop(withoutFiles);
    }
  }, 300_000);
});
