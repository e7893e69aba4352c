import type { ValidationIssue } from '../../core/errors/api-error';
import type { ProvisioningTargetKind } from './provisioning-target.entity';

/** The credential fields of a target and the kind each belongs to (docs/decisions-scim.md, "Entra"). */
export const CREDENTIALS_OF: Record<ProvisioningTargetKind, readonly CredentialField[]> = {
  scim: ['token'],
  entraBulkUpload: ['tenantId', 'clientId', 'clientSecret'],
};
export type CredentialField = 'token' | 'tenantId' | 'clientId' | 'clientSecret';
const ALL_CREDENTIALS: readonly CredentialField[] = ['token', 'tenantId', 'clientId', 'clientSecret'];

/** A GUID, as Entra writes application (client) and directory (tenant) ids. */
export const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
/** A tenant: its GUID or one of its domain names (`contoso.onmicrosoft.com`); nothing that could leave the token path. */
export const TENANT = /^(?:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+)$/;

/** The path of a synchronization job's bulkUpload endpoint, whatever the Graph version before it. */
const BULK_UPLOAD_PATH = /\/servicePrincipals\/[^/]+\/synchronization\/jobs\/[^/]+\/bulkUpload$/;
export const BULK_UPLOAD_EXAMPLE = 'https://graph.microsoft.com/v1.0/servicePrincipals/{servicePrincipalId}/synchronization/jobs/{jobId}/bulkUpload';

/** What is wrong with an Entra target's URL beyond the SSRF guard's rules (null: nothing). */
export function entraUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null; // the SSRF guard names it
  }
  if (url.search || url.hash) return 'must not carry a query or a fragment';
  if (!BULK_UPLOAD_PATH.test(url.pathname.replace(/\/+$/, ''))) return `must be a synchronization job's bulkUpload endpoint (${BULK_UPLOAD_EXAMPLE})`;
  return null;
}

/**
 * The 422 issues of a target's credentials for its kind: a field of the other kind refused, and on creation each
 * field of its own kind required. `input` holds only the fields sent.
 */
export function credentialIssues(kind: ProvisioningTargetKind, input: Partial<Record<CredentialField, unknown>>, creating: boolean): ValidationIssue[] {
  const own = CREDENTIALS_OF[kind];
  const issues: ValidationIssue[] = [];
  for (const field of ALL_CREDENTIALS) {
    const sent = input[field] !== undefined;
    if (sent && !own.includes(field)) issues.push({ name: field, reason: `is not accepted for kind ${kind}` });
    else if (!sent && creating && own.includes(field)) issues.push({ name: field, reason: `is required for kind ${kind}` });
  }
  return issues;
}
