import { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

/** Nest's own log lines, written as structured JSON through the same pino logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info(...this.line(message, context));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn(...this.line(message, context));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }

  /** `new Logger(context).warn({ msg, ...fields })` logs the fields beside the message (counts, ids: never values). */
  private line(message: unknown, context?: string): [Record<string, unknown>, string] {
    if (message && typeof message === 'object' && typeof (message as { msg?: unknown }).msg === 'string') {
      const { msg, ...fields } = message as { msg: string };
      return [{ context, ...fields }, msg];
    }
    return [{ context }, String(message)];
  }
}
