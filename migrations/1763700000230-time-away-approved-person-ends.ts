import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The approved entries of a person by end date, carrying every column a calendar feed reads: the feed's entries of
 * the owner and their reports in its window are cut to its first 5,000 by an index-only scan, without reading the
 * table's rows (docs/performance.md, "Time away at volume").
 */
export class TimeAwayApprovedPersonEnds1763700000230 implements MigrationInterface {
  name = 'TimeAwayApprovedPersonEnds1763700000230';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX time_away_approved_person_ends ON time_away (company_id, person_id, end_date)
      INCLUDE (start_date, id, time_away_type_id, start_period, end_period) WHERE request_status = 'approved'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX time_away_approved_person_ends`);
  }
}
