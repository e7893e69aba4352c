import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A refused upload whose declared size is at most this is read to its end and discarded, keeping its keep-alive
 * connection; a larger one (or one of unknown size) is answered with `Connection: close` instead of being read.
 */
export const DRAIN_LIMIT_BYTES = 1024 * 1024;

const isMultipart = (request: FastifyRequest) => /^multipart\/form-data/i.test(request.headers['content-type'] ?? '');

/**
 * An upload refused before its body was read (no `type`, no right, a limit, 415) would leave the rest of that body in
 * the connection: the parser waits behind it and the client's next request on the connection hangs. Before such an
 * answer goes out, the body is detached from the form parser and either drained (small, bounded by
 * DRAIN_LIMIT_BYTES) or the answer says `Connection: close` and the server closes the connection after it, reading
 * and dropping what still arrives meanwhile so the client gets the answer rather than a reset. Run by the one onSend
 * hook (bootstrap/request-hooks.ts), last.
 */
export function releaseUnreadUploadBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.readableEnded || !isMultipart(request)) return;
  raw.unpipe();
  const declared = Number(request.headers['content-length']);
  const small = raw.complete || (request.headers['content-length'] !== undefined && Number.isFinite(declared) && declared <= DRAIN_LIMIT_BYTES);
  if (!small) void reply.header('connection', 'close');
  raw.resume();
}
