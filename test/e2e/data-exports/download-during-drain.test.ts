import { request } from 'node:http';
import { DrainState } from '../../../src/modules/health/drain-state';
import { HealthModule } from '../../../src/modules/health/health.module';
import { DemoSeedService } from '../../../src/modules/people/demo/demo-seed.service';
import { newCompany } from '../../support/factories';
import { captureLogs } from '../../support/log-capture';
import { listenOnLoopback } from '../../support/plain-http';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * A CSV download served while the node drains (and the shutdown that follows) ends cleanly: the whole file, told to
 * close its connection, and no second reply attempted on it (Fastify's "Reply was already sent" warning).
 */
describe('data exports: a download during the drain', () => {
  let t: TestApp;
  const logs = captureLogs();

  beforeAll(async () => {
    t = await createTestApp({ logStream: logs.stream });
  }, 120_000);
  afterAll(() => t.close().catch(() => undefined));

  it('streams the whole file with Connection: close and logs no reply sent twice; the shutdown then completes', async () => {
    const c = await newCompany(t);
    await t.app.get(DemoSeedService).seed(c.companyId, 3000);
    await t.db.query(`UPDATE people SET preferred_name = repeat('p', 16000) WHERE company_id = $1`, [c.companyId]);
    const base = await listenOnLoopback(t.app);
    t.app.select(HealthModule).get(DrainState, { strict: true }).begin();

    let closing: Promise<void> | undefined;
    const answer = await new Promise<{ status: number; connection?: string; length: number; declared: number }>((resolve, reject) => {
      const req = request(`${base}/api/data-exports`, { method: 'POST', headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' } }, (res) => {
        let length = 0;
        // The drain ends while the file is still on its way: the shutdown begins with the download in flight.
        res.once('data', () => {
          res.pause();
          closing = t.app.close();
          setTimeout(() => res.resume(), 1000);
        });
        res.on('data', (d: Buffer) => (length += d.length));
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, length, declared: Number(res.headers['content-length']) }));
      });
      req.on('error', reject);
      req.end(JSON.stringify({ download: true, includeOffboarded: true, fields: ['firstName', 'lastName', 'preferredName', 'email'] }));
    });
    expect(answer.status).toBe(200);
    expect(answer.connection).toBe('close');
    expect(answer.length).toBe(answer.declared);
    expect(answer.length).toBeGreaterThan(40_000_000);

    await closing;
    const problems = logs.lines.filter((line) => /already sent|ERR_HTTP_HEADERS_SENT|response ended early/.test(line));
    expect(problems).toEqual([]);
  }, 120_000);
});
