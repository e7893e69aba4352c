import { DataSource } from 'typeorm';
import { MAX_PREPARED_SHAPES } from '../database/prepared-query';
import { FieldPlans } from './field-plan';
import { ReadDeclaration } from './read-declaration';

/** UTC ISO text with milliseconds (D7), made by PostgreSQL so rows carry no Date objects to convert. */
export const isoTimestampSql = (expression: string) => `to_char(${expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const TIMESTAMP_TYPES = new Set(['timestamptz', 'timestamp with time zone']);

/** How a list's page is cut (CompiledRead.pageSql). */
export type PageCut = 'rows' | 'ids' | 'matches';

/** One statement of a read: text with positional placeholders only, and its values. */
export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * Statement texts kept, across every compiled read (each by its WHERE text and the rest of its shape); past the bound
 * they are built each time. As many as the prepared shapes (MAX_PREPARED_SHAPES): a text past those runs unnamed.
 */
export const MAX_KEPT_TEXTS = MAX_PREPARED_SHAPES;
let keptTexts = 0;

/**
 * A resource's read declaration compiled once: the select list naming every API field, the table,
 * the joins and the field plans. The per-request part is only the WHERE text (tenancy, policy, filters), which
 * the service hands in already positional.
 * Each statement's text is kept by its shape (the WHERE text and what else it varies with): a request then hands pg
 * the same string as the last request of that shape, whose hash (the prepared statement's name, statementName) V8
 * has already computed, instead of a new text of several kilobytes hashed again (docs/performance.md, "Third round:
 * the request pipeline").
 */
export class CompiledRead {
  readonly table: string;
  readonly select: string;
  readonly plans: FieldPlans;
  /** Whether rows carry company_id (a deep page's rows are joined back on it as well as on id). */
  private readonly tenantColumn: boolean;
  private readonly texts = new Map<string, string>();

  constructor(db: DataSource, entity: Function, readonly alias: string, readonly read: ReadDeclaration) {
    const metadata = db.getMetadata(entity);
    this.table = metadata.tableName;
    this.tenantColumn = metadata.findColumnWithPropertyName('companyId')?.databaseName === 'company_id';
    this.select = [...read.fields, ...(read.opened ?? [])].map((field) => `${this.fieldSql(metadata.findColumnWithPropertyName(field), field)} AS "${field}"`).join(',\n       ');
    this.plans = new FieldPlans(read);
  }

  private fieldSql(column: { databaseName: string; type: unknown } | undefined, field: string): string {
    const declared = this.read.sql?.[field];
    if (declared !== undefined) return declared;
    if (!column) throw new Error(`read declaration of ${this.table}: field ${field} is neither a column nor declared in sql`);
    const expression = `${this.alias}.${column.databaseName}`;
    return typeof column.type === 'string' && TIMESTAMP_TYPES.has(column.type) ? isoTimestampSql(expression) : expression;
  }

  private get joins(): string {
    return this.read.joins ? `\n  ${this.read.joins.trim()}` : '';
  }

  /** The text of a statement's shape: the one kept, else built (and kept while there is room). */
  private kept(key: string, build: () => string): string {
    let text = this.texts.get(key);
    if (text === undefined) {
      text = build();
      if (keptTexts < MAX_KEPT_TEXTS) {
        this.texts.set(key, text);
        keptTexts += 1;
      }
    }
    return text;
  }

  countSql(where: string): string {
    return this.kept(`count\0${where}`, () => `SELECT count(*)::int AS total FROM ${this.table} ${this.alias} WHERE ${where}`);
  }

  /**
   * The page is cut first (index order, LIMIT/OFFSET), then only its rows are joined and shaped. How it is cut:
   * `rows` walks the list order; `ids` (a deep page) cuts ids only (an index-only scan where the index carries the
   * filter's columns, instead of reading every skipped row), then reads its rows by id; `matches` (a narrowed list,
   * page-narrowing.ts) finds the matching rows first in a MATERIALIZED CTE, through the indexes of its filters (the
   * planner cannot walk the list order hoping to meet them early), then sorts top-N and cuts them.
   */
  pageSql(where: string, order: string, limit: string, skip: string | null, cut: PageCut = 'rows'): string {
    return this.kept(`page\0${where}\0${order}\0${limit}\0${skip}\0${cut}`, () => this.buildPageSql(where, order, limit, skip, cut));
  }

  private buildPageSql(where: string, order: string, limit: string, skip: string | null, cut: PageCut): string {
    const a = this.alias;
    const key = this.tenantColumn ? ['company_id', 'id'] : ['id'];
    const bounds = skip === null ? `LIMIT ${limit}` : `LIMIT ${limit} OFFSET ${skip}`;
    const page =
      cut === 'ids'
        ? `SELECT ${a}.* FROM (SELECT ${key.map((c) => `${a}.${c}`).join(', ')} FROM ${this.table} ${a} WHERE ${where} ORDER BY ${order} ${bounds}) ${a}_page
    JOIN ${this.table} ${a} ON ${key.map((c) => `${a}.${c} = ${a}_page.${c}`).join(' AND ')}`
        : cut === 'matches'
          ? `WITH ${a}_matches AS MATERIALIZED (SELECT ${a}.* FROM ${this.table} ${a} WHERE ${where})
    SELECT ${a}.* FROM ${a}_matches ${a} ORDER BY ${order} ${bounds}`
          : `SELECT ${a}.* FROM ${this.table} ${a} WHERE ${where} ORDER BY ${order} ${bounds}`;
    return `SELECT ${this.select}
  FROM (${page}) ${a}${this.joins}
 ORDER BY ${order}`;
  }

  byIdSql(where: string, id: string): string {
    return this.kept(`id\0${where}\0${id}`, () => `SELECT ${this.select}
  FROM ${this.table} ${this.alias}${this.joins}
 WHERE ${where} AND ${this.alias}.id = ${id}`);
  }

  /** Rows by a text[] of ids (the answers to writes, event payloads), in no particular order. */
  byIdsSql(where: string, ids: string): string {
    return this.kept(`ids\0${where}\0${ids}`, () => `SELECT ${this.select}
  FROM ${this.table} ${this.alias}${this.joins}
 WHERE ${where} AND ${this.alias}.id = ANY(${ids})`);
  }
}
