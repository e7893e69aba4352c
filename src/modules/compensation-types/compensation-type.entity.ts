import { Check, Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

export const COMPENSATION_BASE_TYPES = ['salary', 'bonus', 'commission', 'equity', 'custom'] as const;
export type CompensationBaseType = (typeof COMPENSATION_BASE_TYPES)[number];

/** Base types whose compensations may end (`endDate`, `endReason`); salary and equity may not. */
export const ENDING_BASE_TYPES: readonly CompensationBaseType[] = ['bonus', 'commission', 'custom'];

@Check('compensation_types_base_type_check', "base_type IN ('salary', 'bonus', 'commission', 'equity', 'custom')")
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@Unique(['companyId', 'id'])
@Index('compensation_types_list', ['companyId', 'createdAt', 'id'])
@Index('compensation_types_name_unique', { synchronize: false }) // migrated as USING btree (company_id, lower(name))
@Entity('compensation_types')
export class CompensationType extends CompanyOwnedEntity {
  @Column('text') name: string;
  @Column('text') baseType: CompensationBaseType;
}
