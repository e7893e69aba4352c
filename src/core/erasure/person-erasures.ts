import { EntityManager } from 'typeorm';

export type ErasureStatus = 'pending' | 'done';
export type ErasureActor = 'person' | 'system';

/** What an erasure removed, by kind (answered by the API, kept in `person_erasures.counts`). */
export interface ErasureCounts {
  /** Rows deleted, by resource name (`person`, `bankAccount`, ...). */
  records?: Record<string, number>;
  /** Rows kept by ERASURE_RETAINS, by resource name; the person row is then pseudonymized, not deleted. */
  retained?: Record<string, number>;
  files?: number;
  events?: number;
  webhookDeliveries?: number;
  idempotentResponses?: number;
}

export interface PersonErasureRow {
  companyId: string;
  personId: string;
  requestedAt: Date;
  requestedBy: string | null;
  actorType: ErasureActor;
  reason: string | null;
  forced: boolean;
  status: ErasureStatus;
  counts: ErasureCounts;
  erasedAt: Date | null;
  finishedAt: Date | null;
}

export interface NewErasure {
  companyId: string;
  personId: string;
  requestedBy: string | null;
  actorType: ErasureActor;
  reason: string | null;
  forced: boolean;
}

const COLUMNS = `company_id AS "companyId", person_id AS "personId", requested_at AS "requestedAt", requested_by AS "requestedBy",
  actor_type AS "actorType", reason, forced, status, counts, erased_at AS "erasedAt", finished_at AS "finishedAt"`;

/**
 * SQL: an erasure of the person was asked for (pending or done), for reads that must never show an erased person
 * (the SCIM feed). `companyIdSql` and `personIdSql` are SQL expressions.
 */
export function erasureRequestedSql(companyIdSql: string, personIdSql: string): string {
  return `EXISTS (SELECT 1 FROM person_erasures e WHERE e.company_id = ${companyIdSql} AND e.person_id = ${personIdSql})`;
}

/**
 * `person_erasures` (GDPR Art. 17, docs/security.md "Erasure"): one row per erased person, the job's progress and the
 * lasting marker that the person was erased. The table is the core's so the audit trail (core) may join it.
 */
export const personErasures = {
  /** Which of these people of a company have been erased (their records are gone): the audit trail marks them. */
  async erasedAmong(em: EntityManager, companyId: string, personIds: readonly string[]): Promise<Set<string>> {
    if (!personIds.length) return new Set();
    const rows: { person_id: string }[] = await em.query(
      `SELECT person_id FROM person_erasures WHERE company_id = $1 AND person_id = ANY($2) AND erased_at IS NOT NULL`,
      [companyId, [...new Set(personIds)]],
    );
    return new Set(rows.map((r) => r.person_id));
  },

  async find(em: EntityManager, companyId: string, personId: string, lock = false): Promise<PersonErasureRow | null> {
    const [row] = await em.query(
      `SELECT ${COLUMNS} FROM person_erasures WHERE company_id = $1 AND person_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [companyId, personId],
    );
    return row ?? null;
  },

  /** Records the request; a request for a person already being (or already) erased keeps the first row. */
  async request(em: EntityManager, input: NewErasure): Promise<PersonErasureRow> {
    await em.query(
      `INSERT INTO person_erasures (company_id, person_id, requested_by, actor_type, reason, forced)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (company_id, person_id) DO NOTHING`,
      [input.companyId, input.personId, input.requestedBy, input.actorType, input.reason, input.forced],
    );
    return (await this.find(em, input.companyId, input.personId))!;
  },

  /** The records step's result, once: `erased_at` set and the counts of what it deleted. */
  async recordsErased(em: EntityManager, companyId: string, personId: string, erasedAt: Date, counts: ErasureCounts): Promise<void> {
    await em.query(
      `UPDATE person_erasures SET erased_at = $3, counts = counts || $4::jsonb WHERE company_id = $1 AND person_id = $2`,
      [companyId, personId, erasedAt, JSON.stringify(counts)],
    );
  },

  /** Adds `n` to one count, in the transaction of the work it counts (a repeated step finds nothing left to count). */
  async addCount(em: EntityManager, companyId: string, personId: string, kind: 'events' | 'webhookDeliveries' | 'idempotentResponses' | 'files', n: number): Promise<void> {
    if (n === 0) return;
    await em.query(
      `UPDATE person_erasures SET counts = jsonb_set(counts, ARRAY[$3::text], to_jsonb(COALESCE((counts->>$3)::int, 0) + $4))
        WHERE company_id = $1 AND person_id = $2`,
      [companyId, personId, kind, n],
    );
  },

  /** Marks the erasure done; answers its `erased_at` to the one caller that did (null to the others: done already). */
  async finish(em: EntityManager, companyId: string, personId: string, at: Date): Promise<Date | null> {
    const [rows] = await em.query(
      `UPDATE person_erasures SET status = 'done', finished_at = $3
        WHERE company_id = $1 AND person_id = $2 AND status = 'pending' AND erased_at IS NOT NULL RETURNING erased_at`,
      [companyId, personId, at],
    );
    return rows[0]?.erased_at ?? null;
  },

  /** Erasures not finished (a crash, a lost job), oldest first. */
  async pending(em: EntityManager, limit: number): Promise<{ companyId: string; personId: string }[]> {
    return em.query(
      `SELECT company_id AS "companyId", person_id AS "personId" FROM person_erasures WHERE status = 'pending' ORDER BY requested_at LIMIT $1`,
      [limit],
    );
  },
};
