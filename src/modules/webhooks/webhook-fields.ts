import { ApiError, ValidationIssue } from '../../core/errors/api-error';
import { targetUrlProblem } from './delivery/target-guard';

/** The API fields of a webhook, in order; the secrets are never among them. */
export const WEBHOOK_FIELDS = [
  'id', 'companyId', 'name', 'url', 'testUrl', 'eventTypes', 'status', 'disabledAt', 'disabledReason', 'createdAt', 'updatedAt',
] as const;

/** 422 naming each bad field: a URL that is not an allowed target, event types that do not exist. */
export function assertWebhookInput(
  input: { url?: string; testUrl?: string | null; eventTypes?: string[] | null },
  allowPrivate: boolean,
  knownTypes: ReadonlySet<string>,
): void {
  const issues: ValidationIssue[] = [];
  for (const field of ['url', 'testUrl'] as const) {
    const value = input[field];
    const problem = typeof value === 'string' ? targetUrlProblem(value, allowPrivate) : null;
    if (problem) issues.push({ name: field, reason: problem });
  }
  const unknown = (input.eventTypes ?? []).filter((type) => !knownTypes.has(type));
  if (unknown.length) issues.push({ name: 'eventTypes', reason: `unknown event types: ${[...new Set(unknown)].join(', ')}` });
  if (issues.length) throw ApiError.validation(issues, issues.map((i) => `${i.name}: ${i.reason}`).join('; '));
}
