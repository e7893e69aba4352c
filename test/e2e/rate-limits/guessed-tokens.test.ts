import { SCOPES } from '../../../src/core/auth/scopes';
import { TokenResolver } from '../../../src/core/auth/token-resolver.service';
import { newCompany, TestCompany, tokenFor } from '../../support/factories';
import { SMALL_RATE_LIMITS, withinRefill } from '../../support/rate-limits';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * D15: a token the API has not seen valid pays its client address's bucket before it is looked up, so a flood of
 * guessed tokens costs at most about a burst of token queries before the address is refused (429, no query). A token
 * already seen valid keeps its own bucket, even from an address the guesses have emptied.
 */
describe('rate limits against a flood of guessed tokens', () => {
  let t: TestApp;
  let c: TestCompany;
  let lookups: jest.SpyInstance;

  beforeAll(async () => {
    t = await createTestApp({ env: SMALL_RATE_LIMITS });
    c = await newCompany(t);
    lookups = jest.spyOn(TokenResolver.prototype, 'resolve');
  });
  afterAll(async () => {
    lookups.mockRestore();
    await t.close();
  });

  const get = (from: string, secret: string) =>
    t.app.inject({ method: 'GET', url: '/api/companies', remoteAddress: from, headers: { authorization: `Bearer ${secret}` } });

  it('looks up at most a burst of guessed tokens (plus the refill), then refuses the address with 429 without a lookup', async () => {
    const from = '10.50.0.1';
    const before = lookups.mock.calls.length;
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await get(from, `prk_guess-${i}-${Math.random().toString(36).slice(2)}`)).statusCode);
    const seconds = Math.ceil((Date.now() - started) / 1000);
    const looked = lookups.mock.calls.length - before;
    // Burst 3, refilled at 1 a second: at most 3 + the seconds the flood took were let through (and looked up).
    const allowed = 3 + seconds;
    expect(looked).toBeLessThanOrEqual(allowed);
    expect(statuses.filter((s) => s === 401).length).toBe(looked);
    expect(statuses.filter((s) => s === 429).length).toBe(40 - looked);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses[3]).toBe(429);
  });

  it('keeps the own bucket of a token already seen valid, even from an address the guesses have emptied', async () => {
    await withinRefill(async (attempt) => {
      const token = await tokenFor(t, c.ownerEmail, SCOPES);
      // Seen valid once, from elsewhere.
      expect((await get(`10.51.${attempt}.9`, token)).statusCode).toBe(200);
      const from = `10.51.${attempt}.1`;
      for (let i = 0; i < 3; i++) expect((await get(from, `prk_guess-${attempt}-${i}`)).statusCode).toBe(401);
      expect((await get(from, `prk_guess-${attempt}-3`)).statusCode).toBe(429);
      const own = await get(from, token);
      expect(own.statusCode).toBe(200);
      expect(own.headers['ratelimit-remaining']).toBe('1');
    });
  });

  it('charges a revoked token, once valid, to its address again', async () => {
    await withinRefill(async (attempt) => {
      const token = await tokenFor(t, c.ownerEmail, SCOPES);
      const from = `10.52.${attempt}.1`;
      expect((await get(`10.52.${attempt}.9`, token)).statusCode).toBe(200);
      await t.db.query(`UPDATE api_tokens SET revoked_at = now() WHERE secret_hash = encode(sha256($1::bytea), 'hex')`, [token]);
      for (let i = 0; i < 3; i++) expect((await get(from, token)).statusCode).toBe(401);
      const before = lookups.mock.calls.length;
      expect((await get(from, token)).statusCode).toBe(429);
      expect(lookups.mock.calls.length - before).toBe(0);
    });
  });
});
