import { IsString, IsUrl, MaxLength } from 'class-validator';
import { IsDateString, NotBlank, Nullable, OptionalNotNull, Required } from '../../core/validation/decorators';

class DocumentEditableFields {
  @Nullable() @IsString() @MaxLength(100)
  documentTypeId?: string | null;

  @Nullable() @IsDateString()
  issueDate?: string | null;

  /** A document type by name (case-insensitive), instead of `documentTypeId`. */
  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(100)
  type?: string;
}

export class CreateDocumentDto extends DocumentEditableFields {
  @Required() @IsString() @NotBlank() @MaxLength(500)
  name: string;

  @Nullable() @IsString() @MaxLength(100)
  personId?: string | null;

  @Nullable() @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: '$property must be an http or https URL' }) @MaxLength(2000)
  link?: string | null;

  @Nullable() @IsString() @MaxLength(100)
  fileId?: string | null;
}

export class UpdateDocumentDto extends DocumentEditableFields {
  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(500)
  name?: string;
}
