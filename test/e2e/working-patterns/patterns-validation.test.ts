import { newCompany, TestCompany } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { daysOf } from './patterns-support';

/**
 * A pattern lists 1 to 7 working days, each once, with hours above 0, at most 24, in quarters of an hour; it answers
 * them Monday first with `hoursPerWeek` added up. Anything else is the specification's 422 naming the field.
 */
describe('working patterns: days, hours and validation', () => {
  let t: TestApp;
  let c: TestCompany;
  const post = (body: Record<string, unknown>) => t.api.post('/api/working-patterns', c.token, body);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('answers the days Monday first with the hours of the week added up', async () => {
    const res = await post({ name: 'Part time', days: daysOf({ thursday: 7.5, monday: 7.5, tuesday: 7.5, wednesday: 7.25 }) });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String), companyId: c.companyId, name: 'Part time',
      days: daysOf({ monday: 7.5, tuesday: 7.5, wednesday: 7.25, thursday: 7.5 }), hoursPerWeek: 29.75, isDefault: false,
      createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    expect((await t.api.get(`/api/working-patterns/${res.body.id}`, c.token)).body).toEqual(res.body);
    const patched = await t.api.patch(`/api/working-patterns/${res.body.id}`, c.token, { days: daysOf({ saturday: 4, friday: 8 }) });
    expect(patched.body).toMatchObject({ days: daysOf({ friday: 8, saturday: 4 }), hoursPerWeek: 12 });
  });

  it.each([
    ['a day listed twice', { days: daysOf({ monday: 8 }).concat(daysOf({ monday: 4 })) }, ['days.day']],
    ['no hours', { days: daysOf({ monday: 0 }) }, ['days.hours']],
    ['more than 24 hours', { days: daysOf({ monday: 24.25 }) }, ['days.hours']],
    ['hours off the quarter hour', { days: daysOf({ monday: 7.3 }) }, ['days.hours']],
    ['hours as text', { days: [{ day: 'monday', hours: '8' }] }, ['days.hours']],
    ['an unknown day', { days: [{ day: 'funday', hours: 8 }] }, ['days.day']],
    ['a day without hours', { days: [{ day: 'monday' }] }, ['days.hours']],
    ['an unknown field of a day', { days: [{ day: 'monday', hours: 8, note: 'x' }] }, ['days.note']],
    ['no days', { days: [] }, ['days']],
    ['eight days', { days: [...daysOf({ monday: 1, tuesday: 1, wednesday: 1, thursday: 1, friday: 1, saturday: 1, sunday: 1 }), { day: 'monday', hours: 1 }] }, ['days']],
    ['days not a list', { days: 'monday' }, ['days']],
    ['no name', { name: undefined }, ['name']],
    ['isDefault not a boolean', { isDefault: 'yes' }, ['isDefault']],
    ['an unknown field', { hoursPerWeek: 40 }, ['hoursPerWeek']],
  ])('refuses %s (422)', async (_case, patch, fields) => {
    const res = await post({ name: 'Pattern', days: daysOf({ monday: 8 }), ...patch });
    expectError(res, 422, 'ValidationError');
    expect(res.body.issues.map((i: { name: string }) => i.name)).toEqual(expect.arrayContaining(fields));
  });

  it('refuses the same on update, and changes nothing', async () => {
    const id = (await post({ name: 'Pattern', days: daysOf({ monday: 8 }) })).body.id;
    expectError(await t.api.patch(`/api/working-patterns/${id}`, c.token, { days: daysOf({ monday: 8, tuesday: 0 }) }), 422, 'ValidationError', ['days.hours']);
    expectError(await t.api.patch(`/api/working-patterns/${id}`, c.token, { name: null }), 422, 'ValidationError', ['name']);
    expect((await t.api.get(`/api/working-patterns/${id}`, c.token)).body.days).toEqual(daysOf({ monday: 8 }));
  });
});
