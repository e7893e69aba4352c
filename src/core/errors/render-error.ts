import { HttpException } from '@nestjs/common';
import type { Logger } from 'pino';
import { StoredCiphertextError } from '../crypto/crypto-errors';
import { newId } from '../ids';
import { ApiError, ERROR_NAMES, ValidationIssue } from './api-error';
import { fromDatabaseError } from './database-errors';

export interface ErrorBody {
  id: string;
  code: number;
  name: string;
  message: string;
  issues?: ValidationIssue[];
}

export interface RenderedError {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
}

/** Fastify's own 4xx errors (body parsing, content types, limits) with a client-facing message. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The content length does not match the body',
  FST_ERR_MAX_PARAM_LENGTH: 'A path segment is too long',
  FST_ERR_BAD_URL: 'The URL is malformed',
};

/**
 * The one translation of any thrown value into the spec's error object.
 * Unexpected errors become 500 GeneralError: logged with their id, never shown.
 */
export function renderError(error: unknown, logger?: Logger): RenderedError {
  const id = newId('err_');
  const make = (status: number, message: string, name = ERROR_NAMES[status] ?? (status >= 500 ? 'GeneralError' : 'BadRequest')) =>
    ({ status, body: { id, code: status, name, message } }) as RenderedError;

  const fromDatabase = fromDatabaseError(error);
  if (fromDatabase) error = fromDatabase;
  if (error instanceof ApiError) {
    const rendered = make(error.code, error.message, error.errorName);
    if (error.issues) rendered.body.issues = error.issues;
    rendered.headers = error.headers;
    return rendered;
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    if (status < 500) {
      const response = error.getResponse();
      const message = typeof response === 'string' ? response : String((response as { message?: unknown }).message ?? error.message);
      return make(status, status === 404 ? 'Not found' : message);
    }
    if (status === 502 || status === 503) return make(status, 'The service is temporarily unavailable');
  }
  const fastifyError = error as { statusCode?: number; code?: string; message?: string };
  if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    const known = fastifyError.code ? FASTIFY_MESSAGES[fastifyError.code] : undefined;
    const isJsonSyntax = error instanceof SyntaxError;
    return make(fastifyError.statusCode, known ?? (isJsonSyntax ? 'The body is not valid JSON' : 'The request cannot be processed'));
  }
  if (error instanceof StoredCiphertextError) {
    // Encrypted data that does not open (altered, moved, or its key gone): the record is answered with an error,
    // never a value; the log names the table, column and record (the message carries no plaintext).
    logger?.error({ errorId: id, storedDataError: error.message }, 'stored encrypted data does not decrypt');
    return make(500, 'A stored value of this record cannot be read', 'GeneralError');
  }
  logger?.error({ err: error, errorId: id }, 'unexpected error');
  return make(500, 'An unexpected error occurred', 'GeneralError');
}
