import { IsString, MaxLength, MinLength } from 'class-validator';
import { Required } from '../../core/validation/decorators';

export class CreateDocumentTypeDto {
  @Required() @IsString() @MinLength(1) @MaxLength(100)
  name: string;
}

/** The spec makes `name` required on update too (it is the only field). */
export class UpdateDocumentTypeDto {
  @Required() @IsString() @MinLength(1) @MaxLength(100)
  name: string;
}
