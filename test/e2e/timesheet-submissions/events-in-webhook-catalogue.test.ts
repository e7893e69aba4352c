import * as fs from 'node:fs';
import * as path from 'node:path';
import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

const EVENTS = ['timesheetEntry', 'timesheetSubmission'].flatMap((name) => ['created', 'updated', 'deleted'].map((kind) => `${name}.${kind}`));

/** Timesheet entries' and submissions' events are in the webhook catalogue: a webhook subscribes to them, the document lists them. */
describe('timesheet events in the webhook catalogue', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('a webhook may subscribe to each', async () => {
    const res = await t.api.post('/api/webhooks', c.token, { url: 'https://hooks.example.com/timesheets', eventTypes: EVENTS });
    expect(res.status).toBe(201);
    expect(res.body.eventTypes).toEqual(EVENTS);
  });

  it('the OpenAPI document describes each', () => {
    const document = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../openapi.json'), 'utf8'));
    expect(EVENTS.filter((type) => !document.webhooks[type])).toEqual([]);
  });
});
