import { stepIssues, stepPeople, storedSteps } from './flow-steps';

describe('approval flow steps', () => {
  it('needs a person for a person step and a role for a role step', () => {
    expect(stepIssues([{ approver: 'person' }, { approver: 'role' }])).toEqual([
      { name: 'steps.personId', index: '0', reason: 'is required for a person approver' },
      { name: 'steps.role', index: '1', reason: 'is required for a role approver' },
    ]);
  });

  it('refuses a person or a role on a step of another kind', () => {
    expect(stepIssues([{ approver: 'manager', personId: 'p1' }, { approver: 'person', personId: 'p1', role: 'admin' }])).toEqual([
      { name: 'steps.personId', index: '0', reason: 'is only for a person approver' },
      { name: 'steps.role', index: '1', reason: 'is only for a role approver' },
    ]);
  });

  it('finds no issue in well-formed steps, and stores each with the field its kind uses', () => {
    const steps = [{ approver: 'manager' }, { approver: 'managersManager' }, { approver: 'person', personId: 'p1' }, { approver: 'role', role: 'finance' }] as const;
    expect(stepIssues(steps)).toEqual([]);
    expect(storedSteps(steps)).toEqual(steps);
    expect(stepPeople(steps)).toEqual([{ index: 2, personId: 'p1' }]);
  });
});
