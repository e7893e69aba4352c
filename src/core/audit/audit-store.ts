import { EntityManager } from 'typeorm';
import { personErasures } from '../erasure/person-erasures';
import { ChainAnchor } from './audit-chain';
import { AuditEntry } from './audit-entry';
import { aboutSubjectSql } from './audit-subject-lists';

/** The audit trail's reading side: statements over audit_events (the table is the core's). */

export const AUDIT_ALIAS = 'audit';

const SELECT = `SELECT company_id, seq::text AS seq, id, occurred_at, action, outcome, actor_type, actor_person_id,
  actor_token_id, actor_role, subject_person_ids, target_type, target_id, fields, changes, row_count, request,
  mac, prev_hash, hash FROM audit_events ${AUDIT_ALIAS}`;

interface AuditRow {
  company_id: string;
  seq: string | null;
  id: string;
  occurred_at: Date;
  action: string;
  outcome: AuditEntry['outcome'];
  actor_type: AuditEntry['actorType'];
  actor_person_id: string | null;
  actor_token_id: string | null;
  actor_role: string | null;
  subject_person_ids: string[];
  target_type: string | null;
  target_id: string | null;
  fields: string[];
  changes: AuditEntry['changes'];
  row_count: number | null;
  request: AuditEntry['request'];
  mac: string;
  prev_hash: string | null;
  hash: string | null;
}

export function entryOfRow(row: AuditRow): AuditEntry {
  return {
    companyId: row.company_id, seq: row.seq, id: row.id, occurredAt: row.occurred_at, action: row.action, outcome: row.outcome,
    actorType: row.actor_type, actorPersonId: row.actor_person_id, actorTokenId: row.actor_token_id, actorRole: row.actor_role,
    subjectPersonIds: row.subject_person_ids, targetType: row.target_type, targetId: row.target_id, fields: row.fields,
    changes: row.changes, rowCount: row.row_count, request: row.request, mac: row.mac, prevHash: row.prev_hash, hash: row.hash,
  };
}

/** A page of a company's entries: `where` (positional parameters, $1 the company) and `order` from the query language. */
export async function auditPage(
  em: EntityManager, where: string, values: unknown[], order: string, limit: number, skip: number,
): Promise<{ total: number; entries: AuditEntry[] }> {
  const n = values.length;
  const [counted, rows] = await Promise.all([
    em.query(`SELECT count(*)::int AS total FROM audit_events ${AUDIT_ALIAS} WHERE ${where}`, values),
    limit > 0 ? em.query(`${SELECT} WHERE ${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`, [...values, limit, skip]) : [],
  ]);
  return { total: counted[0].total, entries: (rows as AuditRow[]).map(entryOfRow) };
}

export async function auditEntryById(em: EntityManager, companyId: string, id: string): Promise<AuditEntry | null> {
  const [row] = await em.query(`${SELECT} WHERE company_id = $1 AND id = $2`, [companyId, id]);
  return row ? entryOfRow(row) : null;
}

/** Up to `limit` entries of a company after `afterSeq`, in chain order (verification, streaming). */
export async function auditEntriesAfter(
  em: EntityManager, companyId: string, afterSeq: string, limit: number, range?: { from?: Date; to?: Date },
): Promise<AuditEntry[]> {
  const values: unknown[] = [companyId, afterSeq, limit];
  let extra = '';
  if (range?.from) extra += ` AND occurred_at >= $${values.push(range.from)}`;
  if (range?.to) extra += ` AND occurred_at < $${values.push(range.to)}`;
  const rows: AuditRow[] = await em.query(`${SELECT} WHERE company_id = $1 AND seq > $2${extra} ORDER BY audit.seq LIMIT $3`, values);
  return rows.map(entryOfRow);
}

/** Whether a company has entries not chained yet (one probe of the partial index). */
export async function hasUnchained(em: EntityManager, companyId: string): Promise<boolean> {
  return (await em.query(`SELECT 1 FROM audit_events WHERE company_id = $1 AND seq IS NULL LIMIT 1`, [companyId])).length > 0;
}

/** A company's entries not chained yet, in the order they occurred (after `after`, for the chainer's pages). */
export async function unchainedEntries(
  em: EntityManager, companyId: string, limit: number, after: { occurredAt: Date; id: string } | null,
): Promise<AuditEntry[]> {
  const rows: AuditRow[] = after
    ? await em.query(`${SELECT} WHERE company_id = $1 AND seq IS NULL AND (occurred_at, id) > ($2, $3) ORDER BY occurred_at, id LIMIT $4`,
      [companyId, after.occurredAt, after.id, limit])
    : await em.query(`${SELECT} WHERE company_id = $1 AND seq IS NULL ORDER BY occurred_at, id LIMIT $2`, [companyId, limit]);
  return rows.map(entryOfRow);
}

/**
 * The company's chain head locked for this transaction (FOR UPDATE; with `wait` false, SKIP LOCKED) and its first
 * `limit` entries not chained yet (after `after`), in one statement. Null when no head row was returned: none made
 * yet, or (not waiting) another transaction holds it.
 */
