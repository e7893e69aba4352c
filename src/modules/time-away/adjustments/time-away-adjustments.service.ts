import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuthContext } from '../../../core/auth/auth-context';
import { ResourceDefinition } from '../../../core/crud/resource-definition';
import { assertPersonReachable, PersonRecordService } from '../../person-records';
import { CreateTimeAwayAdjustmentDto, UpdateTimeAwayAdjustmentDto } from './time-away-adjustment.dto';
import { TimeAwayAdjustment } from './time-away-adjustment.entity';

const ADJUSTMENT_FIELDS = ['id', 'personId', 'date', 'days', 'note', 'createdAt', 'updatedAt'] as const;

/**
 * Days added to or taken from a person's time-away balance by hand (docs/decisions-time-away.md, "Adjustments"):
 * person-owned, written by owner and admin, read with the private time-away view (as balances).
 */
@Injectable()
export class TimeAwayAdjustmentsService extends PersonRecordService<TimeAwayAdjustment, CreateTimeAwayAdjustmentDto, UpdateTimeAwayAdjustmentDto> {
  readonly definition: ResourceDefinition<TimeAwayAdjustment> = {
    name: 'timeAwayAdjustment',
    policy: 'timeAwayAdjustment',
    entity: TimeAwayAdjustment,
    alias: 'adj',
    ownership: { personColumn: 'person_id' },
    query: {
      filters: {
        personId: { type: 'string', operators: ['$in'] },
        date: { type: 'date', operators: ['$gt', '$gte', '$lt', '$lte'] },
      },
      sort: { date: 'adj.date' },
    },
    fields: ADJUSTMENT_FIELDS,
    read: { fields: ADJUSTMENT_FIELDS, sql: { days: 'adj.days::float8' } },
    auditValues: ['date'],
  };

  protected async buildNew(em: EntityManager, auth: AuthContext, input: CreateTimeAwayAdjustmentDto): Promise<Partial<TimeAwayAdjustment>> {
    await assertPersonReachable(em, this.policy, auth, 'timeAwayAdjustment', input.personId);
    return { personId: input.personId, date: input.date, days: String(input.days), note: input.note ?? null };
  }

  protected async applyUpdate(_em: EntityManager, _auth: AuthContext, row: TimeAwayAdjustment, input: UpdateTimeAwayAdjustmentDto): Promise<void> {
    if (input.date !== undefined) row.date = input.date;
    if (input.days !== undefined) row.days = String(input.days);
    if (input.note !== undefined) row.note = input.note;
  }
}
