import { IsString, MaxLength } from 'class-validator';
import { IsDateString, NotBlank, Nullable, OptionalNotNull, Required } from '../../core/validation/decorators';
import { IsCurrencyCode, IsDecimalString } from '../person-records';

class EquipmentOptionalFields {
  @Nullable() @IsString() @MaxLength(200)
  serialNumber?: string | null;

  @Nullable() @IsDecimalString()
  cost?: string | null;

  @Nullable() @IsCurrencyCode()
  currency?: string | null;

  @Nullable() @IsString() @MaxLength(5000)
  note?: string | null;

  @Nullable() @IsString()
  fileId?: string | null;

  @Nullable() @IsDateString()
  receiptDate?: string | null;

  @Nullable() @IsDateString()
  collectionDate?: string | null;
}

export class CreateEquipmentDto extends EquipmentOptionalFields {
  @Required() @IsString()
  personId: string;

  @Required() @IsString() @NotBlank() @MaxLength(100)
  type: string;

  @Required() @IsString() @NotBlank() @MaxLength(200)
  name: string;

  @Required() @IsDateString()
  issueDate: string;
}

/** The same fields, none required; a new `personId` hands the equipment over to another person. */
export class UpdateEquipmentDto extends EquipmentOptionalFields {
  @OptionalNotNull() @IsString()
  personId?: string;

  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(100)
  type?: string;

  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(200)
  name?: string;

  @OptionalNotNull() @IsDateString()
  issueDate?: string;
}
