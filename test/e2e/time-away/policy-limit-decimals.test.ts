import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Time-away policy limits allow at most two decimals, checked without throwing on any number (exponent notation
 * included): a 422 naming the field, never a 500. Found by the fuzz suite (test/e2e/fuzz/fuzz.test.ts).
 */
describe('time-away policy limits: at most two decimals, any number answers 4xx', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  // class-validator's IsNumber({ maxDecimalPlaces }) threw on numbers in exponent notation (seed 1, 10,000 runs).
  it.each([6e-323, 5e-324, 1e-7, 1e-300, 0.001, 1.005])('a time-away policy limit of %p answers 422 naming the field', async (n) => {
    for (const field of ['allowance', 'carryOverLimit']) {
      const res = await t.api.post('/api/time-away-policies', c.token, { name: `Policy ${field} ${n}`, [field]: n });
      expect(res.status).toBe(422);
      expect(res.body.issues).toEqual([expect.objectContaining({ name: field })]);
    }
    const policy = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
    const patched = await t.api.patch(`/api/time-away-policies/${policy}`, c.token, { carryOverLimit: n });
    expect(patched.status).toBe(422);
  });

  it.each([0, 0.5, 12.25, 366])('a limit of %p with at most two decimals is accepted', async (n) => {
    const res = await t.api.post('/api/time-away-policies', c.token, { name: `Policy ok ${n}`, allowance: n, carryOverLimit: n });
    expect(res.status).toBe(201);
    expect(res.body.allowance).toBe(n);
  });
});
