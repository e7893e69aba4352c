import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';
import type { CustomFieldSection } from '../custom-fields';

export type CustomValueValue = string | string[] | null;

@ForeignKey('custom_fields', ['companyId', 'customFieldId', 'section'], ['companyId', 'id', 'section'], { onDelete: 'CASCADE' })
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@ForeignKey('people', ['companyId', 'personId'], ['companyId', 'id'], { onDelete: 'CASCADE' })
@Index('custom_values_field', ['companyId', 'customFieldId'])
@Index('custom_values_list', ['companyId', 'createdAt', 'id'])
@Index('custom_values_one_per_field', { synchronize: false }) // migrated as USING btree (company_id, person_id, custom_field_id, COALESCE(resource_id, ''::text))
@Index('custom_values_resource', ['companyId', 'resourceId'], { where: 'resource_id IS NOT NULL' })
@Entity('custom_values')
export class CustomValue extends CompanyOwnedEntity {
  @Column('text') personId: string;
  @Column('text') customFieldId: string;
  /** The field's section (fixed with the field), kept here so access rules need no join; never shown. */
  @Column('text') section: CustomFieldSection;
  /** The bank account (`banking`) or equipment (`equipment`) of the person the value describes. */
  @Column('text', { nullable: true }) resourceId: string | null;
  @Column('jsonb', { nullable: true }) value: CustomValueValue;
}
