import { Client } from 'pg';
import { connectedTestDatabase, TestDatabase } from '../support/test-app';
import {
  GLOBAL_UNIQUE_EXCEPTIONS,
  PENDING_PRIMARY_KEYS,
  readinessViolations,
  undocumented,
  UNDISTRIBUTED_TABLES,
} from '../support/distribution-readiness';

/**
 * D16 and docs/scaling.md: the migrated schema can be distributed by company on Citus. The readiness query applies the
 * rules Citus enforces (unique keys hold the distribution column, foreign keys are co-located or point at reference
 * tables, sequences are bigint, every table is distributed or a listed reference/local table); the only rows it may
 * return are the exceptions docs/scaling.md argues.
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

  it('documents only exceptions that exist (a stale entry would hide a future violation)', async () => {
    const violations = await readinessViolations(client, 'public');
    for (const exception of [...GLOBAL_UNIQUE_EXCEPTIONS, ...PENDING_PRIMARY_KEYS]) {
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
      `);
      const violations = await readinessViolations(client, 'readiness_scratch');
      expect(violations).toEqual([
        { rule: 'foreign-key', table: 'crossed', object: 'crossed_company_id_fkey' },
        { rule: 'foreign-key', table: 'crossed', object: 'crossed_other_company_id_person_id_fkey' },
        { rule: 'foreign-key', table: 'notes', object: 'notes_person_id_fkey' },
        { rule: 'foreign-key', table: 'settings', object: 'settings_person_id_fkey' },
        { rule: 'sequence', table: 'notes', object: 'notes_counter_seq' },
        { rule: 'sequence', table: 'small_numbers', object: 'small_numbers' },
        { rule: 'undistributed-table', table: 'settings', object: 'settings' },
        { rule: 'unique', table: 'people', object: 'people_email' },
        { rule: 'unique', table: 'people', object: 'people_pkey' },
      ]);
      expect(undocumented(violations)).toEqual(violations);
    } finally {
      await client.query('DROP SCHEMA readiness_scratch CASCADE');
    }
  });
});
