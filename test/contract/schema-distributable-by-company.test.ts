import { Client } from 'pg';
import { connectedTestDatabase, TestDatabase } from '../support/test-app';
import {
  KEY_DISTRIBUTED_TABLES,
  PENDING_PRIMARY_KEYS,
  readinessViolations,
  undocumented,
  UNDISTRIBUTED_TABLES,
} from '../support/distribution-readiness';

/**
 * D16 and docs/scaling.md: the migrated schema can be distributed by company on Citus. The readiness query applies the
 * rules Citus enforces (unique keys hold the distribution column, foreign keys are co-located or point at reference
 * tables, sequences are bigint, every table is distributed or a listed reference/local table); the only rows it may
 * return are the local tables docs/scaling.md lists. Lookups made before the company is known go through lookup
 * tables distributed by their key (KEY_DISTRIBUTED_TABLES), so no unique key of a company table lacks company_id.
 */
describe('the schema can be distributed by company', () => {
  let database: TestDatabase | undefined;
  let client: Client;

  beforeAll(async () => {
    database = await connectedTestDatabase();
    client = database.client;
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  it('breaks no rule of a distributed table beyond the documented exceptions', async () => {
    expect(undocumented(await readinessViolations(client, 'public'))).toEqual([]);
  });

  it('leaves no unique key of a company table without company_id: the global lookups have their own tables', async () => {
    const violations = await readinessViolations(client, 'public');
    expect(violations.filter((v) => v.rule === 'unique')).toEqual([]);
  });

  it('distributes each lookup table by a key column that is its whole primary key', async () => {
    const { rows } = await client.query(
      `SELECT c.relname AS table, array_agg(a.attname::text ORDER BY a.attnum) AS key
         FROM pg_index x JOIN pg_class c ON c.oid = x.indrelid JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY (x.indkey::int2[])
        WHERE x.indisprimary AND c.relnamespace = 'public'::regnamespace AND c.relname = ANY ($1)
        GROUP BY c.relname ORDER BY c.relname`,
      [Object.keys(KEY_DISTRIBUTED_TABLES)],
    );
    const expected = Object.entries(KEY_DISTRIBUTED_TABLES).map(([table, t]) => ({ table, key: [t.column] }));
    expect(rows).toEqual(expected.sort((a, b) => a.table.localeCompare(b.table)));
  });

  it('documents only exceptions that exist (a stale entry would hide a future violation)', async () => {
    const violations = await readinessViolations(client, 'public');
    for (const exception of PENDING_PRIMARY_KEYS) {
      const found = violations.filter((v) => v.rule === 'unique' && v.table === exception.table && exception.name.test(v.object));
      expect({ exception: exception.name.source, found: found.length > 0 }).toEqual({ exception: exception.name.source, found: true });
    }
    const undistributed = violations.filter((v) => v.rule === 'undistributed-table').map((v) => v.table);
    expect(undistributed.sort()).toEqual(Object.keys(UNDISTRIBUTED_TABLES).sort());
  });

  it('reports a planted violation of every rule', async () => {
    await client.query('DROP SCHEMA IF EXISTS readiness_scratch CASCADE');
    await client.query('CREATE SCHEMA readiness_scratch');
    try {
      await client.query(`
        CREATE TABLE readiness_scratch.companies (id text PRIMARY KEY);
        CREATE TABLE readiness_scratch.people (
          id text PRIMARY KEY,
          company_id text NOT NULL REFERENCES readiness_scratch.companies (id),
          email text,
          UNIQUE (company_id, id)
        );
        CREATE UNIQUE INDEX people_email ON readiness_scratch.people (email);
        CREATE TABLE readiness_scratch.notes (
          id text,
          company_id text NOT NULL,
          person_id text REFERENCES readiness_scratch.people (id),
          author_id text,
          counter serial,
          PRIMARY KEY (company_id, id),
          FOREIGN KEY (company_id, author_id) REFERENCES readiness_scratch.people (company_id, id)
        );
        CREATE TABLE readiness_scratch.settings (key text PRIMARY KEY, person_id text REFERENCES readiness_scratch.people (id));
        CREATE TABLE readiness_scratch.crossed (
          id text, company_id text NOT NULL, other_company_id text, person_id text,
          PRIMARY KEY (company_id, id),
          FOREIGN KEY (other_company_id, person_id) REFERENCES readiness_scratch.people (company_id, id),
          FOREIGN KEY (company_id) REFERENCES readiness_scratch.settings (key)
        );
        CREATE SEQUENCE readiness_scratch.small_numbers AS integer;
        CREATE TABLE readiness_scratch.api_token_lookup (
          secret_hash text PRIMARY KEY, company_id text NOT NULL, token_id text NOT NULL,
          FOREIGN KEY (company_id) REFERENCES readiness_scratch.companies (id)
        );
        CREATE UNIQUE INDEX token_lookup_by_company ON readiness_scratch.api_token_lookup (company_id, token_id);
      `);
      const violations = await readinessViolations(client, 'readiness_scratch');
      // The lookup table is distributed by its key: its primary key passes, a key joining it to a company does not.
      expect(violations).toEqual([
        { rule: 'foreign-key', table: 'api_token_lookup', object: 'api_token_lookup_company_id_fkey' },
        { rule: 'foreign-key', table: 'crossed', object: 'crossed_company_id_fkey' },
        { rule: 'foreign-key', table: 'crossed', object: 'crossed_other_company_id_person_id_fkey' },
        { rule: 'foreign-key', table: 'notes', object: 'notes_person_id_fkey' },
        { rule: 'foreign-key', table: 'settings', object: 'settings_person_id_fkey' },
        { rule: 'sequence', table: 'notes', object: 'notes_counter_seq' },
        { rule: 'sequence', table: 'small_numbers', object: 'small_numbers' },
        { rule: 'undistributed-table', table: 'settings', object: 'settings' },
        { rule: 'unique', table: 'api_token_lookup', object: 'token_lookup_by_company' },
        { rule: 'unique', table: 'people', object: 'people_email' },
        { rule: 'unique', table: 'people', object: 'people_pkey' },
      ]);
      expect(undocumented(violations)).toEqual(violations);
    } finally {
      await client.query('DROP SCHEMA readiness_scratch CASCADE');
    }
  });
});
