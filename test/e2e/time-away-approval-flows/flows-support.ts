import { AssignableRole } from '../../../src/core/auth/roles';
import { newUser, TestCompany, TestUser } from '../../support/factories';
import { TestApp } from '../../support/test-app';

/** What the approval-flow tests share: a company's paid-time-off type, flows, reporting lines, requests. */
export class FlowWorld {
  private day = 0;
  paidTimeOff = '';

  constructor(readonly t: TestApp, readonly c: TestCompany) {}

  async init(): Promise<this> {
    const types = await this.t.api.get('/api/time-away-types', this.c.token);
    this.paidTimeOff = types.body.data.find((d: { category: string }) => d.category === 'paidTimeOff').id;
    return this;
  }

  /** A flow of the company (as the owner); its id. */
  async flow(steps: Record<string, unknown>[], name = 'Flow'): Promise<string> {
    const res = await this.t.api.post('/api/time-away-approval-flows', this.c.token, { name, steps });
    expect(res.status).toBe(201);
    return res.body.id;
  }

  /** A person of the role, with the flow and (`reportingTo`) a manager. */
  async person(role: AssignableRole = 'user', options: { flowId?: string | null; reportingTo?: string } = {}): Promise<TestUser> {
    const user = await newUser(this.t, this.c.companyId, role, undefined, { timeAwayApprovalFlowId: options.flowId ?? null });
    if (options.reportingTo) await this.reportTo(user.personId, options.reportingTo);
    return user;
  }

  async reportTo(personId: string, managerId: string): Promise<void> {
    const res = await this.t.api.post('/api/job-roles', this.c.token, { personId, jobTitle: 'Engineer', effectiveDate: '2024-01-01', reportingTo: managerId });
    expect(res.status).toBe(201);
  }

  /** A request of the person for themself, on a day of its own; the entry as answered. */
  async request(who: TestUser): Promise<any> {
    const d = new Date(Date.UTC(2027, 0, 4 + this.day++)).toISOString().slice(0, 10);
    const res = await this.t.api.post('/api/time-away', who.token, { personId: who.personId, timeAwayTypeId: this.paidTimeOff, startDate: d, endDate: d });
    expect(res.status).toBe(201);
    return res.body;
  }

  decide(id: string, token: string, requestStatus: 'approved' | 'declined' | 'pending') {
    return this.t.api.patch(`/api/time-away/${id}`, token, { requestStatus });
  }

  async entry(id: string): Promise<any> {
    return (await this.t.api.get(`/api/time-away/${id}`, this.c.token)).body;
  }
}

/** The parts of approvals a test compares (decidedAt is a time). */
export const steps = (entry: { approvals: any[] }) =>
  entry.approvals.map(({ step, approverType, approverId, role, status, decidedBy }) => ({ step, approverType, approverId, role, status, decidedBy }));
