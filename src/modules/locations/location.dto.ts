import { IsString, MaxLength } from 'class-validator';
import { IsCountryCode } from '../../core/validation/country.decorators';
import { NotBlank, Nullable, OptionalNotNull, Required } from '../../core/validation/decorators';

class LocationFields {
  @Nullable() @IsString() @MaxLength(500)
  address?: string | null;

  @Nullable() @IsString() @MaxLength(200)
  state?: string | null;

  @Nullable() @IsString() @MaxLength(40)
  postcode?: string | null;

  @Nullable() @IsString() @MaxLength(200)
  label?: string | null;

  @Nullable() @IsString() @MaxLength(100)
  workingPatternId?: string | null;
}

export class CreateLocationDto extends LocationFields {
  @Required() @IsString() @NotBlank() @MaxLength(200)
  city: string;

  @Required() @IsCountryCode()
  countryCode: string;

  @Required() @IsString()
  timeAwayPolicyId: string;
}

export class UpdateLocationDto extends LocationFields {
  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(200)
  city?: string;

  @OptionalNotNull() @IsCountryCode()
  countryCode?: string;

  @OptionalNotNull() @IsString()
  timeAwayPolicyId?: string;
}
