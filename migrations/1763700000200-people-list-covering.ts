import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The people list's index carries the columns of the default filter (status, employment end), so a deep page
 * (`$skip` in the tens of thousands) is cut by an index-only scan before its rows are read (docs/performance.md,
 * "Cost as companies grow").
 */
export class PeopleListCovering1763700000200 implements MigrationInterface {
  name = 'PeopleListCovering1763700000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX people_list_covering ON people (company_id, created_at, id) INCLUDE (status, employment_end_date)`);
    await q.query(`DROP INDEX people_list`);
    await q.query(`ALTER INDEX people_list_covering RENAME TO people_list`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX people_list_plain ON people (company_id, created_at, id)`);
    await q.query(`DROP INDEX people_list`);
    await q.query(`ALTER INDEX people_list_plain RENAME TO people_list`);
  }
}
