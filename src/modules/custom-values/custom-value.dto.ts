import { IsString, registerDecorator, ValidationOptions } from 'class-validator';
import { declareConstraintSchema } from '../../core/openapi/constraint-schemas';
import { JsonSchema } from '../../core/openapi/json-schema';
import { Nullable, OptionalNotNull, Required } from '../../core/validation/decorators';

/** A custom value's `value`, in requests and responses. */
export const CUSTOM_VALUE_SCHEMA: JsonSchema = {
  oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }, { type: 'null' }],
  description: 'A string, a list of strings (multiSelect) or null; the field\'s type decides which.',
};
declareConstraintSchema('isCustomValue', CUSTOM_VALUE_SCHEMA);
import type { CustomValueValue } from './custom-value.entity';

/** `value`: must be sent (null clears it) and be a string, a list of strings or null; the field's type decides the rest. */
function IsCustomValue(required: boolean, options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isCustomValue',
      target: object.constructor,
      propertyName,
      options: { message: `$property ${required ? 'is required and ' : ''}must be a string, a list of strings or null`, ...options },
      validator: {
        validate: (value: unknown) =>
          value === undefined
            ? !required
            : value === null || typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string')),
      },
    });
}

export class CreateCustomValueDto {
  @Required() @IsString()
  personId: string;

  @Required() @IsString()
  customFieldId: string;

  @Nullable() @IsString()
  resourceId?: string | null;

  @IsCustomValue(true)
  value: CustomValueValue;
}

export class UpdateCustomValueDto {
  @OptionalNotNull() @IsCustomValue(false)
  value?: CustomValueValue;
}
