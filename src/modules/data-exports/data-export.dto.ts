import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsString, MaxLength, registerDecorator, ValidateNested } from 'class-validator';
import { declareConstraintSchema } from '../../core/openapi/constraint-schemas';
import { IsDateString, Nullable, OptionalNotNull, Required } from '../../core/validation/decorators';
import { EXPORT_TYPES, type ExportType } from './data-export.entity';

const FILTER_VALUE_SCHEMA = {
  oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' }, maxItems: 100 }, { type: 'null' }],
  description: 'A value, or a list of values for `in`, `nin`, `any`, `all`, `nany`, `nall`; absent or null for `exists` and `nexists`.',
};
declareConstraintSchema('isExportFilterValue', FILTER_VALUE_SCHEMA);

/** A filter's `value`: a string, up to 100 strings, or null. */
function IsExportFilterValue() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isExportFilterValue',
      target: object.constructor,
      propertyName,
      options: { message: '$property must be a string, a list of at most 100 strings, or null' },
      validator: {
        validate: (value: unknown) =>
          value === undefined || value === null || (typeof value === 'string' && value.length <= 500)
          || (Array.isArray(value) && value.length <= 100 && value.every((v) => typeof v === 'string' && v.length <= 500)),
      },
    });
}

/** Spec: Data export `filters` item, `{ field, operator, value }`. */
export class ExportFilterDto {
  @Required() @IsString() @MaxLength(100)
  field: string;

  @Required() @IsString() @MaxLength(20)
  operator: string;

  @Nullable() @IsExportFilterValue()
  value?: string | string[] | null;
}

const IDS = (property: string) => [
  OptionalNotNull(), IsArray(), ArrayMaxSize(100, { message: `${property} may name at most 100 ids` }),
  IsString({ each: true }), MaxLength(100, { each: true }),
];
const apply = (decorators: PropertyDecorator[]): PropertyDecorator => (target, key) => decorators.forEach((d) => d(target, key));

/** Spec: Data exports, create body (every parameter optional). */
export class CreateDataExportDto {
  @OptionalNotNull() @IsIn(EXPORT_TYPES)
  type?: ExportType;

  @OptionalNotNull() @IsArray() @ArrayMaxSize(200) @IsString({ each: true }) @MaxLength(100, { each: true })
  fields?: string[];

  @apply(IDS('compensationTypes'))
  compensationTypes?: string[];

  @apply(IDS('customFields'))
  customFields?: string[];

  @apply(IDS('customIdentifierFields'))
  customIdentifierFields?: string[];

  @apply(IDS('timeAwayTypes'))
  timeAwayTypes?: string[];

  @Nullable() @IsString() @MaxLength(100)
  dataExportTemplateId?: string | null;

  @OptionalNotNull() @IsArray() @ArrayMaxSize(50) @ValidateNested({ each: true }) @Type(() => ExportFilterDto)
  filters?: ExportFilterDto[];

  @OptionalNotNull() @IsDateString()
  startDate?: string;

  @Nullable() @IsDateString()
  endDate?: string | null;

  @OptionalNotNull() @IsBoolean() includeOffboarded?: boolean;
  @OptionalNotNull() @IsBoolean() includeNewHires?: boolean;
  @OptionalNotNull() @IsBoolean() includeRoleHistory?: boolean;
  @OptionalNotNull() @IsBoolean() includeCompensationHistory?: boolean;
  @OptionalNotNull() @IsBoolean() includeWithoutEquipment?: boolean;
  @OptionalNotNull() @IsBoolean() includeWithoutDocuments?: boolean;
  @OptionalNotNull() @IsBoolean() includeAllDocumentVersions?: boolean;
  @OptionalNotNull() @IsBoolean() includeAdjustments?: boolean;
  @OptionalNotNull() @IsBoolean() json?: boolean;
  @OptionalNotNull() @IsBoolean() download?: boolean;
}
