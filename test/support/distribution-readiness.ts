import { Client } from 'pg';

/**
 * The rules Citus enforces when a table is distributed by company (docs/scaling.md, "Distributing by company"),
 * checked against the catalogue of one schema. A distributed table is one with `company_id` (its distribution
 * column), or `companies` itself (distributed by `id`, co-located with the rest). Each row is one violation:
 *
 * A lookup table listed in KEY_DISTRIBUTED_TABLES is distributed by its key instead (a co-location group of its own).
 *
 * - `unique`: a primary key, unique constraint, unique index or exclusion constraint without the distribution column;
 * - `foreign-key`: a key between distributed tables not co-located, or whose columns do not pair the two distribution columns, or a key
 *   from a distributed table to a table that is not a reference table, or from a reference table to a distributed one;
 * - `sequence`: a sequence (identity or serial) that is not `bigint`;
 * - `undistributed-table`: a table without `company_id` that is not listed as a reference or local table.
 */
export interface ReadinessViolation {
  rule: 'unique' | 'foreign-key' | 'sequence' | 'undistributed-table';
  table: string;
  object: string;
}

export interface UndistributedTable {
  kind: 'reference' | 'local';
  reason: string;
}

/** Tables without company_id, each with why it is not distributed (docs/scaling.md lists the same). */
export const UNDISTRIBUTED_TABLES: Record<string, UndistributedTable> = {
  blind_index_keys: {
    kind: 'reference',
    reason: 'one row: the instance-wide blind-index root key every node reads, whatever the company',
  },
  maintenance_tasks: {
    kind: 'local',
    reason: 'one-off upgrade work done once per installation (a row each), read and written alone by the workers',
  },
  migrations: { kind: 'local', reason: "TypeORM's record of the migrations run: the coordinator runs them" },
  typeorm_metadata: { kind: 'local', reason: "TypeORM's schema-diff metadata, read only by migration tooling on the coordinator" },
};

export interface UniqueException {
  table: string;
  /** The constraint or index name; a pattern where the name is changing elsewhere. */
  name: RegExp;
  reason: string;
}

export interface KeyDistributedTable {
  /** The distribution column: the looked-up value, the table's primary key. */
  column: string;
  reason: string;
}

/**
 * Lookup tables distributed by the value they look up, not by company (docs/scaling.md, "Lookups made before the
 * company is known"): each maps a key that arrives without its company to the company and row, so the company tables
 * keep only keys that hold company_id. Each is its own co-location group: no foreign key may join it to another table.
 */
export const KEY_DISTRIBUTED_TABLES: Record<string, KeyDistributedTable> = {
  api_token_lookup: { column: 'secret_hash', reason: 'a bearer token is resolved by the hash of its secret before its company is known' },
  person_email_lookup: { column: 'email', reason: 'work emails are unique per deployment, whatever their case (the CLI finds a user across companies)' },
  calendar_feed_lookup: { column: 'token_index', reason: 'the calendar feed URL carries only the token: the feed is found by its blind index' },
};

/**
 * Primary keys still without company_id, not by choice: an entry names a table whose entity and migration have yet to
 * make its key (id, company_id). None is left; the list stays for the next table that needs one.
 */
export const PENDING_PRIMARY_KEYS: UniqueException[] = [];

/** The violations found in `schema`; empty when the schema can be distributed as docs/scaling.md says. */
export async function readinessViolations(client: Client, schema: string): Promise<ReadinessViolation[]> {
  const keyed = Object.entries(KEY_DISTRIBUTED_TABLES);
  const { rows } = await client.query<ReadinessViolation>(READINESS_QUERY, [
    schema, Object.keys(referenceTables()), keyed.map(([table]) => table), keyed.map(([, t]) => t.column),
  ]);
  return rows;
}

