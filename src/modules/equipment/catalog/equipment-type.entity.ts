import { Column, Entity, VirtualColumn } from 'typeorm';
import { CompanyOwnedEntity } from '../../../core/database/base.entity';
import { typeInUseSql } from './equipment-catalog.sql';

/** A value of GET /api/equipment-types: a company default or a type some equipment used. */
@Entity('equipment_types')
export class EquipmentType extends CompanyOwnedEntity {
  @Column('text') value: string;
  @Column('boolean') isDefault: boolean;
  @VirtualColumn({ type: 'boolean', query: typeInUseSql }) isUsed: boolean;
}
