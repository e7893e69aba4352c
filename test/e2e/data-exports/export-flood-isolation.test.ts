import { DemoSeedService } from '../../../src/modules/people/demo/demo-seed.service';
import { newCompany, newLocation, newPerson, newUser, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * D11 quotas and the fair queue keep one caller's flood of stored exports from stalling everyone else: a `user`
 * firing 40 exports gets a few queued and the rest 429, while another company's reads keep their latency and its own
 * export is built promptly instead of behind the flood.
 * Bounds (generous for a busy 2-core machine, far below what the flood costs without quotas and priorities: 40 builds
 * of a 4,000-person export, two at a time):
 * - another company's `GET /api/companies`: every answer within 2 s while the flood is queued and built;
 * - another company's export: `ready` within 10 s of its request.
 */
const FLOOD = 40;
const READ_BOUND_MS = 2000;
const EXPORT_BOUND_MS = 10_000;

describe('data exports: one caller\'s flood does not stall other companies', () => {
  let t: TestApp;
  let flooding: TestCompany;
  let other: TestCompany;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all', env: { DATA_EXPORT_SYNC_MAX_ROWS: '1' } });
    flooding = await newCompany(t);
    other = await newCompany(t);
    await t.app.get(DemoSeedService).seed(flooding.companyId, 4000);
    await newPerson(t, other.token, await newLocation(t, other.token), { lastName: 'Aardvark' });
  }, 180_000);
  afterAll(() => t.close());

  it('queues a few of the flood, refuses the rest with 429, and keeps the other company fast', async () => {
    const user = await newUser(t, flooding.companyId, 'user');
    const flood = await Promise.all(
      Array.from({ length: FLOOD }, () => t.api.post('/api/data-exports', user.token, { fields: ['lastName', 'firstName'] })),
    );
    const statuses = flood.map((res) => res.status);
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(FLOOD - statuses.filter((s) => s === 201).length);

    const requested = Date.now();
    const made = await t.api.post('/api/data-exports', other.token, { fields: ['lastName'] });
    expect(made.body.status).toBe('pending');
    const readTimes: number[] = [];
    let status = 'pending';
    while (status === 'pending' && Date.now() - requested < 60_000) {
      const started = Date.now();
      expect((await t.api.get('/api/companies', other.token)).status).toBe(200);
      readTimes.push(Date.now() - started);
      status = (await t.api.get(`/api/data-exports/${made.body.id}`, other.token)).body.status;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const builtAfter = Date.now() - requested;
    expect(status).toBe('ready');
    expect(builtAfter).toBeLessThan(EXPORT_BOUND_MS);
    expect(Math.max(...readTimes)).toBeLessThan(READ_BOUND_MS);
  }, 120_000);
});
