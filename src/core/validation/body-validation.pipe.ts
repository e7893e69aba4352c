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
  return new JsonBodyValidationPipe({
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

/**
 * Every body this pipe sees was parsed from JSON (json-body.ts: every other content type is refused, multipart
 * bodies are streamed by the upload route, which has no validated body). JSON holds no sparse array and no binary
 * value, so the two walks Nest makes over each body for them find nothing and are skipped.
 */
class JsonBodyValidationPipe extends ValidationPipe {
  protected override closeArrayGaps(): void {}

  protected override findNestedBinaryValues(): [] {
    return [];
  }
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
