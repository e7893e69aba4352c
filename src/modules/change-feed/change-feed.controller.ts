import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, RequireScope } from '../../core/auth/auth.decorators';
import type { ParsedQuery } from '../../core/query/query-string';
import { ChangeFeedService } from './change-feed.service';
import './change-feed-api';

const ERROR = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
const ACCESS =
  'Owner and admin, with the `events:read` scope. Each event shows what a GET of its resource would show this token: ' +
  'events of resources and rows it may not read are left out, and fields it may not read are left out of `data`.';

const listParameters = (): MethodDecorator => (target, key, descriptor) => {
  const parameters = [
    { name: 'after', description: 'The id of the last event received (exclusive); without it the feed starts at the first event kept.', schema: { type: 'string' } },
    { name: '$limit', description: 'Page size, 1 to 250 (a larger value is cut to 250; `limit` says so).', schema: { type: 'integer', minimum: 1, default: 100 } },
    {
      name: 'type', style: 'deepObject', explode: true, description: 'Event type: `type=person.updated` or `type[$in]=person.created&type[$in]=person.deleted`.',
      schema: { oneOf: [{ type: 'string' }, { type: 'object', properties: { $in: { type: 'array', items: { type: 'string' }, minItems: 1 } }, additionalProperties: false, minProperties: 1 }] },
    },
    {
      name: 'createdAt', style: 'deepObject', explode: true, description: 'When the event was recorded: `createdAt[$gte]=…`, `createdAt[$lt]=…` (a date or a date-time).',
      schema: { type: 'object', properties: { $gte: { type: 'string' }, $lt: { type: 'string' } }, additionalProperties: false, minProperties: 1 },
    },
    {
      name: 'resourceType', style: 'deepObject', explode: true, description: 'The resource of the event (`person`, `compensation`, ...), or `resourceType[$in]=…`.',
      schema: { oneOf: [{ type: 'string' }, { type: 'object', properties: { $in: { type: 'array', items: { type: 'string' }, minItems: 1 } }, additionalProperties: false, minProperties: 1 }] },
    },
    { name: 'recordId', description: 'Events of one record (its id).', schema: { type: 'string' } },
  ];
  for (const parameter of parameters) ApiQuery({ required: false, ...parameter } as never)(target, key, descriptor);
};

/** The change feed (docs/integrations.md, "The change feed"): the company's events, for incremental sync. */
@ApiTags('Events')
@ApiBearerAuth()
@Controller('events')
export class ChangeFeedController {
  constructor(private readonly feed: ChangeFeedService) {}

  @Get()
  @RequireScope('events:read')
  @ApiOperation({
    operationId: 'listEvents',
    summary: 'A page of the change feed',
    description:
      `${ACCESS} Events come oldest first, each once, in the order of the transactions that wrote them; none committed ` +
      'later can appear before an event already served, so a client that passes the last id it got as `after` misses ' +
      'nothing. Deletions are events (`*.deleted`, with the record); so are `person.offboarded` and `person.erased`. ' +
      'Events are kept EVENTS_RETENTION_DAYS (30 by default): an `after` no longer kept answers 410.',
  })
  @listParameters()
  @ApiResponse({ status: 200, description: 'A page of events', content: { 'application/json': { schema: { $ref: '#/components/schemas/EventPage' } } } })
  @ApiResponse({ status: 410, description: 'The event named by `after` is no longer kept: resynchronise from the lists, then read the feed from its start.', content: ERROR })
  @ApiResponse({ status: 422, description: 'A query parameter is invalid (QueryParameterValidationError).', content: ERROR })
  list(@Auth() auth: AuthContext, @Query() query: ParsedQuery) {
    return this.feed.list(auth, query);
  }

  @Get(':id')
  @RequireScope('events:read')
  @ApiOperation({ operationId: 'getEvent', summary: 'One event of the change feed', description: `${ACCESS} An event the token may not read answers 404.` })
  @ApiParam({ name: 'id', description: 'The event\'s id (the `webhook-id` of its deliveries).', schema: { type: 'string' } })
  @ApiResponse({ status: 200, description: 'One event', content: { 'application/json': { schema: { $ref: '#/components/schemas/Event' } } } })
  @ApiResponse({ status: 414, description: 'A path segment is too long.', content: ERROR })
  get(@Auth() auth: AuthContext, @Param('id') id: string) {
    return this.feed.get(auth, id);
  }
}
