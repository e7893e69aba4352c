import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DataKeyStore, fieldContext, SealedValues, StoredCiphertextError } from '../../core/crypto';
import { calendarFeedTokenIndexer } from './calendar-feed-token';
import { PERSON_SEALED } from './person.entity';

const BATCH = 500;

/**
 * Feed tokens stored before encryption (no blind index; plain, or sealed by a job that wrote no index) are sealed
 * and indexed at start, so none stays plain and none is lost to the lookup. Until then the feed matches them by
 * the plain column (person-calendar.sql.ts). Nothing to do costs one indexed query.
 */
@Injectable()
export class CalendarFeedTokenBackfill implements OnApplicationBootstrap {
  private readonly logger = new Logger('Encryption');

  constructor(
    private readonly db: DataSource,
    private readonly keys: DataKeyStore,
    private readonly sealedValues: SealedValues,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const done = await this.run();
    if (done) this.logger.log(`calendar feed tokens sealed and indexed: ${done}`);
  }

  /** Seals and indexes every token without an index; answers how many. A token that does not open is logged and left. */
  async run(): Promise<number> {
    let done = 0;
    let after = '';
    for (;;) {
      const rows: { id: string; company_id: string; token: string }[] = await this.db.query(
        `SELECT id, company_id, calendar_feed_token AS token FROM people
          WHERE calendar_feed_token IS NOT NULL AND calendar_feed_token_index IS NULL AND calendar_feed_token > $1
          ORDER BY calendar_feed_token LIMIT ${BATCH}`,
        [after],
      );
      if (!rows.length) return done;
      after = rows[rows.length - 1].token;
      const indexOf = await calendarFeedTokenIndexer(this.keys);
      const ids: string[] = [], stored: string[] = [], sealed: string[] = [], indexes: string[] = [];
      for (const row of rows) {
        const context = fieldContext(PERSON_SEALED, 'calendarFeedToken', row.company_id, row.id);
        try {
          const token = (await this.sealedValues.open(row.token, context)) as string;
          ids.push(row.id);
          stored.push(row.token);
          sealed.push((await this.sealedValues.seal(token, context)) as string);
          indexes.push(indexOf(token));
        } catch (error) {
          if (!(error instanceof StoredCiphertextError)) throw error;
          this.logger.warn(`calendar feed token of person ${row.id} left without an index: ${error.message}`);
        }
      }
      // A token reset meanwhile (its stored value changed) is left as the reset wrote it. Each index gets its lookup
      // row (calendar_feed_lookup) in the same statement.
      const [{ n }]: { n: number }[] = await this.db.query(
        `WITH u AS (
           UPDATE people p SET calendar_feed_token = s.sealed, calendar_feed_token_index = s.index
             FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS s(id, stored, sealed, index)
            WHERE p.id = s.id AND p.calendar_feed_token = s.stored AND p.calendar_feed_token_index IS NULL
            RETURNING p.id, p.company_id, p.calendar_feed_token_index),
         l AS (
           INSERT INTO calendar_feed_lookup (token_index, company_id, person_id) SELECT calendar_feed_token_index, company_id, id FROM u
           ON CONFLICT (token_index) DO NOTHING)
         SELECT count(*)::int AS n FROM u`,
        [ids, stored, sealed, indexes],
      );
      done += n;
    }
  }
}
