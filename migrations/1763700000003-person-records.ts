import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Person-owned records (issue 4): compensation types and compensations, bank accounts,
 * emergency contacts, equipment with its name and type catalogue, custom fields and values.
 * Every table carries company_id, indexes lead with it, and rows point at their person through
 * (company_id, person_id) so they can never cross companies and go with their person.
 */
export class PersonRecords1763700000003 implements MigrationInterface {
  name = 'PersonRecords1763700000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE compensation_types (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        name text NOT NULL,
        base_type text NOT NULL CHECK (base_type IN ('salary', 'bonus', 'commission', 'equity', 'custom')),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (company_id, id)
      )`);
    await q.query(`CREATE UNIQUE INDEX compensation_types_name_unique ON compensation_types (company_id, lower(name))`);
    await q.query(`CREATE INDEX compensation_types_list ON compensation_types (company_id, created_at, id)`);

    // amount: exact numeric plus a percentage flag ("12.5%" is 12.5 with is_percentage).
    // superseded_on: when the next entry of the same person and type takes effect ('infinity' for the latest),
    // kept by the service in the write's transaction, so `$asOf` is a range condition one index serves.
    await q.query(`
      CREATE TABLE compensations (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        person_id text NOT NULL,
        compensation_type_id text NOT NULL,
        amount numeric NOT NULL CHECK (amount >= 0),
        is_percentage boolean NOT NULL,
        currency text CHECK (currency ~ '^[A-Z]{3}$'),
        period text NOT NULL CHECK (period IN
          ('annual', 'biannual', 'quarterly', 'monthly', 'semimonthly', 'biweekly', 'weekly', 'daily', 'hourly', 'fixed', 'sale')),
        note text,
        effective_date date NOT NULL,
        end_date date,
        end_reason text,
        superseded_on date NOT NULL DEFAULT 'infinity',
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK (superseded_on >= effective_date),
        CHECK (end_date IS NULL OR end_date >= effective_date),
        CHECK (end_reason IS NULL OR end_date IS NOT NULL),
        FOREIGN KEY (company_id, person_id) REFERENCES people (company_id, id) ON DELETE CASCADE,
        FOREIGN KEY (company_id, compensation_type_id) REFERENCES compensation_types (company_id, id)
      )`);
    await q.query(`CREATE INDEX compensations_list ON compensations (company_id, created_at, id)`);
    // $asOf=D: effective_date <= D < superseded_on (and not ended before D).
    await q.query(`CREATE INDEX compensations_as_of ON compensations (company_id, superseded_on, effective_date) INCLUDE (end_date)`);
    // The personId filter, and a person's chain in order when it is relinked.
    await q.query(`
      CREATE INDEX compensations_person ON compensations (company_id, person_id, compensation_type_id, effective_date, created_at, id)`);
    await q.query(`CREATE INDEX compensations_type ON compensations (company_id, compensation_type_id)`);

    await q.query(`
      CREATE TABLE bank_accounts (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        person_id text NOT NULL,
        bank_name text,
        name_on_account text,
        account_number text,
        swift_code text,
        sort_code text,
        routing_number text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT bank_accounts_one_per_person UNIQUE (company_id, person_id),
        FOREIGN KEY (company_id, person_id) REFERENCES people (company_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX bank_accounts_list ON bank_accounts (company_id, created_at, id)`);

    // slot 1 or 2 caps a person at two contacts in the database itself; the partial index allows one primary.
    await q.query(`
      CREATE TABLE emergency_contacts (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        person_id text NOT NULL,
        name text,
        email text,
        phone_number text,
        relationship text,
        is_primary boolean NOT NULL,
        slot smallint NOT NULL CHECK (slot IN (1, 2)),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT emergency_contacts_at_most_two UNIQUE (company_id, person_id, slot),
        FOREIGN KEY (company_id, person_id) REFERENCES people (company_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX emergency_contacts_one_primary ON emergency_contacts (company_id, person_id) WHERE is_primary`);
    await q.query(`CREATE INDEX emergency_contacts_list ON emergency_contacts (company_id, created_at, id)`);

    await q.query(`
      CREATE TABLE equipment (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        person_id text NOT NULL,
        type text NOT NULL,
        name text NOT NULL,
        serial_number text,
        cost numeric CHECK (cost >= 0),
        currency text CHECK (currency ~ '^[A-Z]{3}$'),
        note text,
        file_id text,
        issue_date date NOT NULL,
        receipt_date date,
        collection_date date,
        collected_by text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK (receipt_date IS NULL OR receipt_date >= issue_date),
        CHECK (collection_date IS NULL OR collection_date >= issue_date),
        FOREIGN KEY (company_id, person_id) REFERENCES people (company_id, id) ON DELETE CASCADE,
        FOREIGN KEY (company_id, collected_by) REFERENCES people (company_id, id) ON DELETE SET NULL (collected_by)
      )`);
    await q.query(`CREATE INDEX equipment_list ON equipment (company_id, created_at, id)`);
    await q.query(`CREATE INDEX equipment_person ON equipment (company_id, person_id)`);
    await q.query(`CREATE INDEX equipment_type_name ON equipment (company_id, lower(type), lower(name))`);
    await q.query(`CREATE INDEX equipment_collected_by ON equipment (company_id, collected_by) WHERE collected_by IS NOT NULL`);

    // The catalogue behind GET /api/equipment-types and /api/equipment-names: defaults plus values once used.
    await q.query(`
      CREATE TABLE equipment_types (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        value text NOT NULL,
        is_default boolean NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX equipment_types_value ON equipment_types (company_id, lower(value))`);
    await q.query(`CREATE INDEX equipment_types_list ON equipment_types (company_id, created_at, id)`);
    await q.query(`
      CREATE TABLE equipment_names (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        type text NOT NULL,
        value text NOT NULL,
        is_default boolean NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX equipment_names_value ON equipment_names (company_id, lower(type), lower(value))`);
    await q.query(`CREATE INDEX equipment_names_list ON equipment_names (company_id, created_at, id)`);

    await q.query(`
      CREATE TABLE custom_fields (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        name text NOT NULL,
        section text NOT NULL CHECK (section IN
          ('basics', 'health', 'diversity', 'banking', 'equipment', 'social', 'employment', 'jobRole', 'compensation', 'offboarding')),
        type text NOT NULL CHECK (type IN ('text', 'longText', 'select', 'multiSelect', 'link', 'date', 'person')),
        resource_id text,
        config jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (company_id, id),
        UNIQUE (company_id, id, section),
        CHECK (section <> 'diversity' OR type IN ('text', 'select', 'multiSelect')),
        CHECK (resource_id IS NULL OR section = 'compensation'),
        FOREIGN KEY (company_id, resource_id) REFERENCES compensation_types (company_id, id)
      )`);
    await q.query(`
      CREATE UNIQUE INDEX custom_fields_name_unique ON custom_fields (company_id, section, COALESCE(resource_id, ''), lower(name))`);
    await q.query(`CREATE INDEX custom_fields_list ON custom_fields (company_id, created_at, id)`);

    // section copies the field's (immutable) section so access rules need no join; the FK keeps them equal.
    await q.query(`
      CREATE TABLE custom_values (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        person_id text NOT NULL,
        custom_field_id text NOT NULL,
        section text NOT NULL,
        resource_id text,
        value jsonb,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        FOREIGN KEY (company_id, person_id) REFERENCES people (company_id, id) ON DELETE CASCADE,
        FOREIGN KEY (company_id, custom_field_id, section) REFERENCES custom_fields (company_id, id, section) ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE UNIQUE INDEX custom_values_one_per_field ON custom_values (company_id, person_id, custom_field_id, COALESCE(resource_id, ''))`);
    await q.query(`CREATE INDEX custom_values_list ON custom_values (company_id, created_at, id)`);
    await q.query(`CREATE INDEX custom_values_field ON custom_values (company_id, custom_field_id)`);
    await q.query(`CREATE INDEX custom_values_resource ON custom_values (company_id, resource_id) WHERE resource_id IS NOT NULL`);

    // Companies made before this migration get the defaults new companies are made with (D9).
    const randomId = `rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=')`;
    await q.query(`
      INSERT INTO compensation_types (id, company_id, name, base_type, created_at, updated_at)
      SELECT ${randomId}, c.id, d.name, d.base_type, now() + d.ord * interval '1 millisecond', now() + d.ord * interval '1 millisecond'
        FROM companies c
       CROSS JOIN (VALUES ('Salary', 'salary', 1), ('Bonus', 'bonus', 2), ('Commission', 'commission', 3), ('Equity', 'equity', 4))
             AS d (name, base_type, ord)`);
    await q.query(`
      INSERT INTO equipment_types (id, company_id, value, is_default, created_at, updated_at)
      SELECT ${randomId}, c.id, d.value, true, now() + d.ord * interval '1 millisecond', now() + d.ord * interval '1 millisecond'
        FROM companies c
       CROSS JOIN (VALUES ('Laptop', 1), ('Monitor', 2), ('Phone', 3), ('Headset', 4), ('Keyboard', 5), ('Mouse', 6), ('Other', 7))
             AS d (value, ord)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'custom_values', 'custom_fields', 'equipment_names', 'equipment_types', 'equipment', 'emergency_contacts',
      'bank_accounts', 'compensations', 'compensation_types',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table} CASCADE`);
    }
  }
}
