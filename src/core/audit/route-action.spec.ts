import { routeAction } from './route-action';

describe('the audit action of a route', () => {
  it.each([
    ['GET', '/api/bank-accounts/:id', 'bankAccount.read'],
    ['GET', '/api/people', 'person.read'],
    ['PATCH', '/api/people/:id', 'person.update'],
    ['DELETE', '/api/identity-documents/:id', 'identityDocument.delete'],
    ['POST', '/api/webhooks/:id/rotate-secret', 'webhook.rotateSecret'],
    ['GET', '/api/companies', 'company.read'],
    ['GET', '/api/time-away/:id', 'timeAway.read'],
    ['GET', '/api/audit-events', 'auditEvent.read'],
  ])('%s %s is %s', (method, route, action) => {
    expect(routeAction(method, route)).toBe(action);
  });
});
