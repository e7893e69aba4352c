import { IsString, MaxLength } from 'class-validator';
import { NotBlank, Required } from '../../core/validation/decorators';

export class CreateDocumentTypeDto {
  @Required() @IsString() @NotBlank() @MaxLength(100)
  name: string;
}

/** The spec makes `name` required on update too (it is the only field). */
export class UpdateDocumentTypeDto {
  @Required() @IsString() @NotBlank() @MaxLength(100)
  name: string;
}
