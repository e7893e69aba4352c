import { Equals, IsString, MaxLength } from 'class-validator';
import { NotBlank, OptionalNotNull } from '../../core/validation/decorators';

/**
 * The body of `POST /api/people/{id}/erase`: empty for a person already offboarded; `force` (with a `reason`) erases
 * anyone else. Unknown fields answer 422 like every body.
 */
export class ErasePersonDto {
  /** Erase a person who is not offboarded. */
  @OptionalNotNull() @Equals(true, { message: 'force must be true when sent' })
  force?: true;

  /** Why; required with `force`, kept in the erasure's record (write no personal data here). */
  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(1000)
  reason?: string;
}
