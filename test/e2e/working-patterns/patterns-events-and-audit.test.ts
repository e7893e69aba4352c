import * as fs from 'node:fs';
import * as path from 'node:path';
import { newCompany, newUser, TestCompany } from '../../support/factories';
import { eventsOf } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { daysOf } from './patterns-support';

const KINDS = ['created', 'updated', 'deleted'];
const PATTERN_EVENTS = KINDS.map((kind) => `workingPattern.${kind}`);
const ALLOCATION_EVENTS = KINDS.map((kind) => `workingPatternAllocation.${kind}`);

/** Writes of patterns and allocations are events (outbox, webhook catalogue, OpenAPI) and audit entries. */
describe('working patterns and allocations: events and audit entries', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('a webhook may subscribe to each event, and the document describes each', async () => {
    const res = await t.api.post('/api/webhooks', c.token, { url: 'https://hooks.example.com/patterns', eventTypes: [...PATTERN_EVENTS, ...ALLOCATION_EVENTS] });
    expect(res.status).toBe(201);
    const document = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../openapi.json'), 'utf8'));
    expect([...PATTERN_EVENTS, ...ALLOCATION_EVENTS].filter((type) => !document.webhooks[type])).toEqual([]);
  });

  it('records each write of a pattern as its event, with the pattern, and as an audit entry', async () => {
    const made = await t.api.post('/api/working-patterns', c.token, { name: 'Four days', days: daysOf({ monday: 8, tuesday: 8, wednesday: 8, thursday: 8 }) });
    const id = made.body.id;
    await t.api.patch(`/api/working-patterns/${id}`, c.token, { name: 'Three days', days: daysOf({ monday: 8, tuesday: 8, wednesday: 8 }) });
    await t.api.delete(`/api/working-patterns/${id}`, c.token);

    const events = (await eventsOf(t, c.companyId, { objectId: id })).filter((e) => e.type.startsWith('workingPattern.'));
    expect(events.map((e) => e.type)).toEqual(PATTERN_EVENTS);
    expect(events[0].payload.data.object).toEqual(made.body);
    expect(events[1].payload.data.previousAttributes).toEqual({ name: 'Four days', days: made.body.days, hoursPerWeek: 32 });

    const audits = await t.db.query(`SELECT action, fields, changes FROM audit_events WHERE company_id = $1 AND target_id = $2 ORDER BY occurred_at`, [c.companyId, id]);
    expect(audits.map((a: { action: string }) => a.action)).toEqual(PATTERN_EVENTS);
    expect(audits[1].fields).toEqual(expect.arrayContaining(['name', 'days']));
    expect(audits[1].changes).toEqual({ name: { from: 'Four days', to: 'Three days' } });
  });

  it('records each write of an allocation as its event and audit entry', async () => {
    const pattern = (await t.api.post('/api/working-patterns', c.token, { name: 'Four days', days: daysOf({ monday: 8 }) })).body.id;
    const { personId } = await newUser(t, c.companyId, 'user');
    const made = await t.api.post('/api/working-pattern-allocations', c.token, { personId, workingPatternId: pattern, startDate: '2026-01-01' });
    const id = made.body.id;
    await t.api.patch(`/api/working-pattern-allocations/${id}`, c.token, { endDate: '2026-12-31' });
    await t.api.delete(`/api/working-pattern-allocations/${id}`, c.token);

    const events = (await eventsOf(t, c.companyId, { objectId: id })).filter((e) => e.type.startsWith('workingPatternAllocation.'));
    expect(events.map((e) => e.type)).toEqual(ALLOCATION_EVENTS);
    expect(events[0].payload.data.object).toEqual(made.body);
    expect(events[1].payload.data.previousAttributes).toEqual({ endDate: null });
    const audits = await t.db.query(`SELECT action, changes FROM audit_events WHERE company_id = $1 AND target_id = $2 ORDER BY occurred_at`, [c.companyId, id]);
    expect(audits.map((a: { action: string }) => a.action)).toEqual(ALLOCATION_EVENTS);
    expect(audits[1].changes).toEqual({ endDate: { from: null, to: '2026-12-31' } });
  });
});
