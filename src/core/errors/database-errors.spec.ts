import { ApiError } from './api-error';
import { DATABASE_RETRY_AFTER_SECONDS, fromDatabaseError, isDatabaseUnreachable, registerConstraintError } from './database-errors';

/**
 * Database refusals that got past the services become the spec's 4xx (never a 500) naming no internals; an unreachable
 * database or a write conflict a 503 with Retry-After; anything else is left to the 500 path.
 */
const pg = (code: string, extra: object = {}) => Object.assign(new Error('database said no'), { code, ...extra });
/** TypeORM's QueryFailedError keeps the driver's error in `driverError`. */
const typeorm = (driverError: object) => Object.assign(new Error('query failed'), { driverError });

describe('database errors: constraint violations', () => {
  it.each([
    ['23505', 'conflicts with an existing record'],
    ['23P01', 'overlaps an existing record'],
    ['23503', 'refers to or is referred to by another record'],
    ['23514', 'a value is out of range or malformed'],
    ['22P02', 'a value is out of range or malformed'],
    ['22001', 'a value is out of range or malformed'],
    ['22021', 'a value is out of range or malformed'],
    ['54000', 'a value is out of range or malformed'],
  ])('%s answers 422: %s', (code, reason) => {
    for (const error of [pg(code), typeorm({ code })]) {
      const answer = fromDatabaseError(error)!;
      expect(answer).toBeInstanceOf(ApiError);
      expect(answer.code).toBe(422);
      expect(answer.issues).toEqual([expect.objectContaining({ reason })]);
      expect(answer.message).not.toContain('database said no');
    }
  });

  it('answers a registered constraint with its own error, before the generic one', () => {
    registerConstraintError('gadgets_one_per_person', () => new ApiError(409, 'One gadget per person', 'Conflict'));
    expect(fromDatabaseError(typeorm({ code: '23505', constraint: 'gadgets_one_per_person' }))).toMatchObject({ code: 409, message: 'One gadget per person' });
    expect(fromDatabaseError(pg('23505', { constraint: 'some_other_unique' }))!.code).toBe(422);
  });

  it('answers deadlocks and serialization failures 503, retry after a second', () => {
    for (const code of ['40P01', '40001']) expect(fromDatabaseError(pg(code))).toMatchObject({ code: 503, headers: { 'retry-after': '1' } });
  });

  it('leaves other errors to the 500 path', () => {
    expect(fromDatabaseError(pg('42P01'))).toBeNull();
    expect(fromDatabaseError(new Error('bug'))).toBeNull();
  });
});

describe('database errors: an unreachable database', () => {
  it.each([
    ['a refused connection', pg('ECONNREFUSED')],
    ['a shut-down session', typeorm({ code: '57P01' })],
    ['a starting server', pg('57P03')],
    ['no connection slot', pg('53300')],
    ['a connection exception class', pg('08006')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    ['a terminated connection', new Error('Connection terminated unexpectedly')],
    ['a connection the server already ended', new Error('Client has encountered a connection error and is not queryable')],
    ['a failure wrapped as a cause', new Error('outer', { cause: pg('ECONNRESET') })],
    ['every address of a host failing', Object.assign(new AggregateError([pg('EHOSTUNREACH'), pg('ECONNREFUSED')]), {})],
  ])('is %s, answered 503 with Retry-After', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
    expect(fromDatabaseError(error)).toMatchObject({ code: 503, errorName: 'Unavailable', headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) } });
  });

  it('is not a query error, nor a message that merely mentions connections', () => {
    expect(isDatabaseUnreachable(pg('23505'))).toBe(false);
    expect(isDatabaseUnreachable(new Error('Connection terminated by the client after the answer'))).toBe(false);
  });

  it('looks at most four causes deep', () => {
    const deep = new Error('1', { cause: new Error('2', { cause: new Error('3', { cause: new Error('4', { cause: pg('ECONNREFUSED') }) }) }) });
    expect(isDatabaseUnreachable(deep)).toBe(false);
    expect(isDatabaseUnreachable(new Error('1', { cause: new Error('2', { cause: new Error('3', { cause: pg('ECONNREFUSED') }) }) }))).toBe(true);
  });
});
