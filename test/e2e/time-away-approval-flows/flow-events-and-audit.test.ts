import * as fs from 'node:fs';
import * as path from 'node:path';
import { newCompany, TestCompany } from '../../support/factories';
import { eventsOf } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

const EVENTS = ['created', 'updated', 'deleted'].map((kind) => `timeAwayApprovalFlow.${kind}`);

/** Approval flows' writes are events (outbox, webhook catalogue, OpenAPI) and audit entries naming the flow's name. */
describe('approval flows: events and audit entries', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('a webhook may subscribe to each event, and the document describes each', async () => {
    const res = await t.api.post('/api/webhooks', c.token, { url: 'https://hooks.example.com/flows', eventTypes: EVENTS });
    expect(res.status).toBe(201);
    const document = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../openapi.json'), 'utf8'));
    expect(EVENTS.filter((type) => !document.webhooks[type])).toEqual([]);
  });

  it('records each write as its event, with the flow, and as an audit entry', async () => {
    const made = await t.api.post('/api/time-away-approval-flows', c.token, { name: 'Two steps', steps: [{ approver: 'manager' }, { approver: 'role', role: 'finance' }] });
    const id = made.body.id;
    await t.api.patch(`/api/time-away-approval-flows/${id}`, c.token, { name: 'Manager only', steps: [{ approver: 'manager' }] });
    await t.api.delete(`/api/time-away-approval-flows/${id}`, c.token);

    const events = (await eventsOf(t, c.companyId, { objectId: id })).filter((e) => e.type.startsWith('timeAwayApprovalFlow.'));
    expect(events.map((e) => e.type)).toEqual(EVENTS);
    expect(events[0].payload.data.object).toEqual(made.body);
    expect(events[1].payload.data.previousAttributes).toEqual({ name: 'Two steps', steps: made.body.steps });

    const audits = await t.db.query(
      `SELECT action, fields, changes FROM audit_events WHERE company_id = $1 AND target_id = $2 ORDER BY occurred_at`, [c.companyId, id]);
    expect(audits.map((a: { action: string }) => a.action)).toEqual(EVENTS);
    expect(audits[1].fields).toEqual(expect.arrayContaining(['name', 'steps']));
    expect(audits[1].changes).toEqual({ name: { from: 'Two steps', to: 'Manager only' } });
  });
});
