import { Body, ValidationPipe } from '@nestjs/common';
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

let shared: ValidationPipe | undefined;

/**
 * `@Body()` validated against its DTO. The pipe runs on bodies only, never as a global pipe: Nest runs a global pipe
 * over every parameter of every route (the caller, the query, the id), a chain of promises on each read that has no
 * body (docs/performance.md, "Hot reads"). Queries and ids are strings the handlers read as they come.
 */
export function ValidatedBody(): ParameterDecorator {
  return Body((shared ??= bodyValidationPipe()));
}
