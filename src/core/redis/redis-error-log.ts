import { Logger } from '@nestjs/common';

const LOG_EVERY_MS = 60_000;

interface ErrorSource {
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** One report a minute per connection kind, shared by every connection of that kind in the process. */
class ErrorReport {
  private readonly logger: Logger;
  private lastLogAt = 0;
  private sinceLog = 0;

  constructor(kind: string) {
    this.logger = new Logger(`Redis:${kind}`);
  }

  record(error: Error): void {
    this.sinceLog += 1;
    const now = Date.now();
    if (now - this.lastLogAt < LOG_EVERY_MS) return;
    this.logger.warn(`Redis connection failing (${error.message}): ${this.sinceLog} error(s) since the last report`);
    this.lastLogAt = now;
    this.sinceLog = 0;
  }
}

const reports = new Map<string, ErrorReport>();

/**
 * Every Redis connection (the shared one, BullMQ queues and workers) gets an `error` listener: without one, ioredis
 * prints `[ioredis] Unhandled error event` with a stack trace on stderr for each reconnect attempt (and BullMQ falls
 * back to console.error). Errors go to the structured JSON log instead, once a minute per connection kind, with the
 * count since the last report.
 */
export function logRedisErrors(source: ErrorSource, kind: string): void {
  let report = reports.get(kind);
  if (!report) reports.set(kind, (report = new ErrorReport(kind)));
  const target = report;
  source.on('error', (error: Error) => target.record(error));
}
