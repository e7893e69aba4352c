import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { createTestApp, TestApp } from '../../support/test-app';

/** The document clients download is the committed one (the contract under review), without probes or metrics. */
describe('GET /api/openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the committed openapi.json, publicly', async () => {
    const res = await t.api.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(JSON.parse(readFileSync(path.resolve(__dirname, '../../../openapi.json'), 'utf8')));
    expect(Object.keys(res.body.paths).every((p) => p.startsWith('/api/'))).toBe(true);
  });
});
