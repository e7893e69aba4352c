import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Lookups of a person made before the company is known, kept out of `people` so its keys all hold `company_id`
 * (docs/scaling.md). Each is written in the transaction that writes its value on the person, and on a cluster is
 * distributed by its key.
 */

/** The person a work email belongs to: lowercased, so the key keeps work emails unique per deployment whatever their case. */
@Entity('person_email_lookup')
export class PersonEmailLookup {
  @PrimaryColumn('text')
  email: string;

  @Column('text')
  companyId: string;

  @Column('text')
  personId: string;
}

/** The person whose calendar feed a token opens, by the token's blind index (the feed URL carries only the token). */
@Entity('calendar_feed_lookup')
export class CalendarFeedLookup {
  @PrimaryColumn('text')
  tokenIndex: string;

  @Column('text')
  companyId: string;

  @Column('text')
  personId: string;
}
