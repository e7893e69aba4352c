import type { DataSource } from 'typeorm';
import type { DataKey } from '../data-key-store';
import { allSealedColumns } from '../sealed/sealed-columns';
import { type EventPayload, sealedPayloadFields } from '../sealed/sealed-payload';
import type { SealedValues } from '../sealed/sealed-values';
import { encryptValue } from '../value-cipher';
import { type KeyedStore, needsActiveKey, type ReencryptBatch } from './keyed-store';
import { identifier, keyIdSql, needsActiveKeySql } from './stored-value-sql';
import { updateWhereUnchanged } from './update-where-unchanged';

/** Where event payloads are stored: `events.payload` (jsonb), or a verbatim copy (`webhook_deliveries.payload`, text). */
export interface PayloadColumn {
  table: string;
  column: string;
  type: 'jsonb' | 'text';
}

/**
 * The sealed fields inside stored event payloads (sealed-payload.ts), as a keyed store. A payload names its own event
 * (`id`) and type, so a copy is re-encrypted for the event's context exactly as the event itself is.
 */
export class SealedPayloadStore implements KeyedStore {
  readonly unit = 'rows';
  readonly name: string;
  private readonly table: string;
  private readonly column: string;

  constructor(
    private readonly db: DataSource,
    private readonly sealed: SealedValues,
    private readonly where: PayloadColumn,
  ) {
    this.table = identifier(where.table);
    this.column = identifier(where.column);
    this.name = `${this.table}.${this.column}`;
  }

  async countByKey(companyId: string): Promise<Record<string, number>> {
    const key = keyIdSql('v.value', 4);
    const rows: { key_id: string; n: number }[] = await this.db.query(
      `SELECT ${key.sql} AS key_id, count(DISTINCT t.id)::int AS n
         FROM ${this.table} t
        CROSS JOIN LATERAL (SELECT (t.${this.column})::jsonb AS doc) d
         JOIN unnest($2::text[], $3::text[]) AS f(resource, name) ON f.resource = split_part(d.doc->>'type', '.', 1)
        CROSS JOIN unnest(ARRAY['object', 'previousAttributes']) AS p(part)
        CROSS JOIN LATERAL (SELECT d.doc->'data'->p.part->>f.name AS value) v
        WHERE t.company_id = $1 AND jsonb_typeof(d.doc->'data'->p.part->f.name) = 'string' AND v.value <> ''
        GROUP BY 1`,
      [companyId, ...this.sealedFields(), ...key.params],
    );
    return Object.fromEntries(rows.map((r) => [r.key_id, r.n]));
  }

  async reencrypt(companyId: string, active: DataKey, limit: number, after: string | null): Promise<ReencryptBatch> {
    const needs = needsActiveKeySql(`(t.${this.column})::jsonb->'data'->p.part->>f.name`, active.id, 6);
    const rows: { id: string; payload: string | EventPayload }[] = await this.db.query(
      `SELECT t.id, t.${this.column} AS payload FROM ${this.table} t
        WHERE t.company_id = $1 AND ($2::text IS NULL OR t.id > $2)
          AND EXISTS (
            SELECT 1 FROM unnest($4::text[], $5::text[]) AS f(resource, name), unnest(ARRAY['object', 'previousAttributes']) AS p(part)
             WHERE f.resource = split_part((t.${this.column})::jsonb->>'type', '.', 1)
               AND jsonb_typeof((t.${this.column})::jsonb->'data'->p.part->f.name) = 'string' AND ${needs.sql})
        ORDER BY t.id LIMIT $3`,
      [companyId, after, limit, ...this.sealedFields(), ...needs.params],
    );
    if (!rows.length) return { handled: 0, next: null };
    const updates = [];
    for (const row of rows) {
      const old = typeof row.payload === 'string' ? row.payload : JSON.stringify(row.payload);
      const payload = JSON.parse(old) as EventPayload;
      const fields = sealedPayloadFields(payload).filter((f) => needsActiveKey(f.part[f.field], active.id));
      const plain = await this.sealed.openAll(fields.map((f) => ({ stored: f.part[f.field], context: f.context })));
      fields.forEach((f, i) => (f.part[f.field] = encryptValue(plain[i] as string, active, f.context)));
      updates.push({ id: row.id, old, fresh: JSON.stringify(payload) });
    }
    await updateWhereUnchanged(this.db, { table: this.table, column: this.column, type: this.where.type, companyId, rows: updates });
    return { handled: rows.length, next: rows.length < limit ? null : rows[rows.length - 1].id };
  }

  async companies(): Promise<string[]> {
    const rows: { company_id: string }[] = await this.db.query(`SELECT DISTINCT company_id FROM ${this.table}`);
    return rows.map((r) => r.company_id);
  }

  /** The (resource, field) pairs of every declared sealed field, as two parallel arrays. */
  private sealedFields(): [string[], string[]] {
    const pairs = allSealedColumns().flatMap((d) => (d.resource ? Object.keys(d.fields).map((field) => [d.resource!, field]) : []));
    return [pairs.map((p) => p[0]), pairs.map((p) => p[1])];
  }
}
