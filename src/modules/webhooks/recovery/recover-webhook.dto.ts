import { IsString, registerDecorator } from 'class-validator';
import { declareConstraintSchema } from '../../../core/openapi/constraint-schemas';
import { isValidDateTime } from '../../../core/query/query-values';
import { OptionalNotNull, Required } from '../../../core/validation/decorators';

declareConstraintSchema('isInstant', { type: 'string', format: 'date-time' });

/** An ISO 8601 date-time (D7), as the query language reads one. */
function IsInstant() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isInstant',
      target: object.constructor,
      propertyName,
      options: { message: '$property must be an ISO 8601 date-time' },
      validator: { validate: (value: unknown) => typeof value === 'string' && isValidDateTime(value) },
    });
}

/** The body of `POST /api/webhooks/{id}/recover`: the period whose deliveries are queued again. */
export class RecoverWebhookDto {
  /** Deliveries created at or after this instant. */
  @Required() @IsString() @IsInstant()
  since: string;

  /** Deliveries created before this instant; absent: now. */
  @OptionalNotNull() @IsString() @IsInstant()
  until?: string;
}
