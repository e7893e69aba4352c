import { IsString, Matches, MaxLength } from 'class-validator';
import { Nullable, Required } from '../../core/validation/decorators';

/** ISO 9362 BIC: bank (4 letters), country (2 letters), location (2), optional branch (3). */
const BIC = /^[A-Za-z]{4}[A-Za-z]{2}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/;

export class UpdateBankAccountDto {
  @Nullable() @IsString() @MaxLength(200)
  bankName?: string | null;

  @Nullable() @IsString() @MaxLength(200)
  nameOnAccount?: string | null;

  @Nullable() @IsString() @MaxLength(64)
  accountNumber?: string | null;

  @Nullable() @IsString() @Matches(BIC, { message: '$property must be a SWIFT/BIC code of 8 or 11 characters (for example "DEUTDEFF")' })
  swiftCode?: string | null;

  @Nullable() @IsString() @MaxLength(32)
  sortCode?: string | null;

  @Nullable() @IsString() @MaxLength(32)
  routingNumber?: string | null;
}

export class CreateBankAccountDto extends UpdateBankAccountDto {
  @Required() @IsString()
  personId: string;
}
