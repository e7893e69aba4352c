import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GDPR Art. 17 erasure of a person (docs/security.md, "Erasure"): one row per erased person, kept after the person is
 * gone. It drives the erasure job (`pending` until every step ran; the steps can be repeated) and is the lasting
 * marker that the person was erased, which the audit trail joins. No foreign key to people: the person row goes.
 * `erased_at`: when the person's records were deleted, the time the redaction markers carry.
 */
export class PersonErasures1763700000180 implements MigrationInterface {
  name = 'PersonErasures1763700000180';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE person_erasures (
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        person_id text NOT NULL,
        requested_at timestamptz NOT NULL DEFAULT now(),
        requested_by text,
        actor_type text NOT NULL CHECK (actor_type IN ('person', 'system')),
        reason text,
        forced boolean NOT NULL DEFAULT false,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done')),
        counts jsonb NOT NULL DEFAULT '{}'::jsonb,
        erased_at timestamptz,
        finished_at timestamptz,
        PRIMARY KEY (company_id, person_id),
        CHECK ((status = 'done') = (finished_at IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX person_erasures_pending ON person_erasures (requested_at) WHERE status = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE person_erasures`);
  }
}
