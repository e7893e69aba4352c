import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { LazyRequestLogger } from './lazy-request-logger';

/**
 * Each request is logged once, when it is answered: one `request completed` line (or `request errored`) holding what
 * Fastify's two lines held, the request (`req`: id, method, redacted URL), the answer (`res`: status) and
 * `responseTime`, instead of an `incoming request` line on arrival and a second one at the end. A log line costs
 * its redaction and JSON (docs/performance.md, "Third round: the request pipeline"; docs/decisions-performance.md, P10).
 */
export class OneLineRequestLog extends LogController {
  incomingRequest(): void {}

  requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const log = reply.log as unknown;
    const [level, line, message] = error
      ? (['error', { req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored'] as const)
      : (['info', { req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed'] as const);
    if (log instanceof LazyRequestLogger) log.lineOnce(level, line, message);
    else reply.log[level](line, message);
  }
}
