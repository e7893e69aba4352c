import { ValidationPipe } from '@nestjs/common';
import { ApiError } from '../errors/api-error';
import { runTypeChecksFirst } from './type-checks-first';
import { toIssues } from './validation-issues';

/**
 * Validates bodies against their DTO: types, formats, enums and required fields;
 * unknown fields are refused by name (D15: no silent mass assignment).
 */
export function bodyValidationPipe(): ValidationPipe {
  runTypeChecksFirst();
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validateCustomDecorators: false,
    stopAtFirstError: true,
    exceptionFactory: (errors) => ApiError.validation(toIssues(errors)),
  });
}
