import { Column, Entity } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

export const COMPENSATION_BASE_TYPES = ['salary', 'bonus', 'commission', 'equity', 'custom'] as const;
export type CompensationBaseType = (typeof COMPENSATION_BASE_TYPES)[number];

/** Base types whose compensations may end (`endDate`, `endReason`); salary and equity may not. */
export const ENDING_BASE_TYPES: readonly CompensationBaseType[] = ['bonus', 'commission', 'custom'];

@Entity('compensation_types')
export class CompensationType extends CompanyOwnedEntity {
  @Column('text') name: string;
  @Column('text') baseType: CompensationBaseType;
}
