import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const IDEMPOTENT_METHODS = new Set(['POST', 'PATCH', 'DELETE']);
export const MAX_KEY_LENGTH = 255;

/** The request's Idempotency-Key (D15), `null` when it sends none or is not a write; 422 when malformed. */
export function readIdempotencyKey(request: FastifyRequest): string | null {
  if (!IDEMPOTENT_METHODS.has(request.method)) return null;
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string') throw ApiError.invalidField(IDEMPOTENCY_HEADER, 'must be sent once');
  if (value.length < 1 || value.length > MAX_KEY_LENGTH) {
    throw ApiError.invalidField(IDEMPOTENCY_HEADER, `must be 1 to ${MAX_KEY_LENGTH} characters long`);
  }
  return value;
}

export const keyReusedError = () =>
  ApiError.invalidField(IDEMPOTENCY_HEADER, 'was already used with another request (method, path or body) in the last 24 hours');

export const keyInProgressError = () =>
  new ApiError(409, `A request with this ${IDEMPOTENCY_HEADER} is still being processed (or was interrupted after writing); do not retry it as a new request`, 'Conflict', undefined, {
    'retry-after': '1',
  });

/** A multipart body is not parsed before the handler (uploads stream their parts): its handler fingerprints it. */
export const readsOwnBody = (request: FastifyRequest): boolean => /^multipart\/form-data/i.test(request.headers['content-type'] ?? '');
