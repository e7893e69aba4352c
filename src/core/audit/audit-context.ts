import { AsyncLocalStorage } from 'node:async_hooks';
import { AuditActor, AuditRequest } from './audit-entry';

/** Who is acting, for the entries recorded below: set per API request (registerRequestAuditScope) and by the console. */
export interface AuditScope {
  actor: AuditActor;
  request: AuditRequest | null;
}

export const auditContext = new AsyncLocalStorage<AuditScope>();

const SYSTEM: AuditScope = { actor: { type: 'system' }, request: null };

/** The acting context; outside any request or command, the service itself (jobs and schedules). */
export function currentAuditScope(): AuditScope {
  return auditContext.getStore() ?? SYSTEM;
}

/** Runs `work` as the console (`npm run cli -- ...`). */
export function runAsConsole<T>(work: () => T): T {
  return auditContext.run({ actor: { type: 'cli' }, request: null }, work);
}
