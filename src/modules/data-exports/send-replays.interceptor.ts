import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Observable, tap } from 'rxjs';

/**
 * For routes that send their own reply (`@Res()`: the export streams a file): when the idempotency interceptor inside
 * answers a replay without running the handler, nothing would send the reply; this sends it, and the idempotency
 * hook puts the stored response in its place.
 */
@Injectable()
export class SendReplaysInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(tap(() => {
      // A download still streaming is not `sent` (its body has not ended) but its headers are out: a second send
      // would write them again ("Reply was already sent").
      if (!reply.sent && !reply.raw.headersSent) void reply.send();
    }));
  }
}
