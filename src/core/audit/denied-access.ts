import type { FastifyRequest } from 'fastify';
import { AuthContext } from '../auth/auth-context';
import { auditScopeOf } from './request-audit-scope';
import { AuditEntryInput } from './audit-entry';
import { resourceOfSegment, routeAction } from './route-action';
import { isWellFormedId, storableId } from './storable';

/** The entry of a request refused with 403: who tried what on which record (docs/security.md, "Audit trail"). */
export function deniedAccessEntry(request: FastifyRequest, auth: AuthContext): AuditEntryInput {
  const route = request.routeOptions?.url ?? null;
  const action = routeAction(request.method, route);
  const id = (request.params as Record<string, unknown> | undefined)?.id;
  // Any text may come in a path: one that is not an id is recorded as such (storable.ts), never as it came.
  const targetId = typeof id === 'string' ? storableId(id) : null;
  const resource = action.split('.')[0];
  const scope = auditScopeOf(request, auth);
  return {
    companyId: auth.companyId,
    action,
    outcome: 'denied',
    subjectPersonIds: resource === resourceOfSegment('people') && isWellFormedId(targetId) ? [targetId] : [],
    target: { type: resource, id: targetId },
    actor: scope.actor,
    request: scope.request,
  };
}
