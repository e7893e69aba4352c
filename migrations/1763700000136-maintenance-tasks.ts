import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One-off work an upgrade leaves to the workers, each done once per installation (a row when it is done). The first:
 * encrypting the values stored before encryption at rest (docs/security.md, "Data-key rotation"). An installation
 * with no company yet has nothing stored plain, so it starts with that task done.
 */
export class MaintenanceTasks1763700000136 implements MigrationInterface {
  name = 'MaintenanceTasks1763700000136';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE maintenance_tasks (
        name text PRIMARY KEY,
        done_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO maintenance_tasks (name) SELECT 'encrypt-existing-values' WHERE NOT EXISTS (SELECT 1 FROM companies)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE maintenance_tasks`);
  }
}
