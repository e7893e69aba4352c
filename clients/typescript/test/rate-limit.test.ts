import { createPersonnelClient } from '@personnel/client';
import { newCompany } from '../../../test/support/factories';
import type { TestApp } from '../../../test/support/test-app';
import { runningServer } from './support/server';

/** The server's own 429 (D15's rate limit, with Retry-After): the client waits as told and gets its answers. */
describe('the client under the server\'s rate limit', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ t, baseUrl } = await runningServer({ env: { RATE_LIMIT_PER_SECOND: '2', RATE_LIMIT_BURST: '2' } }));
  });
  afterAll(() => t.close());

  it('retries each 429 after the Retry-After the server names, and every request succeeds', async () => {
    const c = await newCompany(t);
    const retried: { status: number; waitMs: number }[] = [];
    const client = createPersonnelClient({ baseUrl, token: c.token, retry: { onRetry: ({ status, waitMs }) => retried.push({ status, waitMs }) } });
    const answers = await Promise.all(Array.from({ length: 5 }, () => client.GET('/api/me')));
    expect(answers.map((a) => a.response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(retried.length).toBeGreaterThan(0);
    expect(retried.every((r) => r.status === 429 && r.waitMs >= 1000)).toBe(true);

    const impatient = createPersonnelClient({ baseUrl, token: c.token, retry: { retries: 0 } });
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => impatient.GET('/api/me')))).map((a) => a.response.status);
    expect(statuses).toContain(429);
  });
});
