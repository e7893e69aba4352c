import { ArgumentsHost, Catch, ExceptionFilter, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { AuthContext } from '../auth/auth-context';
import type { AuditDenials } from '../audit/audit-denials.service';
import { deniedAccessEntry } from '../audit/denied-access';
import { RouteRegistry } from '../http/route-registry';
import { ApiError } from './api-error';
import { errorFormOf } from './error-forms';
import { renderError } from './render-error';

/** Global filter: every error leaves as `{ id, code, name, message }` (+ issues). */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    private readonly routes: RouteRegistry,
    private readonly audit?: AuditDenials,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    let error = exception;
    if (exception instanceof NotFoundException && !(exception instanceof ApiError)) {
      const path = request.url.split('?')[0];
      if (this.routes.pathExistsForOtherMethod(request.method, path)) error = ApiError.methodNotAllowed(request.method);
    }
    // Every refusal of an identified caller is in the audit trail (docs/security.md, "Audit trail").
    const auth = (request as FastifyRequest & { auth?: AuthContext }).auth;
    if (this.audit && auth && error instanceof ApiError && error.code === 403) void this.audit.record(deniedAccessEntry(request, auth));
    sendError(reply, error, request.log as unknown as Logger ?? this.logger);
  }
}

export function sendError(reply: FastifyReply, error: unknown, logger: Logger): void {
  // A streamed answer that fails once its headers are out (the client hung up mid-download) cannot become an error
  // object: sending one would write the headers twice, which Fastify turns into an uncaught exception.
  if (reply.sent || reply.raw.headersSent) {
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'response ended early after its headers were sent');
    if (!reply.raw.writableEnded) reply.raw.destroy();
    return;
  }
  const rendered = renderError(error, logger);
  if (rendered.headers) reply.headers(rendered.headers);
  const form = errorFormOf(reply.request);
  if (form) {
    void reply.status(rendered.status).header('content-type', form.contentType).send(form.body(rendered, reply.request));
    return;
  }
  void reply.status(rendered.status).header('content-type', 'application/json; charset=utf-8').send(rendered.body);
}
