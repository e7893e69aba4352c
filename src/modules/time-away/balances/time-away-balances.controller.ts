import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../../../core/auth/auth-context';
import { Auth, RequireScope } from '../../../core/auth/auth.decorators';
import type { ParsedQuery } from '../../../core/query/query-string';
import { parseBalancesQuery } from './balances-query';
import { TimeAwayBalancesService } from './time-away-balances.service';

const nullableNumber = { type: ['number', 'null'] };
const BALANCE_FIELDS = [
  'personId', 'year', 'timeAwayPolicyId', 'unlimited', 'unit', 'allowance', 'accrued', 'carriedOver', 'fromPrevAccrualPeriod',
  'fromPrevAccrualPeriodExpired', 'adjustments', 'used', 'pending', 'balance', 'endOfYearBalance',
];
const BALANCE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: BALANCE_FIELDS,
  properties: {
    personId: { type: 'string' },
    year: { type: 'integer', description: 'The leave year, named by the year it starts in.' },
    timeAwayPolicyId: { type: ['string', 'null'], description: 'The policy in effect on asOf (on the leave year\'s nearest day when asOf is outside it).' },
    unlimited: { type: 'boolean', description: 'The policy has no allowance: allowance, accrued, carriedOver, fromPrevAccrualPeriod, fromPrevAccrualPeriodExpired, balance and endOfYearBalance are null.' },
    unit: { type: 'string', enum: ['days', 'hours'], description: 'What every figure counts: the unit of the policy in effect on asOf (days without one); an `hours` policy counts its entries\' `hours`.' },
    allowance: { ...nullableNumber, description: 'The whole leave year\'s entitlement over the allocations in effect in it, pro-rated by the days each covers and by employment (nearest half day).' },
    accrued: { ...nullableNumber, description: 'The part of allowance credited by asOf: all of it for yearly accrual, a twelfth a month for monthly.' },
    carriedOver: { ...nullableNumber, description: 'Unused entitlement of the leave year before, at most that year\'s policy carryOverLimit.' },
    fromPrevAccrualPeriod: { ...nullableNumber, description: 'The same as carriedOver.' },
    fromPrevAccrualPeriodExpired: { ...nullableNumber, description: 'Carried-over days expired by asOf (the policy\'s carryOverExpiresAfterMonths; days taken are spent from carried-over days first).' },
    adjustments: { type: 'number', description: 'The sum of the adjustments dated in the leave year.' },
    used: { type: 'number', description: 'Days of approved paidTimeOff entries starting in the leave year.' },
    pending: { type: 'number', description: 'Days of pending paidTimeOff entries starting in the leave year.' },
    balance: { ...nullableNumber, description: 'accrued + carriedOver - fromPrevAccrualPeriodExpired + adjustments - used.' },
    endOfYearBalance: { ...nullableNumber, description: 'allowance + carriedOver - (carried-over days expired by the year\'s end) + adjustments - used.' },
  },
  examples: [{
    personId: 'p_8Hq2', year: 2026, timeAwayPolicyId: 'pol_3Xa1', unlimited: false, unit: 'days', allowance: 25, accrued: 10.5, carriedOver: 5,
    fromPrevAccrualPeriod: 5, fromPrevAccrualPeriodExpired: 2, adjustments: 1.5, used: 3, pending: 2, balance: 12, endOfYearBalance: 26.5,
  }],
};

@ApiTags('Time away balances')
@ApiBearerAuth()
@Controller('time-away-balances')
export class TimeAwayBalancesController {
  constructor(private readonly balances: TimeAwayBalancesService) {}

  @Get()
  @RequireScope('private:read')
  @ApiOperation({
    operationId: 'listTimeAwayBalances',
    summary: 'Time-away balances of people for a leave year',
    description:
      'Needs `private:read`. Per person, for a leave year as of a day: the allowance over their allocations, what of it is accrued, ' +
      'what was carried over and has expired, adjustments, days used and pending, the balance and the balance at the year\'s end. ' +
      'Only people whose private time-away details the caller sees are answered (owner, admin, finance: all; a manager: reports; everyone: themself); a single unseen person answers 404.',
  })
  @ApiQuery({ name: 'personId', required: true, description: 'A person id, or `personId[$in]=id` repeated (at most 250).', schema: { type: 'string' } })
  @ApiQuery({ name: 'year', required: false, description: 'The leave year, by the year it starts in (four digits); the one containing asOf by default.', schema: { type: 'string', pattern: '^\\d{4}$' } })
  @ApiQuery({ name: 'asOf', required: false, description: 'The day the balance is as of (YYYY-MM-DD); today in the company\'s first location\'s timezone (UTC without one) by default.', schema: { type: 'string', format: 'date' } })
  @ApiOkResponse({ description: 'The balances, ordered by person id.', schema: { type: 'object', additionalProperties: false, required: ['data'], properties: { data: { type: 'array', items: BALANCE_SCHEMA } } } as never })
  @ApiResponse({ status: 422, description: 'A missing or invalid query parameter (QueryParameterValidationError).', schema: { $ref: '#/components/schemas/Error' } })
  list(@Auth() auth: AuthContext, @Query() query: ParsedQuery) {
    const { personIds, year, asOf } = parseBalancesQuery(query);
    return this.balances.forCaller(auth, personIds, year, asOf);
  }
}
