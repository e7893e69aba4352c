import pino, { DestinationStream, Logger } from 'pino';
import { serializeError } from './error-serializer';
import { loggedUrl } from './logged-url';

/** Paths never written to logs (D15): credentials, secrets and personal or bank fields. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'headers.authorization',
  '*.authorization',
  '*.token',
  '*.secret',
  '*.previousSecret',
  'secret',
  '*.headers["webhook-signature"]',
  '*.password',
  '*.accountNumber',
  '*.sortCode',
  '*.routingNumber',
  '*.swiftCode',
  '*.taxId',
  '*.taxCode',
  '*.birthday',
  '*.calendarFeedToken',
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'personnel' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // Query errors carry their parameters and PostgreSQL's detail: only safe identifiers are logged.
      err: serializeError,
      error: serializeError,
      // Only these request parts are logged: never headers (Authorization, cookies).
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        // Signed links carry their signature in the query string, calendar feeds their token in the path.
        url: loggedUrl(req.url),
      }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
