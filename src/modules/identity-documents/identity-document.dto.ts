import { IsString, Matches, MaxLength } from 'class-validator';
import { IsDateString, NotBlank, Nullable, OptionalNotNull, Required } from '../../core/validation/decorators';

/** ISO 3166-1 alpha-2, optionally with an ISO 3166-2 subdivision (`GB`, `US-CA`). */
const COUNTRY = /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/;

class IdentityDocumentOptionalFields {
  @Nullable() @IsString() @MaxLength(100)
  number?: string | null;

  @Nullable() @IsString() @Matches(COUNTRY, { message: '$property must be an ISO 3166 country code such as GB or US-CA' })
  countryCode?: string | null;

  @Nullable() @IsString() @MaxLength(5000)
  note?: string | null;

  /** The verifying person; null clears the verification. Only roles that write every identity document set it. */
  @Nullable() @IsString() @MaxLength(100)
  verifiedBy?: string | null;

  @Nullable() @IsDateString()
  expiryDate?: string | null;
}

export class CreateIdentityDocumentDto extends IdentityDocumentOptionalFields {
  @Required() @IsString() @MaxLength(100)
  personId: string;

  @Required() @IsString() @NotBlank() @MaxLength(100)
  type: string;

  @Required() @IsString() @MaxLength(100)
  fileId: string;
}

export class UpdateIdentityDocumentDto extends IdentityDocumentOptionalFields {
  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(100)
  type?: string;

  /** A new file replaces (and deletes) the old one and clears the verification, unless `verifiedBy` is sent too. */
  @OptionalNotNull() @IsString() @MaxLength(100)
  fileId?: string;
}
