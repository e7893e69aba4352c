import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../../../core/auth/auth-context';
import { Auth, RequireScope } from '../../../core/auth/auth.decorators';
import { Clock } from '../../../core/clock';
import type { ParsedQuery } from '../../../core/query/query-string';
import { parseBalancesQuery } from './balances-query';
import { TimeAwayBalancesService } from './time-away-balances.service';

const nullableNumber = { type: ['number', 'null'] };
const BALANCE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['personId', 'year', 'timeAwayPolicyId', 'unlimited', 'allowance', 'carriedOver', 'used', 'pending', 'balance'],
  properties: {
    personId: { type: 'string' },
    year: { type: 'integer' },
    timeAwayPolicyId: { type: ['string', 'null'] },
    unlimited: { type: 'boolean', description: 'The policy has no allowance: allowance, carriedOver and balance are null.' },
    allowance: { ...nullableNumber, description: 'The policy allowance, pro-rated for a start date within the year (nearest half day).' },
    carriedOver: { ...nullableNumber, description: 'Unused allowance of the year before, at most the policy carryOverLimit.' },
    used: { type: 'number', description: 'Days of approved paidTimeOff entries starting in the year.' },
    pending: { type: 'number', description: 'Days of pending paidTimeOff entries starting in the year.' },
    balance: { ...nullableNumber, description: 'allowance + carriedOver - used.' },
  },
};

@ApiTags('Time away balances')
@ApiBearerAuth()
@Controller('time-away-balances')
export class TimeAwayBalancesController {
  constructor(private readonly balances: TimeAwayBalancesService, private readonly clock: Clock) {}

  @Get()
  @RequireScope('private:read')
  @ApiOperation({
    operationId: 'listTimeAwayBalances',
    summary: 'Time-away balances of people for a policy year',
    description:
      'Needs `private:read`. Per person: allowance, carried over, used, pending and balance of the calendar year (UTC). ' +
      'Only people whose private time-away details the caller sees are answered (owner, admin, finance: all; a manager: reports; everyone: themself); a single unseen person answers 404.',
  })
  @ApiQuery({ name: 'personId', required: true, description: 'A person id, or `personId[$in]=id` repeated (at most 250).', schema: { type: 'string' } })
  @ApiQuery({ name: 'year', required: false, description: 'Four-digit year; this UTC year by default.', schema: { type: 'string', pattern: '^\\d{4}$' } })
  @ApiOkResponse({ description: 'The balances, ordered by person id.', schema: { type: 'object', additionalProperties: false, required: ['data'], properties: { data: { type: 'array', items: BALANCE_SCHEMA } } } as never })
  @ApiResponse({ status: 422, description: 'A missing or invalid query parameter (QueryParameterValidationError).', schema: { $ref: '#/components/schemas/Error' } })
  list(@Auth() auth: AuthContext, @Query() query: ParsedQuery) {
    const { personIds, year } = parseBalancesQuery(query, this.clock.now().getUTCFullYear());
    return this.balances.forCaller(auth, personIds, year);
  }
}
