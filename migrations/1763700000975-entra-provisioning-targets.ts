import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Push targets of a second kind (docs/decisions-scim.md, "Entra"): Microsoft Entra's API-driven inbound provisioning,
 * reached at a synchronization job's bulkUpload endpoint with an OAuth client-credentials grant. A target is `scim`
 * (the bearer token, as before) or `entraBulkUpload` (tenant, client id and the client secret, stored sealed); the
 * database holds each kind to its own credentials. Beside the hash of the User last sent, whether it was active: a
 * person no longer listed whose User was last sent inactive needs nothing more.
 */
export class EntraProvisioningTargets1763700000975 implements MigrationInterface {
  name = 'EntraProvisioningTargets1763700000975';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE provisioning_targets
        ADD COLUMN kind text NOT NULL DEFAULT 'scim',
        ADD COLUMN tenant_id text,
        ADD COLUMN client_id text,
        ADD COLUMN client_secret text,
        ALTER COLUMN token DROP NOT NULL,
        ADD CONSTRAINT provisioning_targets_kind_check CHECK (kind IN ('scim', 'entraBulkUpload')),
        ADD CONSTRAINT provisioning_targets_credentials_check CHECK (
          (kind = 'scim' AND token IS NOT NULL AND tenant_id IS NULL AND client_id IS NULL AND client_secret IS NULL)
          OR (kind = 'entraBulkUpload' AND token IS NULL AND tenant_id IS NOT NULL AND client_id IS NOT NULL AND client_secret IS NOT NULL))`);
    await q.query(`ALTER TABLE provisioning_target_users ADD COLUMN sent_active boolean`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE provisioning_target_users DROP COLUMN sent_active`);
    await q.query(`DELETE FROM provisioning_targets WHERE kind <> 'scim'`);
    await q.query(`
      ALTER TABLE provisioning_targets
        DROP CONSTRAINT provisioning_targets_credentials_check,
        DROP CONSTRAINT provisioning_targets_kind_check,
        ALTER COLUMN token SET NOT NULL,
        DROP COLUMN client_secret,
        DROP COLUMN client_id,
        DROP COLUMN tenant_id,
        DROP COLUMN kind`);
  }
}
