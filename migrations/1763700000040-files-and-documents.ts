import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Files and documents (issue 12, D10): uploaded files, the tombstones of deleted files whose bytes are still to
 * be removed from storage, document types, documents, identity document types and identity documents; the
 * existing file references (profile photo, leaving file, equipment file) become composite foreign keys.
 * A file is attached to at most one record: `attached_to` is set once, by a conditional UPDATE. References to
 * files are checked at commit (deferred), so a record can be given a new file and its old one deleted in one write.
 */
export class FilesAndDocuments1763700000040 implements MigrationInterface {
  name = 'FilesAndDocuments1763700000040';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE files (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        person_id text,
        type text NOT NULL CHECK (type IN ('profilePhoto', 'identityDocument', 'document', 'equipment', 'leavingFile')),
        uploaded_by text,
        filename text NOT NULL,
        content_type text NOT NULL,
        size bigint NOT NULL CHECK (size >= 0),
        etag text NOT NULL,
        variants jsonb,
        attached_to text,
        attached_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (company_id, id),
        CHECK ((attached_to IS NULL) = (attached_at IS NULL)),
        FOREIGN KEY (company_id, person_id) REFERENCES people (company_id, id) ON DELETE CASCADE,
        FOREIGN KEY (company_id, uploaded_by) REFERENCES people (company_id, id) ON DELETE SET NULL (uploaded_by)
      )`);
    await q.query(`CREATE INDEX files_person ON files (company_id, person_id)`);
    await q.query(`CREATE INDEX files_uploaded_by ON files (company_id, uploaded_by) WHERE uploaded_by IS NOT NULL`);
    // The cleanup job's scan: unattached files by age.
    await q.query(`CREATE INDEX files_unattached ON files (created_at) WHERE attached_to IS NULL`);
    await q.query(`CREATE UNIQUE INDEX files_attached_to ON files (company_id, attached_to) WHERE attached_to IS NOT NULL`);

    // Every deleted file row, however it went (its record, its person, its company), leaves a tombstone here in the
    // same transaction; the bytes are removed from storage after commit, so a rolled-back delete keeps its bytes.
    await q.query(`
      CREATE TABLE deleted_files (
        file_id text PRIMARY KEY,
        company_id text NOT NULL,
        variants text[] NOT NULL,
        deleted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE FUNCTION files_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO deleted_files (file_id, company_id, variants)
        VALUES (OLD.id, OLD.company_id, ARRAY(SELECT jsonb_object_keys(COALESCE(OLD.variants, '{}'::jsonb))))
        ON CONFLICT (file_id) DO NOTHING;
        RETURN OLD;
      END $$`);
    await q.query(`CREATE TRIGGER files_tombstone AFTER DELETE ON files FOR EACH ROW EXECUTE FUNCTION files_tombstone()`);

    await q.query(`
      CREATE TABLE document_types (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        name text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (company_id, id)
      )`);
    await q.query(`CREATE UNIQUE INDEX document_types_name_unique ON document_types (company_id, lower(name))`);
    await q.query(`CREATE INDEX document_types_list ON document_types (company_id, created_at, id)`);

    await q.query(`
      CREATE TABLE documents (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        person_id text,
        name text NOT NULL,
        document_type_id text,
        link text,
        file_id text,
        source text,
        source_id text,
        issue_date date,
        created_by text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK (link IS NOT NULL OR file_id IS NOT NULL),
        FOREIGN KEY (company_id, person_id) REFERENCES people (company_id, id) ON DELETE CASCADE,
        FOREIGN KEY (company_id, document_type_id) REFERENCES document_types (company_id, id),
        FOREIGN KEY (company_id, file_id) REFERENCES files (company_id, id) DEFERRABLE INITIALLY DEFERRED,
        FOREIGN KEY (company_id, created_by) REFERENCES people (company_id, id) ON DELETE SET NULL (created_by)
      )`);
    await q.query(`CREATE UNIQUE INDEX documents_file ON documents (company_id, file_id) WHERE file_id IS NOT NULL`);
    await q.query(`CREATE INDEX documents_list ON documents (company_id, created_at, id)`);
    await q.query(`CREATE INDEX documents_person ON documents (company_id, person_id, created_at, id)`);
    await q.query(`CREATE INDEX documents_type ON documents (company_id, document_type_id)`);

    await q.query(`
      CREATE TABLE identity_document_types (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        value text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (company_id, id)
      )`);
    await q.query(`CREATE UNIQUE INDEX identity_document_types_value ON identity_document_types (company_id, lower(value))`);
    await q.query(`CREATE INDEX identity_document_types_list ON identity_document_types (company_id, created_at, id)`);

    await q.query(`
      CREATE TABLE identity_documents (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        person_id text NOT NULL,
        type text NOT NULL,
        number text,
        country_code text,
        expiry_date date,
        note text,
        file_id text NOT NULL,
        verified_by text,
        verified_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        -- A verification outlives its verifier's deletion: verified_at stays, verified_by goes.
        CHECK (verified_by IS NULL OR verified_at IS NOT NULL),
        FOREIGN KEY (company_id, person_id) REFERENCES people (company_id, id) ON DELETE CASCADE,
        FOREIGN KEY (company_id, file_id) REFERENCES files (company_id, id) DEFERRABLE INITIALLY DEFERRED,
        FOREIGN KEY (company_id, verified_by) REFERENCES people (company_id, id) ON DELETE SET NULL (verified_by)
      )`);
    await q.query(`CREATE UNIQUE INDEX identity_documents_file ON identity_documents (company_id, file_id)`);
    await q.query(`CREATE INDEX identity_documents_list ON identity_documents (company_id, created_at, id)`);
    await q.query(`CREATE INDEX identity_documents_person ON identity_documents (company_id, person_id, created_at, id)`);

    // No file could be named before this migration: the references were free text, accepted as null only.
    await q.query(`UPDATE people SET profile_photo_id = NULL, leaving_file_id = NULL
                    WHERE profile_photo_id IS NOT NULL OR leaving_file_id IS NOT NULL`);
    await q.query(`UPDATE equipment SET file_id = NULL WHERE file_id IS NOT NULL`);
    await q.query(`ALTER TABLE people
      ADD FOREIGN KEY (company_id, profile_photo_id) REFERENCES files (company_id, id) DEFERRABLE INITIALLY DEFERRED,
      ADD FOREIGN KEY (company_id, leaving_file_id) REFERENCES files (company_id, id) DEFERRABLE INITIALLY DEFERRED`);
    await q.query(`ALTER TABLE equipment ADD FOREIGN KEY (company_id, file_id) REFERENCES files (company_id, id) DEFERRABLE INITIALLY DEFERRED`);
    await q.query(`ALTER TABLE companies ADD COLUMN logo_file_id text`);
    await q.query(`ALTER TABLE companies ADD FOREIGN KEY (id, logo_file_id) REFERENCES files (company_id, id) DEFERRABLE INITIALLY DEFERRED`);

    // D9 defaults for the companies that exist already (new ones get them from CompanySetupService).
    for (const [i, name] of ['Contract', 'Policy', 'Payslip', 'Other'].entries()) {
      await q.query(
        `INSERT INTO document_types (id, company_id, name, created_at, updated_at)
         SELECT 'dt_' || md5(id || $1), id, $1, now() + make_interval(secs => $2 / 1000.0), now() FROM companies`,
        [name, i],
      );
    }
    for (const [i, value] of ['Passport', 'Driving licence', 'National ID card', 'Visa', 'Residence permit'].entries()) {
      await q.query(
        `INSERT INTO identity_document_types (id, company_id, value, created_at, updated_at)
         SELECT 'idt_' || md5(id || $1), id, $1, now() + make_interval(secs => $2 / 1000.0), now() FROM companies`,
        [value, i],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE companies DROP COLUMN logo_file_id`);
    await q.query(`ALTER TABLE equipment DROP CONSTRAINT IF EXISTS equipment_company_id_file_id_fkey`);
    await q.query(`ALTER TABLE people DROP CONSTRAINT IF EXISTS people_company_id_profile_photo_id_fkey`);
    await q.query(`ALTER TABLE people DROP CONSTRAINT IF EXISTS people_company_id_leaving_file_id_fkey`);
    await q.query(`DROP TABLE identity_documents, identity_document_types, documents, document_types`);
    await q.query(`DROP TABLE files`);
    await q.query(`DROP FUNCTION files_tombstone`);
    await q.query(`DROP TABLE deleted_files`);
  }
}
