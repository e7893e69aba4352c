import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DemoSeedService } from '../../../src/modules/people/demo/demo-seed.service';
import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * A download is whole or visibly failed (D11, docs/decisions-exports.md "Downloads"): when the export's statement fails
 * after its first rows, the client gets an error object, never a 200 whose file quietly stops; a 200 carries
 * Content-Length, so a response cut later is incomplete to any HTTP client.
 */
describe('a download whose export fails after the first rows', () => {
  let t: TestApp;
  let c: TestCompany;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    await t.app.get(DemoSeedService).seed(c.companyId, 1500);
    // The last person in the export's order gets a value the statement cannot read (working days must be an array):
    // the statement fails on its last row, after well over a cursor batch of rows.
    await t.db.query(
      `UPDATE people SET working_days = '{"broken": true}'
        WHERE id = (SELECT id FROM people WHERE company_id = $1 ORDER BY last_name DESC, first_name DESC, id DESC LIMIT 1)`,
      [c.companyId],
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  }, 180_000);
  afterAll(() => t.close());

  /** The whole exchange on a real socket: status, headers, the bytes that came, and whether the body arrived whole. */
  const post = (body: unknown) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string; complete: boolean; error?: string }>((resolve) => {
      const req = request(`${base}/api/data-exports`, {
        method: 'POST', headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
      }, (res) => {
        const chunks: Buffer[] = [];
        let error: string | undefined;
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (e) => (error = e.message));
        res.on('close', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString(), complete: res.complete, error }));
      });
      req.on('error', () => undefined);
      req.end(JSON.stringify(body));
    });

  const FIELDS = ['firstName', 'lastName', 'email', 'workingDays'];
  const pool = () => (t.db.driver as unknown as { master: { totalCount: number; idleCount: number } }).master;

  it.each([['CSV', false], ['JSON', true]])('answers a %s download with an error object, not a cut 200 file', async (_format, json) => {
    const answer = await post({ download: true, includeOffboarded: true, json, fields: FIELDS });
    expect(answer.status).toBe(500);
    expect(answer.complete).toBe(true);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 500, name: 'GeneralError', id: expect.any(String), message: expect.any(String) });
    // The failed export's connection went back to the pool.
    expect(pool().totalCount - pool().idleCount).toBeLessThanOrEqual(1);
  }, 60_000);

  it('a whole download says its length, and the rows before the broken one still export', async () => {
    const answer = await post({ download: true, includeOffboarded: true, fields: ['firstName', 'lastName', 'email'] });
    expect(answer.status).toBe(200);
    expect(answer.complete).toBe(true);
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(answer.body.trim().split('\n').length).toBeGreaterThan(1500);
  }, 60_000);
});
