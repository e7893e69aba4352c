import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { ApiError } from '../../core/errors/api-error';
import { SqlCondition, TranslatedQuery } from '../../core/query/query-declaration';
import { tenantQuery } from '../../core/tenancy/tenant-query';
import { CompensationType } from '../compensation-types';
import { parseAmount } from '../person-records';
import { PersonRecordService } from '../person-records';
import { lockPerson, lockPersonOfRecord } from '../people';
import { assertPersonReachable } from '../person-records';
import { CreateCompensationDto, UpdateCompensationDto } from './compensation.dto';
import { Compensation } from './compensation.entity';
import { inEffectOnSql, relinkCompensations } from './compensation-in-effect.sql';
import { assertEndingRules } from './compensation-rules';

@Injectable()
export class CompensationsService extends PersonRecordService<Compensation, CreateCompensationDto, UpdateCompensationDto> {
  readonly definition: ResourceDefinition<Compensation> = {
    name: 'compensation',
    policy: 'compensation',
    auditReads: {},
    entity: Compensation,
    alias: 'comp',
    ownership: { personColumn: 'person_id' },
    query: {
      filters: {
        personId: { type: 'string', operators: ['$in'] },
        compensationTypeId: { type: 'string', operators: ['$eq', '$ne', '$in', '$nin'] },
      },
      special: { $asOf: 'date' },
    },
    fields: [
      'id', 'personId', 'compensationTypeId', 'amount', 'currency', 'period', 'note', 'effectiveDate', 'endDate', 'endReason',
      'createdAt', 'updatedAt',
    ],
    read: {
      fields: [
        'id', 'personId', 'compensationTypeId', 'amount', 'currency', 'period', 'note', 'effectiveDate', 'endDate', 'endReason',
        'createdAt', 'updatedAt',
      ],
      // formatAmount in SQL: the numeric as stored, with `%` for percentages.
      sql: { amount: `CASE WHEN comp.is_percentage THEN comp.amount::text || '%' ELSE comp.amount::text END` },
    },
  };

  protected async buildNew(em: EntityManager, auth: AuthContext, input: CreateCompensationDto): Promise<Partial<Compensation>> {
    await assertPersonReachable(em, this.policy, auth, 'compensation', input.personId);
    await lockPerson(em, auth.companyId, input.personId);
    const type = await this.findType(em, auth, input.compensationTypeId);
    const row = {
      personId: input.personId,
      compensationTypeId: type.id,
      ...parseAmount(input.amount),
      currency: input.currency ?? null,
      period: input.period,
      note: input.note ?? null,
      effectiveDate: input.effectiveDate,
      endDate: input.endDate ?? null,
      endReason: input.endReason ?? null,
      supersededOn: 'infinity',
    };
    assertEndingRules(type, row);
    return row;
  }

  /** Writes to one person's entries take turns (person row lock first), so their chain stays consistent. */
  protected async beforeLock(em: EntityManager, auth: AuthContext, id: string): Promise<void> {
    await lockPersonOfRecord(em, 'compensations', auth.companyId, id);
  }

  protected async afterWrite(em: EntityManager, auth: AuthContext, row: Compensation): Promise<void> {
    await relinkCompensations(em, auth.companyId, [row.personId]);
  }

  protected async applyUpdate(em: EntityManager, auth: AuthContext, row: Compensation, input: UpdateCompensationDto): Promise<void> {
    const type = await this.findType(em, auth, input.compensationTypeId ?? row.compensationTypeId);
    const { amount, endDate, endReason, ...plain } = input;
    await super.applyUpdate(em, auth, row, plain);
    if (amount !== undefined) Object.assign(row, parseAmount(amount));
    if (endDate !== undefined) row.endDate = endDate;
    // Clearing the end date clears its reason, unless the same request sets one (then the rules refuse it).
    if (endReason !== undefined) row.endReason = endReason;
    else if (endDate === null) row.endReason = null;
    assertEndingRules(type, row);
  }

  protected specialConditions(special: TranslatedQuery['special']): SqlCondition[] {
    return typeof special.$asOf === 'string' ? [{ sql: inEffectOnSql(this.definition.alias), params: { asOf: special.$asOf } }] : [];
  }


  private async findType(em: EntityManager, auth: AuthContext, id: string): Promise<CompensationType> {
    const type = await tenantQuery(em, CompensationType, 'ctype', auth.companyId).andWhere('ctype.id = :typeId', { typeId: id }).getOne();
    if (!type) throw ApiError.invalidField('compensationTypeId', `no compensation type with id ${id} exists in this company`);
    return type;
  }
}
