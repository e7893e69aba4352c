import { ApiError } from './api-error';

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
}

/** Constraint name -> the client-facing error when the database refuses a write (each module registers its own). */
const CONSTRAINT_ERRORS: Record<string, () => ApiError> = {};

/** Registers the error a resource's constraint stands for (unique limits, one-per-person rules). */
export function registerConstraintError(constraint: string, make: () => ApiError): void {
  CONSTRAINT_ERRORS[constraint] = make;
}

/** How soon a client should retry when the database cannot be reached (a primary restarting, a failover). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The database cannot be reached or is going away: the server refused or reset the connection, ended the session
 * (57P01 admin shutdown, 57P02 crash), is not accepting connections yet (57P03), has no connection slot left (53300),
 * or the pool gave up waiting for a connection (`connectionTimeoutMillis`). Nothing reached the database, or the
 * transaction died with the session: retrying later works.
 */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300']);
// The last: a query on a connection the server already ended (its error was heard, the connection not yet dropped).
const UNREACHABLE_MESSAGES = /^(timeout exceeded when trying to connect|Connection terminated unexpectedly|Connection terminated due to connection timeout|Connection terminated|Client has encountered a connection error and is not queryable)$/;

export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown[] } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && (UNREACHABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (typeof e.message === 'string' && UNREACHABLE_MESSAGES.test(e.message)) return true;
    // An AggregateError (connecting to each address of a host failed) carries the reasons in `errors`.
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnreachable(inner))) return true;
    e = (e.driverError ?? e.cause) as typeof e;
  }
  return false;
}

/**
 * Constraint violations that got past the services (races the database settles) become
 * 422s naming no internals; an unreachable database a 503 with Retry-After; anything else is left for the 500 path.
 */
export function fromDatabaseError(error: unknown): ApiError | null {
  if (isDatabaseUnreachable(error)) {
    return ApiError.unavailable('The database is unreachable; retry shortly', DATABASE_RETRY_AFTER_SECONDS);
  }
  const pg = (error as { driverError?: PgError }).driverError ?? (error as PgError);
  if (!pg || typeof pg.code !== 'string') return null;
  if (pg.constraint && CONSTRAINT_ERRORS[pg.constraint]) return CONSTRAINT_ERRORS[pg.constraint]();
  switch (pg.code) {
    case '23505':
      return ApiError.validation([{ name: 'id', reason: 'conflicts with an existing record' }], 'The record conflicts with an existing one');
    case '23P01':
      // An exclusion constraint (no two time-away entries of a person overlap) settled a race.
      return ApiError.validation([{ name: 'id', reason: 'overlaps an existing record' }], 'The record overlaps an existing one');
    case '23503':
      return ApiError.validation([{ name: 'id', reason: 'refers to or is referred to by another record' }], 'The change breaks a reference between records');
    case '40P01':
    case '40001':
      // A deadlock or serialization failure between concurrent writes: nothing was written, retrying works.
      return ApiError.unavailable('The request conflicted with a concurrent one; retry it', 1);
    case '23514':
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
    case '22001': // a value longer than its column
    case '22021': // a byte sequence the database encoding cannot hold (NUL)
    case '22P05': // a character that cannot be translated
    case '54000': // a value too large for an index row
      return ApiError.validation([{ name: 'body', reason: 'a value is out of range or malformed' }], 'A value is out of range or malformed');
    default:
      return null;
  }
}
