/** The public face of the custom-fields module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export type { CustomFieldSection } from './custom-field.entity';
