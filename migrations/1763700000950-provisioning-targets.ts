import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The SCIM push connector (docs/decisions-scim.md, "Push connector"): a company's SCIM targets (the bearer token
 * stored sealed), the id each target gave each person's User (with a hash of the User last sent, so an unchanged
 * person sends nothing), and a log of the requests made per target.
 */
export class ProvisioningTargets1763700000950 implements MigrationInterface {
  name = 'ProvisioningTargets1763700000950';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE provisioning_targets (
        id text NOT NULL,
        company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        name text NOT NULL,
        url text NOT NULL,
        token text NOT NULL,
        status text NOT NULL DEFAULT 'active',
        last_sync_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (id, company_id),
        CONSTRAINT provisioning_targets_status_check CHECK (status IN ('active', 'paused'))
      )`);
    await q.query(`CREATE INDEX provisioning_targets_company ON provisioning_targets (company_id, created_at, id)`);
    await q.query(`CREATE INDEX provisioning_targets_active ON provisioning_targets (company_id) WHERE status = 'active'`);
    await q.query(`
      CREATE TABLE provisioning_target_users (
        company_id text NOT NULL,
        target_id text NOT NULL,
        person_id text NOT NULL,
        remote_id text NOT NULL,
        sent_hash text NOT NULL,
        synced_at timestamptz NOT NULL,
        PRIMARY KEY (company_id, target_id, person_id),
        FOREIGN KEY (target_id, company_id) REFERENCES provisioning_targets (id, company_id) ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE provisioning_log (
        id text NOT NULL,
        company_id text NOT NULL,
        target_id text NOT NULL,
        at timestamptz NOT NULL,
        operation text NOT NULL,
        person_id text,
        remote_id text,
        outcome text NOT NULL,
        status_code integer,
        detail text,
        PRIMARY KEY (id, company_id),
        FOREIGN KEY (target_id, company_id) REFERENCES provisioning_targets (id, company_id) ON DELETE CASCADE,
        CONSTRAINT provisioning_log_outcome_check CHECK (outcome IN ('succeeded', 'failed'))
      )`);
    await q.query(`CREATE INDEX provisioning_log_target ON provisioning_log (company_id, target_id, at, id)`);
    await q.query(`CREATE INDEX provisioning_log_age ON provisioning_log (at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE provisioning_log`);
    await q.query(`DROP TABLE provisioning_target_users`);
    await q.query(`DROP TABLE provisioning_targets`);
  }
}
