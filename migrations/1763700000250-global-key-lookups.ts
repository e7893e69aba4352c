import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The three lookups made before the company is known move out of `api_tokens` and `people` into lookup tables keyed
 * by the looked-up value (docs/scaling.md, "Lookups made before the company is known"): a bearer token's secret hash,
 * a work email (lowercased: unique per deployment whatever its case) and a calendar feed token's blind index, each to
 * its company and row. The application writes them in the transaction of their row; on a cluster each is distributed
 * by its key, so no unique index of a company table lacks `company_id` any more. Filled here from the rows.
 * A feed token stored before the blind index existed (plain, no index) gets its lookup row when the backfill indexes
 * it; until then the feed matches it by the plain column, under a non-unique index (the token's 256 random bits
 * keep it unique, and no new token is written plain).
 */
export class GlobalKeyLookups1763700000250 implements MigrationInterface {
  name = 'GlobalKeyLookups1763700000250';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE api_token_lookup (secret_hash text PRIMARY KEY, company_id text NOT NULL, token_id text NOT NULL)`);
    await q.query(`INSERT INTO api_token_lookup (secret_hash, company_id, token_id) SELECT secret_hash, company_id, id FROM api_tokens`);
    await q.query(`ALTER TABLE api_tokens DROP CONSTRAINT api_tokens_secret_hash_key`);

    await q.query(`CREATE TABLE person_email_lookup (email text PRIMARY KEY, company_id text NOT NULL, person_id text NOT NULL)`);
    await q.query(`INSERT INTO person_email_lookup (email, company_id, person_id) SELECT lower(email), company_id, id FROM people WHERE email IS NOT NULL`);
    await q.query(`DROP INDEX people_email_unique`);

    await q.query(`CREATE TABLE calendar_feed_lookup (token_index text PRIMARY KEY, company_id text NOT NULL, person_id text NOT NULL)`);
    await q.query(`
      INSERT INTO calendar_feed_lookup (token_index, company_id, person_id)
      SELECT calendar_feed_token_index, company_id, id FROM people WHERE calendar_feed_token_index IS NOT NULL`);
    await q.query(`DROP INDEX people_calendar_feed_token_index`);
    await q.query(`DROP INDEX people_calendar_feed_token_plain`);
    await q.query(`
      CREATE INDEX people_calendar_feed_token_plain ON people (calendar_feed_token)
       WHERE calendar_feed_token IS NOT NULL AND calendar_feed_token_index IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX people_calendar_feed_token_plain`);
    await q.query(`
      CREATE UNIQUE INDEX people_calendar_feed_token_plain ON people (calendar_feed_token)
       WHERE calendar_feed_token IS NOT NULL AND calendar_feed_token_index IS NULL`);
    await q.query(`CREATE UNIQUE INDEX people_calendar_feed_token_index ON people (calendar_feed_token_index) WHERE calendar_feed_token_index IS NOT NULL`);
    await q.query(`DROP TABLE calendar_feed_lookup`);
    await q.query(`CREATE UNIQUE INDEX people_email_unique ON people (lower(email)) WHERE email IS NOT NULL`);
    await q.query(`DROP TABLE person_email_lookup`);
    await q.query(`ALTER TABLE api_tokens ADD CONSTRAINT api_tokens_secret_hash_key UNIQUE (secret_hash)`);
    await q.query(`DROP TABLE api_token_lookup`);
  }
}
