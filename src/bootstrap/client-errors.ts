import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import { ApiError } from '../core/errors/api-error';
import { renderError } from '../core/errors/render-error';
import { ROUTER_ERROR_SECURITY_HEADERS } from './security-headers';

/** Node's parser errors that have a status of their own; anything else it refuses is a 400. */
const PARSER_ERRORS: Record<string, () => ApiError> = {
  ERR_HTTP_REQUEST_TIMEOUT: () => new ApiError(408, 'The request took too long to arrive', 'RequestTimeout'),
  HPE_HEADER_OVERFLOW: () => new ApiError(431, 'The request headers are too large', 'RequestHeaderFieldsTooLarge'),
};

const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses before any route or hook sees it (a raw 0x7F
 * or 0xFF byte in the URL, a malformed request line, oversized headers) answers the spec's error object with an
 * `x-request-id` and the security headers, like every other answer, instead of Node's bare `Client Error` body.
 */
export function clientErrorHandler(logger: Logger) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const requestId = `req_${randomUUID()}`;
    const refusal = PARSER_ERRORS[error.code ?? '']?.() ?? new ApiError(400, 'The request is malformed');
    const { status, body } = renderError(refusal);
    logger.debug({ reqId: requestId, errorId: body.id, code: error.code }, 'request refused by the HTTP parser');
    if (socket.writable) {
      const json = JSON.stringify(body);
      const headers = {
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(json)),
        'x-request-id': requestId,
        ...ROUTER_ERROR_SECURITY_HEADERS,
        connection: 'close',
      };
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
      socket.end(`HTTP/1.1 ${status} ${REASONS[status] ?? 'Bad Request'}\r\n${head}\r\n${json}`);
      return;
    }
    socket.destroy(error);
  };
}
