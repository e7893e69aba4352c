import { AuditReads } from '../../core/audit/audit-reads.service';
import { personWithoutToken } from '../../core/audit/audit-entry';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../core/clock';
import { DataKeyStore } from '../../core/crypto';
import { ApiError } from '../../core/errors/api-error';
import { PolicyService } from '../../core/policy/policy.service';
import { HolidayCalendarStore } from '../public-holidays';
import { feedOwnerOf } from '../people';
import { addDays, approvedEntriesOfPersonAndReports } from '../time-away';
import { FeedEntry, feedEvents } from './feed-events';
import { icsText } from './ics-writer';

/** How far back and ahead the feed reaches (days), and the most events it holds. */
const PAST_DAYS = 366;
const FUTURE_DAYS = 2 * 366;
const MAX_EVENTS = 5000;

/**
 * A person's calendar feed: the approved time away they may see (their own and their reports', with
 * the type's name and never the note) and their calendar's public holidays. The feed token is the credential.
 */
@Injectable()
export class CalendarFeedsService {
  constructor(
    private readonly db: DataSource,
    private readonly holidays: HolidayCalendarStore,
    private readonly clock: Clock,
    private readonly policy: PolicyService,
    private readonly keys: DataKeyStore,
    private readonly audit: AuditReads,
  ) {}

  async feed(token: string): Promise<string> {
    const em = this.db.manager;
    const owner = await feedOwnerOf(em, this.keys, token);
    if (!owner) throw ApiError.notFound('No calendar feed for this address');
    // Opened by whoever holds the address (the owner's calendar app): recorded as the owner's, before it is answered.
    await this.audit.record({
      companyId: owner.companyId, action: 'calendarFeed.read', actor: personWithoutToken(owner.id),
      subjectPersonIds: [owner.id], target: { type: 'calendarFeed', id: owner.id },
    });
    const today = this.clock.now().toISOString().slice(0, 10);
    const from = addDays(today, -PAST_DAYS);
    const to = addDays(today, FUTURE_DAYS);

    // The owner's own entries and their reports' (D5's new-hire rule: new hires are not shown), whatever the owner's role.
    const entries: FeedEntry[] = await approvedEntriesOfPersonAndReports(em, this.policy.directory, owner, from, to, MAX_EVENTS);
    const holidays = await this.holidays.holidaysBetween(em, owner.companyId, owner.calendarId, from, to, MAX_EVENTS);

    const calendar = { prodId: '-//personnel//time-away-feed//EN', name: 'Time away', ttlSeconds: 3600, stamp: this.clock.now() };
    return icsText(calendar, feedEvents(entries, holidays));
  }
}
