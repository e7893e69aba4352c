import { Column, Entity, ForeignKey, Index, VirtualColumn } from 'typeorm';
import { CompanyOwnedEntity } from '../../../core/database/base.entity';
import { typeInUseSql } from './equipment-catalog.sql';

/** A value of GET /api/equipment-types: a company default or a type some equipment used. */
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@Index('equipment_types_list', ['companyId', 'createdAt', 'id'])
@Index('equipment_types_value', { synchronize: false }) // migrated as USING btree (company_id, lower(value))
@Entity('equipment_types')
export class EquipmentType extends CompanyOwnedEntity {
  @Column('text') value: string;
  @Column('boolean') isDefault: boolean;
  @VirtualColumn({ type: 'boolean', query: typeInUseSql }) isUsed: boolean;
}
