import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';
import type { FlowStep } from './flow-steps';

/** A company's approval flow of time-away requests: 1 to 5 steps, each naming who decides it. */
@Check('time_away_approval_flows_steps_check', "(jsonb_typeof(steps) = 'array') AND (jsonb_array_length(steps) BETWEEN 1 AND 5)")
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@Index('time_away_approval_flows_list', ['companyId', 'createdAt', 'id'])
@Entity('time_away_approval_flows')
export class TimeAwayApprovalFlow extends CompanyOwnedEntity {
  @Column('text') name: string;
  @Column('jsonb') steps: FlowStep[];
}
