import { IsIn, IsObject, IsString, MaxLength } from 'class-validator';
import { DocumentedAs } from '../../core/openapi/documented-as';
import { NotBlank, Nullable, OptionalNotNull, Required } from '../../core/validation/decorators';
import { CHOICES_REQUIRED_SCHEMA, CUSTOM_FIELD_CONFIG_SCHEMA } from './custom-field-config';
import { CUSTOM_FIELD_SECTIONS, CUSTOM_FIELD_TYPES, type CustomFieldSection, type CustomFieldType } from './custom-field.entity';

@DocumentedAs(CHOICES_REQUIRED_SCHEMA)
export class CreateCustomFieldDto {
  @Required() @IsString() @NotBlank() @MaxLength(200)
  name: string;

  @Required() @IsIn(CUSTOM_FIELD_SECTIONS)
  section: CustomFieldSection;

  @Required() @IsIn(CUSTOM_FIELD_TYPES)
  type: CustomFieldType;

  @Nullable() @IsString()
  resourceId?: string | null;

  /** Checked per type by the service: `{ autocomplete }` for text, `{ choices }` for select and multiSelect. */
  @OptionalNotNull() @IsObject() @DocumentedAs(CUSTOM_FIELD_CONFIG_SCHEMA)
  config?: Record<string, unknown>;
}

/** Only `name` and `config` change; section, type and resource are fixed once values exist. */
export class UpdateCustomFieldDto {
  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(200)
  name?: string;

  @OptionalNotNull() @IsObject() @DocumentedAs(CUSTOM_FIELD_CONFIG_SCHEMA)
  config?: Record<string, unknown>;
}
