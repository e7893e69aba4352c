import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Data exports keep the token they were asked with (D11): the worker, and the re-queue sweep of pending exports,
 * build with that token's rights, and the signed link answers 404 once that token is revoked or expired or its
 * maker can no longer sign in. Exports made before this column existed have none: their link answers 404 and a
 * pending one is failed by the sweep (exports live an hour, DATA_EXPORT_TTL).
 */
export class DataExportTokens1763700000070 implements MigrationInterface {
  name = 'DataExportTokens1763700000070';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE data_exports ADD COLUMN token_id text`);
    // The re-queue sweep reads pending exports of every company; the quotas count pending exports per company and maker.
    await q.query(`CREATE INDEX data_exports_pending ON data_exports (company_id, created_by) WHERE status = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX data_exports_pending`);
    await q.query(`ALTER TABLE data_exports DROP COLUMN token_id`);
  }
}
