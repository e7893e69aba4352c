export const AUDIT_ACTOR_TYPES = ['user', 'token', 'cli', 'system'] as const;

/**
 * Who acted: a person's token (the API), a person without one (`user`: the holder of a signed link or a feed
 * address, named when the code knows whose it is), the console, or the service itself (jobs, schedules).
 */
export interface AuditActor {
  type: (typeof AUDIT_ACTOR_TYPES)[number];
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
  /** From/to values, only for fields that are not sensitive (a resource's declared `auditValues`, audit-of-change.ts). */
  changes?: Record<string, { from: unknown; to: unknown }> | null;
  /** Rows a list or an export answered. */
  rowCount?: number | null;
  /** Defaults to the acting context's (audit-context.ts). */
  actor?: AuditActor;
  request?: AuditRequest | null;
}

/** An entry as stored: its MAC, and once chained its place in the company's chain and its hashes. */
export interface AuditEntry {
  companyId: string;
  /** null until the chainer gives the entry its place (moments after it commits). */
  seq: string | null;
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
  /** HMAC of the entry's content, made when it is written: an entry not made with the chain key is never chained. */
  mac: string;
  prevHash: string | null;
  hash: string | null;
}

/** What an entry's MAC covers: everything but its place in the chain. */
export type AuditContent = Omit<AuditEntry, 'seq' | 'mac' | 'prevHash' | 'hash'>;

/** A person acting without a token (a signed link's or a feed's holder); `personId` when it is known whose it is. */
export function personWithoutToken(personId: string | null = null): AuditActor {
  return { type: AUDIT_ACTOR_TYPES[0], personId };
}

/** An entry with its actor and request resolved where it was recorded (a batch is written in another context). */
export type ResolvedAuditEntry = AuditEntryInput & Required<Pick<AuditEntryInput, 'actor'>> & { occurredAt: Date };