/** The violations not on the documented lists. */
export function undocumented(violations: ReadinessViolation[]): ReadinessViolation[] {
  return violations.filter((v) => {
    if (v.rule === 'undistributed-table') return !(v.table in UNDISTRIBUTED_TABLES);
    // A local table stays on the coordinator: its sequence is never split across nodes (TypeORM's migrations.id).
    if (v.rule === 'sequence') return UNDISTRIBUTED_TABLES[v.table]?.kind !== 'local';
    if (v.rule === 'unique') {
      return !PENDING_PRIMARY_KEYS.some((e) => e.table === v.table && e.name.test(v.object));
    }
    return true;
  });
}

function referenceTables(): Record<string, UndistributedTable> {
  return Object.fromEntries(Object.entries(UNDISTRIBUTED_TABLES).filter(([, t]) => t.kind === 'reference'));
}

const READINESS_QUERY = `
WITH keyed AS (
  SELECT * FROM unnest($3::text[], $4::text[]) AS k (name, column_name)
),
located AS (
  SELECT c.oid, c.relname AS name,
         (SELECT a.attnum FROM keyed k JOIN pg_attribute a ON a.attname = k.column_name
           WHERE k.name = c.relname AND a.attrelid = c.oid AND NOT a.attisdropped) AS key_col,
         COALESCE((SELECT a.attnum FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped),
                  CASE WHEN c.relname = 'companies' THEN (SELECT a.attnum FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'id') END)
           AS company_col
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE n.nspname = $1 AND c.relkind IN ('r', 'p')
),
tables AS (
  -- A lookup table distributed by its key is a co-location group of its own; the rest go with their company.
  SELECT oid, name, COALESCE(key_col, company_col) AS dist_col,
         CASE WHEN key_col IS NOT NULL THEN 'key:' || name ELSE 'company' END AS colocation
    FROM located
),
uniques AS (
  SELECT 'unique'::text AS rule, t.name AS "table", i.relname AS object
    FROM tables t
    JOIN pg_index x ON x.indrelid = t.oid
    JOIN pg_class i ON i.oid = x.indexrelid
   WHERE t.dist_col IS NOT NULL
     AND (x.indisunique OR x.indisprimary OR x.indisexclusion)
     AND NOT (t.dist_col = ANY (x.indkey::int2[]))
),
foreign_keys AS (
  SELECT 'foreign-key'::text AS rule, f.name AS "table", k.conname::text AS object
    FROM pg_constraint k
    JOIN tables f ON f.oid = k.conrelid
    JOIN tables r ON r.oid = k.confrelid
   WHERE k.contype = 'f'
     AND CASE
           WHEN f.dist_col IS NOT NULL AND r.dist_col IS NOT NULL THEN f.colocation <> r.colocation OR NOT EXISTS (
             SELECT 1 FROM unnest(k.conkey, k.confkey) AS pair (from_col, to_col)
              WHERE pair.from_col = f.dist_col AND pair.to_col = r.dist_col)
           WHEN f.dist_col IS NOT NULL THEN NOT (r.name = ANY ($2::text[]))
           ELSE r.dist_col IS NOT NULL
         END
),
sequences AS (
  SELECT 'sequence'::text AS rule, COALESCE(owner.relname, s.relname)::text AS "table", s.relname::text AS object
    FROM pg_sequence q
    JOIN pg_class s ON s.oid = q.seqrelid
    JOIN pg_namespace n ON n.oid = s.relnamespace
    LEFT JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass
    LEFT JOIN pg_class owner ON owner.oid = d.refobjid
   WHERE n.nspname = $1 AND q.seqtypid <> 'int8'::regtype
),
undistributed AS (
  SELECT 'undistributed-table'::text AS rule, t.name::text AS "table", t.name::text AS object
    FROM tables t WHERE t.dist_col IS NULL
)
SELECT * FROM uniques UNION ALL SELECT * FROM foreign_keys UNION ALL SELECT * FROM sequences UNION ALL SELECT * FROM undistributed
ORDER BY 1, 2, 3`;
