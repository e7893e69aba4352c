import { FieldClass } from '../../core/policy/policy-table';
import { FieldPlans } from '../../core/read/field-plan';
import { TIME_AWAY_READ } from './time-away-read';

/** A row as the compiled read selects it: the type's name with whether its category is public. */
const selected = (category: { name: string; disclosed: boolean }) => ({
  id: 'e1', personId: 'p1', timeAwayTypeId: 't1', startDate: '2026-03-02', startPeriod: 'full', endDate: '2026-03-02',
  endPeriod: 'full', note: 'flu', requestStatus: 'approved', reviewedBy: null, reviewedAt: null, days: 1,
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', name: category, isTimeOff: false,
});

describe('time away as its reader sees it', () => {
  const plans = new FieldPlans(TIME_AWAY_READ);
  const shown = (row: Record<string, unknown>, classes: FieldClass[]) => {
    const set = new Set(classes);
    return JSON.stringify(plans.planFor(set)(plans.derive(row), set));
  };

  it('the private view shows every field, the type\'s own name', () => {
    const row = selected({ name: 'Sick leave', disclosed: false });
    expect(JSON.parse(shown(row, ['public', 'private']))).toEqual({ ...row, name: 'Sick leave' });
  });

  it('without it: no note; a private category shows no type, "Time off" and time off, the other fields in order', () => {
    const text = shown(selected({ name: 'Sick leave', disclosed: false }), ['public']);
    expect(Object.keys(JSON.parse(text))).toEqual([
      'id', 'personId', 'startDate', 'startPeriod', 'endDate', 'endPeriod', 'requestStatus', 'reviewedBy', 'reviewedAt', 'days',
      'createdAt', 'updatedAt', 'name', 'isTimeOff',
    ]);
    expect(JSON.parse(text)).toEqual(expect.objectContaining({ name: 'Time off', isTimeOff: true }));
  });

  it('without it, a public category keeps its type, its name and isTimeOff', () => {
    const answer = JSON.parse(shown(selected({ name: 'Working from home', disclosed: true }), ['public']));
    expect(answer).toEqual(expect.objectContaining({ timeAwayTypeId: 't1', name: 'Working from home', isTimeOff: false }));
    expect(answer).not.toHaveProperty('note');
  });
});
