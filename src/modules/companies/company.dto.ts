import { PHOTO_SCHEMA } from '../files';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import type { ResourceApiShape } from '../../core/openapi/resource-schema';
import { NotBlank, Nullable, OptionalNotNull, Required } from '../../core/validation/decorators';

/** Person attributes an employee-id filter may test, and how. */
export const EMPLOYEE_ID_FILTER_FIELDS = [
  'locationId', 'contractType', 'payrollProvider', 'department', 'countryCode', 'remoteCountryCode', 'status', 'teams',
] as const;
export const EMPLOYEE_ID_FILTER_OPERATORS = ['in', 'nin', 'exists', 'nexists'] as const;

export class EmployeeIdFilterDto {
  @Required() @IsIn(EMPLOYEE_ID_FILTER_FIELDS)
  field: string;

  @Required() @IsIn(EMPLOYEE_ID_FILTER_OPERATORS)
  operator: string;

  @Required() @IsArray() @ArrayMaxSize(100) @IsString({ each: true })
  value: string[];
}

export class UpdateCompanyDto {
  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(200)
  name?: string;

  @OptionalNotNull() @IsBoolean()
  isTimesheetEnabled?: boolean;

  @OptionalNotNull() @IsBoolean()
  autogenerateEmployeeId?: boolean;

  @OptionalNotNull() @IsBoolean()
  autogenerateEmployeeIdForNewHires?: boolean;

  /** The next generated employee id; it must end in digits so it can be counted on (`E-0099`). */
  @Nullable() @IsString() @MaxLength(64) @Matches(/\d$/, { message: '$property must end with a number, e.g. E-0001' })
  nextEmployeeId?: string | null;

  @OptionalNotNull() @IsArray() @ArrayMaxSize(20) @ValidateNested({ each: true }) @Type(() => EmployeeIdFilterDto)
  autogenerateEmployeeIdFilters?: EmployeeIdFilterDto[];

  /**
   * The logo: a `profilePhoto` file uploaded with no `personId` (its variants are made like a photo's); null removes
   * it. Not in the spec's body list, which gives no way to set `logo` (docs/decisions-files.md).
   */
  @Nullable() @IsString() @MaxLength(100)
  logoId?: string | null;
}

/** The company's JSON columns as the API shows them. */
export const COMPANY_API_SHAPE: ResourceApiShape = {
  schemas: {
    domains: { type: 'array', items: { type: 'object', properties: { domain: { type: 'string' } }, required: ['domain'] } },
    logo: { ...PHOTO_SCHEMA, description: 'The logo: `{ id, filename, variants }`, variants keyed by size in pixels, each a signed link valid 15 minutes (D10). Set with `logoId`.' },
    autogenerateEmployeeIdFilters: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          field: { type: 'string', enum: [...EMPLOYEE_ID_FILTER_FIELDS] },
          operator: { type: 'string', enum: [...EMPLOYEE_ID_FILTER_OPERATORS] },
          value: { type: 'array', items: { type: 'string' } },
        },
        required: ['field', 'operator', 'value'],
        additionalProperties: false,
      },
    },
  },
};
