/** Who acted: a token of a person (the API), the console, or the service itself (jobs, schedules). */
export interface AuditActor {
  type: 'user' | 'token' | 'cli' | 'system';
  personId?: string | null;
  tokenId?: string | null;
  role?: string | null;
}

/** The HTTP request an entry came from (the client address as TRUSTED_PROXIES decides, via Fastify's `request.ip`). */
export interface AuditRequest {
  id: string;
  method: string;
  route: string | null;
  address: string | null;
  userAgent: string | null;
}

/** One audit entry before the chain gives it its place (docs/security.md, "Audit trail"). */
export interface AuditEntryInput {
  companyId: string;
  /** `<resource>.<verb>`: `bankAccount.read`, `person.updated`, `webhook.secretViewed`. */
  action: string;
  outcome?: 'success' | 'denied';
  /** Whose data: the people the read or change concerns. */
  subjectPersonIds?: readonly string[];
  target?: { type: string; id?: string | null } | null;
  /** Names of the fields read or changed; never their values. */
  fields?: readonly string[];
  /** From/to values, only for fields that are not sensitive (audit-values.ts). */
  changes?: Record<string, { from: unknown; to: unknown }> | null;
  /** Rows a list or an export answered. */
  rowCount?: number | null;
  /** Defaults to the acting context's (audit-context.ts). */
  actor?: AuditActor;
  request?: AuditRequest | null;
}

/** An entry as stored: its place in the company's chain and its hashes. */
export interface AuditEntry {
  companyId: string;
  seq: string;
  id: string;
  occurredAt: Date;
  action: string;
  outcome: 'success' | 'denied';
  actorType: AuditActor['type'];
  actorPersonId: string | null;
  actorTokenId: string | null;
  actorRole: string | null;
  subjectPersonIds: string[];
  targetType: string | null;
  targetId: string | null;
  fields: string[];
  changes: Record<string, { from: unknown; to: unknown }> | null;
  rowCount: number | null;
  request: AuditRequest | null;
  prevHash: string;
  hash: string;
}
