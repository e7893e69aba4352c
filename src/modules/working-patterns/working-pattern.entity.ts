import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';
import type { PatternDay } from './pattern-days';

/** A company's working pattern: its working days (1 to 7) with their hours; at most one is the company default. */
@Check('working_patterns_days_check', "(jsonb_typeof(days) = 'array') AND (jsonb_array_length(days) BETWEEN 1 AND 7)")
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@Index('working_patterns_list', ['companyId', 'createdAt', 'id'])
@Index('working_patterns_one_default', ['companyId'], { unique: true, where: 'is_default' })
@Entity('working_patterns')
export class WorkingPattern extends CompanyOwnedEntity {
  @Column('text') name: string;
  /** The working days, Monday first, each with its hours (pattern-days.ts). */
  @Column('jsonb') days: PatternDay[];
  @Column('boolean', { default: false }) isDefault: boolean;
}
