import { IsBoolean, IsEmail, IsString, MaxLength } from 'class-validator';
import { Nullable, OptionalNotNull, Required } from '../../core/validation/decorators';
import { IsPhoneNumber } from '../person-records';

class EmergencyContactFields {
  @Nullable() @IsString() @MaxLength(200)
  name?: string | null;

  @Nullable() @IsEmail({}, { message: '$property must be an email address' }) @MaxLength(320)
  email?: string | null;

  @Nullable() @IsPhoneNumber()
  phoneNumber?: string | null;

  @Nullable() @IsString() @MaxLength(100)
  relationship?: string | null;

  /** `true` makes this contact the primary one and the other not; `false` hands primary to the other. */
  @OptionalNotNull() @IsBoolean()
  isPrimary?: boolean;
}

export class CreateEmergencyContactDto extends EmergencyContactFields {
  @Required() @IsString()
  personId: string;
}

export class UpdateEmergencyContactDto extends EmergencyContactFields {}
