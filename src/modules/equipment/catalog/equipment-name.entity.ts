import { Column, Entity, ForeignKey, Index, VirtualColumn } from 'typeorm';
import { CompanyOwnedEntity } from '../../../core/database/base.entity';
import { nameInUseSql } from './equipment-catalog.sql';

/** A value of GET /api/equipment-names: an equipment name (model) used with a type. */
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@Index('equipment_names_list', ['companyId', 'createdAt', 'id'])
@Index('equipment_names_value', { synchronize: false }) // migrated as USING btree (company_id, lower(type), lower(value))
@Entity('equipment_names')
export class EquipmentName extends CompanyOwnedEntity {
  @Column('text') type: string;
  @Column('text') value: string;
  @Column('boolean') isDefault: boolean;
  @VirtualColumn({ type: 'boolean', query: nameInUseSql }) isUsed: boolean;
}
