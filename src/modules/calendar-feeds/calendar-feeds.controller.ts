import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { PublicRoute } from '../../core/auth/auth.decorators';
import { ApiError } from '../../core/errors/api-error';
import { CalendarFeedsService } from './calendar-feeds.service';

const FEED_FILE = /^([A-Za-z0-9_-]{1,200})\.ics$/;

@ApiTags('Calendar feeds')
@Controller('calendar-feeds')
export class CalendarFeedsController {
  constructor(private readonly feeds: CalendarFeedsService) {}

  /** No bearer token: the feed token in the address is the credential (rate limited per client address). */
  @Get(':file')
  @PublicRoute()
  @Header('content-type', 'text/calendar; charset=utf-8')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({
    operationId: 'getCalendarFeed',
    summary: 'A person\'s iCalendar feed',
    description:
      'No bearer token: `{calendarFeedToken}.ics`, the token of the person\'s `calendarFeedToken`, is the credential. ' +
      'The approved time away the person may see (their own and their reports\') and the public holidays of their calendar (RFC 5545). ' +
      'An unknown or reset token answers 404.',
    security: [],
  })
  @ApiParam({ name: 'file', description: 'The person\'s `calendarFeedToken` followed by `.ics`.', schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,200}\\.ics$' } })
  @ApiOkResponse({ description: 'The iCalendar feed.', content: { 'text/calendar': { schema: { type: 'string' } } } })
  @ApiResponse({ status: 404, description: 'No feed for this address.', schema: { $ref: '#/components/schemas/Error' } })
  @ApiResponse({ status: 414, description: 'A path segment is too long.', schema: { $ref: '#/components/schemas/Error' } })
  feed(@Param('file') file: string) {
    const match = FEED_FILE.exec(file);
    if (!match) throw ApiError.notFound('No calendar feed for this address');
    return this.feeds.feed(match[1]);
  }
}
