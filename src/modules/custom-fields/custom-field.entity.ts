import { Check, Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

export const CUSTOM_FIELD_SECTIONS = [
  'basics', 'health', 'diversity', 'banking', 'equipment', 'social', 'employment', 'jobRole', 'compensation', 'offboarding',
] as const;
export type CustomFieldSection = (typeof CUSTOM_FIELD_SECTIONS)[number];

export const CUSTOM_FIELD_TYPES = ['text', 'longText', 'select', 'multiSelect', 'link', 'date', 'person'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** The only types a `diversity` field may have. */
export const DIVERSITY_FIELD_TYPES: readonly CustomFieldType[] = ['text', 'select', 'multiSelect'];

export interface CustomFieldConfig {
  autocomplete?: boolean;
  choices?: string[];
}

@Check('custom_fields_check', "(section <> 'diversity') OR (type IN ('text', 'select', 'multiSelect'))")
@Check('custom_fields_check1', "(resource_id IS NULL) OR (section = 'compensation')")
@Check('custom_fields_section_check', "section IN ('basics', 'health', 'diversity', 'banking', 'equipment', 'social', 'employment', 'jobRole', 'compensation', 'offboarding')")
@Check('custom_fields_type_check', "type IN ('text', 'longText', 'select', 'multiSelect', 'link', 'date', 'person')")
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@ForeignKey('compensation_types', ['companyId', 'resourceId'], ['companyId', 'id'])
@Unique(['companyId', 'id'])
@Unique(['companyId', 'id', 'section'])
@Index('custom_fields_list', ['companyId', 'createdAt', 'id'])
@Index('custom_fields_name_unique', { synchronize: false }) // migrated as USING btree (company_id, section, COALESCE(resource_id, ''::text), lower(name))
@Entity('custom_fields')
export class CustomField extends CompanyOwnedEntity {
  @Column('text') name: string;
  @Column('text') section: CustomFieldSection;
  @Column('text') type: CustomFieldType;
  /** For `compensation` fields, the compensation type they describe (null: every type). */
  @Column('text', { nullable: true }) resourceId: string | null;
  @Column('jsonb', { default: {} }) config: CustomFieldConfig;
}
