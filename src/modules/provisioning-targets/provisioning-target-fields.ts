import { ApiError, type ValidationIssue } from '../../core/errors/api-error';
import { targetUrlProblem } from '../webhooks';
import type { ProvisioningTargetKind } from './provisioning-target.entity';
import { type CredentialField, credentialIssues, entraUrlProblem } from './target-kind-rules';

/** The API fields of a target, in order; its token and client secret are never among them (write-only). */
export const PROVISIONING_TARGET_FIELDS = [
  'id', 'companyId', 'name', 'kind', 'url', 'tenantId', 'clientId', 'status', 'lastSyncAt', 'createdAt', 'updatedAt',
] as const;

/**
 * 422 naming every problem of a target's URL and credentials for its kind: a URL the webhook SSRF guard refuses (D14:
 * https unless private targets are allowed), an Entra URL that is not a bulkUpload endpoint, credentials of the other
 * kind, and (on creation) those of its own kind missing.
 */
export function assertTargetFits(
  kind: ProvisioningTargetKind,
  input: { url?: string } & Partial<Record<CredentialField, unknown>>,
  options: { creating: boolean; allowPrivate: boolean },
): void {
  const issues: ValidationIssue[] = [];
  if (input.url !== undefined) {
    const problem = targetUrlProblem(input.url, options.allowPrivate) ?? (kind === 'entraBulkUpload' ? entraUrlProblem(input.url) : null);
    if (problem) issues.push({ name: 'url', reason: problem });
  }
  issues.push(...credentialIssues(kind, input, options.creating));
  if (issues.length) throw ApiError.validation(issues, issues.map((i) => `${i.name}: ${i.reason}`).join('; '));
}

/** The URL as requests are made from it: no trailing slash. */
export const baseUrl = (url: string): string => url.replace(/\/+$/, '');
