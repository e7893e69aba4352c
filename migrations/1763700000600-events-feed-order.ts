import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The change feed's order (docs/integrations.md, "The change feed"): each event keeps the id of the transaction that
 * wrote it (`txid`, PostgreSQL's 64-bit `pg_current_xact_id()` as a bigint), and the feed reads a company's events in
 * `(txid, seq)` order, only those of transactions older than the oldest one still running. Events written before this
 * migration are all committed: they keep 0 and come first, in seq order. The constant default is set first so adding
 * the column rewrites no row; new rows then take the writer's id from `events_writer_txid()` (a function, so the
 * column's default carries no cast: TypeORM compares defaults with their casts stripped).
 */
export class EventsFeedOrder1763700000600 implements MigrationInterface {
  name = 'EventsFeedOrder1763700000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events ADD COLUMN txid bigint NOT NULL DEFAULT 0`);
    await q.query(`CREATE FUNCTION events_writer_txid() RETURNS bigint LANGUAGE sql VOLATILE AS $$ SELECT pg_current_xact_id()::text::bigint $$`);
    await q.query(`ALTER TABLE events ALTER COLUMN txid SET DEFAULT events_writer_txid()`);
    await q.query(`CREATE INDEX events_feed ON events (company_id, txid, seq)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX events_feed`);
    await q.query(`ALTER TABLE events DROP COLUMN txid`);
    await q.query(`DROP FUNCTION events_writer_txid()`);
  }
}
