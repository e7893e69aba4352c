import { Column, Entity } from 'typeorm';
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

@Entity('custom_fields')
export class CustomField extends CompanyOwnedEntity {
  @Column('text') name: string;
  @Column('text') section: CustomFieldSection;
  @Column('text') type: CustomFieldType;
  /** For `compensation` fields, the compensation type they describe (null: every type). */
  @Column('text', { nullable: true }) resourceId: string | null;
  @Column('jsonb') config: CustomFieldConfig;
}
