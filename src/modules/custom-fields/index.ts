/** The public face of the custom-fields module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export type { CustomFieldSection } from './custom-field.entity';
export { SECTION_POLICY } from './section-policy';
export { CustomField } from './custom-field.entity';
export { CustomFieldsModule } from './custom-fields.module';
export { ChoiceRemovals, CustomFieldDeletions } from './custom-field-hooks';
export { lockFieldShared } from './field-lock';
export { customFieldOfValueSql } from './custom-field-join.sql';
export { customFieldsByIds } from './fields-by-id';
