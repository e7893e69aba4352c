import { Approval, approvalsFrom, candidateApprovers, decideOpenStep, decideRemaining, openStep, reopened, statusOfSteps } from './approvals';

const approvers = { requesterId: 'p-me', managerId: 'p-boss', managersManagerId: 'p-big-boss', active: new Set(['p-boss', 'p-big-boss', 'p-hr']) };
const at = new Date('2026-03-02T10:00:00.000Z');
const pending = (step: number, approverId: string | null, role: 'finance' | null = null): Approval =>
  ({ step, approverType: role ? 'role' : 'person', approverId, role, status: 'pending', decidedBy: null, decidedAt: null });

describe('a request\'s approvals from its flow', () => {
  it('gives each step to its approver, a role\'s step to the role', () => {
    const approvals = approvalsFrom([{ approver: 'manager' }, { approver: 'managersManager' }, { approver: 'person', personId: 'p-hr' }, { approver: 'role', role: 'finance' }], approvers);
    expect(approvals.map(({ step, approverType, approverId, role, status }) => ({ step, approverType, approverId, role, status }))).toEqual([
      { step: 1, approverType: 'manager', approverId: 'p-boss', role: null, status: 'pending' },
      { step: 2, approverType: 'managersManager', approverId: 'p-big-boss', role: null, status: 'pending' },
      { step: 3, approverType: 'person', approverId: 'p-hr', role: null, status: 'pending' },
      { step: 4, approverType: 'role', approverId: null, role: 'finance', status: 'pending' },
    ]);
    expect(approvals.every((a) => a.decidedBy === null && a.decidedAt === null)).toBe(true);
  });

  it('skips a step whose approver is the requester, nobody, or not an active person', () => {
    const noManager = { ...approvers, managerId: null, managersManagerId: null };
    expect(approvalsFrom([{ approver: 'manager' }, { approver: 'managersManager' }], noManager).map((a) => [a.approverId, a.status]))
      .toEqual([[null, 'skipped'], [null, 'skipped']]);
    expect(approvalsFrom([{ approver: 'person', personId: 'p-me' }, { approver: 'person', personId: 'p-gone' }], approvers).map((a) => [a.approverId, a.status]))
      .toEqual([['p-me', 'skipped'], ['p-gone', 'skipped']]);
  });

  it('names the people to look up once each', () => {
    expect(candidateApprovers([{ approver: 'manager' }, { approver: 'person', personId: 'p-boss' }, { approver: 'role', role: 'admin' }], approvers)).toEqual(['p-boss']);
  });
});

describe('deciding a request\'s steps', () => {
  const two = [pending(1, 'p-boss'), pending(2, null, 'finance')];

  it('decides the open step, then the next; approved once every step is approved or skipped', () => {
    const first = decideOpenStep(two, 'approved', 'p-boss', at);
    expect(first[0]).toEqual({ ...two[0], status: 'approved', decidedBy: 'p-boss', decidedAt: '2026-03-02T10:00:00.000Z' });
    expect(openStep(first)).toBe(first[1]);
    expect(statusOfSteps(first)).toBe('pending');
    const second = decideOpenStep(first, 'approved', 'p-finance', at);
    expect(statusOfSteps(second)).toBe('approved');
    expect(statusOfSteps([{ ...pending(1, 'x'), status: 'skipped' }])).toBe('approved');
  });

  it('declines the request as soon as one step is declined, leaving the later ones pending', () => {
    const declined = decideOpenStep(two, 'declined', 'p-boss', at);
    expect(statusOfSteps(declined)).toBe('declined');
    expect(declined[1].status).toBe('pending');
  });

  it('lets a whole decision record its decider on every step still pending', () => {
    const first = decideOpenStep(two, 'approved', 'p-boss', at);
    expect(decideRemaining(first, 'approved', 'p-owner', at).map((a) => [a.status, a.decidedBy])).toEqual([['approved', 'p-boss'], ['approved', 'p-owner']]);
  });

  it('reopens decided steps, skipped ones staying skipped', () => {
    const done = decideRemaining([...two, { ...pending(3, 'x'), status: 'skipped' }], 'declined', 'p-owner', at);
    expect(reopened(done).map((a) => [a.status, a.decidedBy])).toEqual([['pending', null], ['pending', null], ['skipped', null]]);
  });
});
