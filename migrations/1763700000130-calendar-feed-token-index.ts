import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Encryption at rest (docs/security.md, "Encryption at rest"): the calendar feed token is stored sealed, so the feed
 * finds its person by an HMAC blind index of the token kept beside it; uniqueness moves onto the index. Tokens
 * written before stay as they are, with no index: the feed lookup matches them by the plain column while their index
 * is NULL (the unique partial index below keeps those few unique and fast), until the token is reset or backfilled.
 * The column default (a plain token made by the database) goes: every writer makes the token and its index.
 */
export class CalendarFeedTokenIndex1763700000130 implements MigrationInterface {
  name = 'CalendarFeedTokenIndex1763700000130';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE people ADD COLUMN calendar_feed_token_index text, ALTER COLUMN calendar_feed_token DROP DEFAULT`);
    await q.query(`DROP INDEX people_calendar_feed_token`);
    await q.query(`CREATE UNIQUE INDEX people_calendar_feed_token_index ON people (calendar_feed_token_index) WHERE calendar_feed_token_index IS NOT NULL`);
    await q.query(`
      CREATE UNIQUE INDEX people_calendar_feed_token_plain ON people (calendar_feed_token)
       WHERE calendar_feed_token IS NOT NULL AND calendar_feed_token_index IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX people_calendar_feed_token_plain`);
    await q.query(`DROP INDEX people_calendar_feed_token_index`);
    await q.query(`CREATE UNIQUE INDEX people_calendar_feed_token ON people (calendar_feed_token) WHERE calendar_feed_token IS NOT NULL`);
    await q.query(`
      ALTER TABLE people DROP COLUMN calendar_feed_token_index,
        ALTER COLUMN calendar_feed_token SET DEFAULT (replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''))`);
  }
}
