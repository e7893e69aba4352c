import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsString, MaxLength } from 'class-validator';
import { NotBlank, Nullable, OptionalNotNull, Required } from '../../core/validation/decorators';

class WebhookFields {
  @Nullable() @IsString() @MaxLength(2000)
  testUrl?: string | null;

  @Nullable() @IsString() @MaxLength(200)
  name?: string | null;

  /** Absent or null: every event type; an empty list would receive nothing, so it is refused. */
  @Nullable() @IsArray() @ArrayMinSize(1) @ArrayMaxSize(100) @IsString({ each: true }) @MaxLength(100, { each: true })
  eventTypes?: string[] | null;
}

export class CreateWebhookDto extends WebhookFields {
  @Required() @IsString() @NotBlank() @MaxLength(2000)
  url: string;
}

export class UpdateWebhookDto extends WebhookFields {
  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(2000)
  url?: string;

  /** `disabled` is set only by the failure rule; publishing re-enables a disabled webhook. */
  @OptionalNotNull() @IsIn(['draft', 'published'])
  status?: 'draft' | 'published';
}
