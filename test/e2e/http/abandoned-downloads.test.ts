import { request } from 'node:http';
import { DemoSeedService } from '../../../src/modules/people';
import { newCompany, TestCompany } from '../../support/factories';
import { listenOnLoopback } from '../../support/plain-http';
import { createTestApp, TestApp } from '../../support/test-app';
import { pdf, upload } from '../files/files-support';

/**
 * A client that hangs up in the middle of a streamed answer (an export, a file) must not crash the process (an error
 * after the headers are out cannot become an error object) nor leave an export's cursor or connection behind.
 */
describe('streamed downloads abandoned mid-stream', () => {
  let t: TestApp;
  let c: TestCompany;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    await t.app.get(DemoSeedService).seed(c.companyId, 3000);
    base = await listenOnLoopback(t.app);
  }, 120_000);
  afterAll(() => t.close());

  /** Sessions of this database still running the export's statement (its cursor). */
  const exportSessions = async () =>
    Number((await t.db.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle' AND query ILIKE '%FROM people person%'`,
    ))[0].n);

  /** Reads the first bytes of an answer, then destroys the socket. */
  const abandon = (method: string, path: string, body?: unknown) =>
    new Promise<number>((resolve, reject) => {
      const req = request(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
      }, (res) => {
        res.once('data', (chunk: Buffer) => {
          req.destroy();
          resolve(res.statusCode === 200 ? chunk.length : -1);
        });
      });
      req.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error)));
      req.end(body === undefined ? undefined : JSON.stringify(body));
    });
  const abandonDownload = () =>
    abandon('POST', '/api/data-exports', { download: true, includeOffboarded: true, fields: ['firstName', 'lastName', 'email', 'jobTitle', 'manager', 'employeeId'] });

  it('gives the cursor\'s connection up, and the API keeps answering', async () => {
    for (let i = 0; i < 5; i++) expect(await abandonDownload()).toBeGreaterThan(0);
    const deadline = Date.now() + 10_000;
    while ((await exportSessions()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await exportSessions()).toBe(0);
    // Every connection went back to the pool (or was replaced): none is held by an abandoned cursor.
    const pool = (t.db.driver as unknown as { master: { totalCount: number; idleCount: number; waitingCount: number } }).master;
    expect(pool.totalCount - pool.idleCount).toBeLessThanOrEqual(1);
    expect(pool.waitingCount).toBe(0);
    const whole = await t.api.post('/api/data-exports', c.token, { download: true, fields: ['lastName'] });
    expect(whole.status).toBe(200);
  }, 120_000);

  it('a file download abandoned mid-stream leaves the API answering', async () => {
    const file = await upload(t, c.token, { type: 'document', bytes: pdf(8 * 1024 * 1024), filename: 'big.pdf' });
    expect(file.status).toBe(201);
    for (let i = 0; i < 5; i++) expect(await abandon('GET', file.body.url)).toBeGreaterThan(0);
    expect((await t.api.get(`/api/files/${file.body.id}`, c.token)).status).toBe(200);
  });
});
