import type { DataSource } from 'typeorm';
import type { DataKey } from '../data-key-store';
import type { SealedColumns } from '../sealed/sealed-columns';
import { fieldContext, type SealedValues } from '../sealed/sealed-values';
import { encryptValue } from '../value-cipher';
import type { KeyedStore, ReencryptBatch } from './keyed-store';
import { identifier, keyIdSql, needsActiveKeySql } from './stored-value-sql';
import { updateWhereUnchanged } from './update-where-unchanged';

/** One declared sealed column (sealed-columns.ts) of a company-owned table (`id`, `company_id`), as a keyed store. */
export class SealedColumnStore implements KeyedStore {
  readonly unit = 'rows';
  readonly name: string;
  private readonly table: string;
  private readonly column: string;

  constructor(
    private readonly db: DataSource,
    private readonly sealed: SealedValues,
    private readonly declaration: SealedColumns,
    private readonly field: string,
  ) {
    this.table = identifier(declaration.table);
    this.column = identifier(declaration.fields[field]);
    this.name = `${this.table}.${this.column}`;
  }

  async countByKey(companyId: string): Promise<Record<string, number>> {
    const key = keyIdSql(this.column, 2);
    const rows: { key_id: string; n: number }[] = await this.db.query(
      `SELECT ${key.sql} AS key_id, count(*)::int AS n FROM ${this.table}
        WHERE company_id = $1 AND ${this.column} IS NOT NULL AND ${this.column} <> '' GROUP BY 1`,
      [companyId, ...key.params],
    );
    return Object.fromEntries(rows.map((r) => [r.key_id, r.n]));
  }

  async reencrypt(companyId: string, active: DataKey, limit: number, after: string | null): Promise<ReencryptBatch> {
    const needs = needsActiveKeySql(this.column, active.id, 4);
    const rows: { id: string; value: string }[] = await this.db.query(
      `SELECT id, ${this.column} AS value FROM ${this.table}
        WHERE company_id = $1 AND ($2::text IS NULL OR id > $2) AND ${needs.sql} ORDER BY id LIMIT $3`,
      [companyId, after, limit, ...needs.params],
    );
    if (!rows.length) return { handled: 0, next: null };
    const contexts = rows.map((r) => fieldContext(this.declaration, this.field, companyId, r.id));
    const plain = await this.sealed.openAll(rows.map((r, i) => ({ stored: r.value, context: contexts[i] })));
    await updateWhereUnchanged(this.db, {
      table: this.table,
      column: this.column,
      type: 'text',
      companyId,
      rows: rows.map((r, i) => ({ id: r.id, old: r.value, fresh: encryptValue(plain[i] as string, active, contexts[i]) })),
    });
    return { handled: rows.length, next: rows.length < limit ? null : rows[rows.length - 1].id };
  }

  async companies(): Promise<string[]> {
    const rows: { company_id: string }[] = await this.db.query(`SELECT DISTINCT company_id FROM ${this.table} WHERE ${this.column} IS NOT NULL`);
    return rows.map((r) => r.company_id);
  }
}
