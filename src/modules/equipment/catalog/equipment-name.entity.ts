import { Column, Entity, VirtualColumn } from 'typeorm';
import { CompanyOwnedEntity } from '../../../core/database/base.entity';
import { nameInUseSql } from './equipment-catalog.sql';

/** A value of GET /api/equipment-names: an equipment name (model) used with a type. */
@Entity('equipment_names')
export class EquipmentName extends CompanyOwnedEntity {
  @Column('text') type: string;
  @Column('text') value: string;
  @Column('boolean') isDefault: boolean;
  @VirtualColumn({ type: 'boolean', query: nameInUseSql }) isUsed: boolean;
}
