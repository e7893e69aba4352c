import { IsIn, IsString, MaxLength } from 'class-validator';
import { NotBlank, OptionalNotNull, Required } from '../../core/validation/decorators';

/** Standard types (salary, bonus, commission, equity) come with the company; new ones are `custom`. */
export class CreateCompensationTypeDto {
  @Required() @IsString() @NotBlank() @MaxLength(200)
  name: string;

  @OptionalNotNull() @IsIn(['custom'], { message: '$property must be custom: the standard types exist already' })
  baseType?: 'custom';
}