export async function lockedHeadWithUnchained(
  em: EntityManager, companyId: string, wait: boolean, limit: number, after: { occurredAt: Date; id: string } | null,
): Promise<{ head: { seq: string; hash: string; mac: string | null }; entries: AuditEntry[] } | null> {
  const page = after ? 'AND (audit.occurred_at, audit.id) > ($3, $4)' : '';
  const rows: (AuditRow & { head_seq: string; head_hash: string; head_mac: string | null })[] = await em.query(
    `WITH head AS (SELECT seq::text AS seq, hash, mac FROM audit_chain_heads WHERE company_id = $1 FOR UPDATE${wait ? '' : ' SKIP LOCKED'})
     SELECT h.seq AS head_seq, h.hash AS head_hash, h.mac AS head_mac, e.* FROM head h
       LEFT JOIN LATERAL (${SELECT} WHERE audit.company_id = $1 AND audit.seq IS NULL ${page} ORDER BY audit.occurred_at, audit.id LIMIT $2) e ON true`,
    after ? [companyId, limit, after.occurredAt, after.id] : [companyId, limit],
  );
  if (!rows.length) return null;
  return { head: { seq: rows[0].head_seq, hash: rows[0].head_hash, mac: rows[0].head_mac }, entries: rows.filter((row) => row.id !== null).map(entryOfRow) };
}

/**
 * The entries of a person's subject access document: those about them (named as a subject, or in their target's
 * subject list), but a refusal belongs to whoever tried: refused attempts on a person's records are in the document
 * of the one who made them, not in theirs (docs/security.md, "Subject access").
 */
const OF_SUBJECT = `company_id = $1 AND (
  (${aboutSubjectSql(AUDIT_ALIAS, '$1', '$2')} AND outcome <> 'denied') OR (outcome = 'denied' AND actor_person_id = $2))`;

/** Up to `limit` entries of a person's subject access document, after `afterSeq`, in chain order. */
export async function auditEntriesOfSubject(em: EntityManager, companyId: string, personId: string, afterSeq: string, limit: number): Promise<AuditEntry[]> {
  const rows: AuditRow[] = await em.query(
    `${SELECT} WHERE ${OF_SUBJECT} AND seq > $3 ORDER BY audit.seq LIMIT $4`,
    [companyId, personId, afterSeq, limit],
  );
  return rows.map(entryOfRow);
}

/** How many entries a person's subject access document holds. */
export async function auditSubjectCount(em: EntityManager, companyId: string, personId: string): Promise<number> {
  const [row] = await em.query(`SELECT count(*)::int AS n FROM audit_events ${AUDIT_ALIAS} WHERE ${OF_SUBJECT}`, [companyId, personId]);
  return row.n;
}

/** The company's chain head (last seq, hash and MAC) and its purge anchors, newest first, for verification. */
export async function auditChainEnds(em: EntityManager, companyId: string): Promise<{
  head: StoredChainHead | null;
  anchors: StoredChainAnchor[];
}> {
  const [[head], anchors] = await Promise.all([
    em.query(`SELECT seq::text AS seq, hash, mac FROM audit_chain_heads WHERE company_id = $1`, [companyId]),
    em.query(
      `SELECT company_id AS "companyId", seq::text AS seq, hash, removed::text AS removed, purged_at AS "purgedAt", mac
         FROM audit_chain_anchors a WHERE company_id = $1 ORDER BY a.seq DESC`,
      [companyId],
    ),
  ]);
  return { head: head ?? null, anchors };
}

export interface StoredChainHead {
  seq: string;
  hash: string;
  mac: string | null;
}

export interface StoredChainAnchor extends ChainAnchor {
  mac: string | null;
}

/** A chained entry of a company at or below `seq` (the chain's start: none is there unless put there by hand). */
export async function auditEntryAtOrBelow(em: EntityManager, companyId: string, seq: string): Promise<AuditEntry | null> {
  const [row] = await em.query(`${SELECT} WHERE company_id = $1 AND seq <= $2 ORDER BY audit.seq DESC LIMIT 1`, [companyId, seq]);
  return row ? entryOfRow(row) : null;
}

/** The API objects of entries, their erased subjects marked (docs/security.md, "Erasure": entries are kept). */
export async function auditEntriesToApi(em: EntityManager, companyId: string, entries: AuditEntry[]): Promise<Record<string, unknown>[]> {
  const erased = await personErasures.erasedAmong(em, companyId, entries.flatMap((e) => e.subjectPersonIds));
  return entries.map((entry) => auditEntryToApi(entry, erased));
}

/** A refusal's entry keeps in `rowCount` how many refusals it stands for (AuditDenials); the API names it `repeatCount`. */
function counts(entry: AuditEntry): { rowCount: number | null; repeatCount: number | null } {
  return entry.outcome === 'denied' ? { rowCount: null, repeatCount: entry.rowCount ?? 1 } : { rowCount: entry.rowCount, repeatCount: null };
}

/** The API object of an entry (docs/security.md, "Audit trail"). */
export function auditEntryToApi(entry: AuditEntry, erased: ReadonlySet<string>): Record<string, unknown> {
  return {
    id: entry.id,
    seq: Number(entry.seq),
    occurredAt: entry.occurredAt.toISOString(),
    action: entry.action,
    outcome: entry.outcome,
    actor: { type: entry.actorType, personId: entry.actorPersonId, tokenId: entry.actorTokenId, role: entry.actorRole },
    subjectPersonIds: entry.subjectPersonIds,
    erasedSubjectPersonIds: entry.subjectPersonIds.filter((id) => erased.has(id)),
    target: entry.targetType ? { type: entry.targetType, id: entry.targetId } : null,
    fields: entry.fields,
    changes: entry.changes,
    ...counts(entry),
    request: entry.request,
    mac: entry.mac,
    prevHash: entry.prevHash,
    hash: entry.hash,
  };
}

/** The chain heads of a company, or of every company, in company order (for `audit:head`). */
export async function auditChainHeads(em: EntityManager, companyId?: string): Promise<(StoredChainHead & { companyId: string })[]> {
  const select = `SELECT company_id AS "companyId", seq::text AS seq, hash, mac FROM audit_chain_heads`;
  return companyId ? em.query(`${select} WHERE company_id = $1`, [companyId]) : em.query(`${select} ORDER BY company_id`);
}
