import { areaOf, isTransactionControl, originArea, UNTRACED, viaWrappedEntry } from './statement-origin';

const ROOT = '/repo';
const RECORDER = '/repo/test/support/sql-recording';
const stack = (...files: (string | null)[]) => files;
const recorderFrames = [`${RECORDER}/record-statements.ts`, '/repo/node_modules/typeorm/driver/postgres/PostgresQueryRunner.js'];

/** Whose statement it is: the innermost project frame decides; only src/ is recorded. */
describe('statement origin', () => {
  it('names the module or core area of the innermost src/ frame', () => {
    expect(originArea(stack(...recorderFrames, '/repo/src/modules/people/people.service.ts', '/repo/src/core/crud/resource.service.ts'), ROOT, RECORDER)).toBe('people');
    expect(originArea(stack(...recorderFrames, '/repo/src/core/outbox/outbox.service.ts', '/repo/src/modules/people/people.service.ts'), ROOT, RECORDER)).toBe('core-outbox');
  });

  it('names the caller of the helpers that only run SQL text given to them', () => {
    expect(originArea(stack(...recorderFrames, '/repo/src/core/database/prepared-query.ts', '/repo/src/core/auth/token-resolver.service.ts'), ROOT, RECORDER)).toBe('core-auth');
    expect(originArea(stack(...recorderFrames, '/repo/src/core/database/prepared-query.ts', '/repo/test/e2e/x.test.ts'), ROOT, RECORDER)).toBeUndefined();
  });

  it('records nothing a test file, its support or a migration sends, even when src/ called it', () => {
    expect(originArea(stack(...recorderFrames, '/repo/test/e2e/people/people.test.ts'), ROOT, RECORDER)).toBeUndefined();
    expect(originArea(stack(...recorderFrames, '/repo/test/support/test-app.ts', '/repo/src/bootstrap/create-app.ts'), ROOT, RECORDER)).toBeUndefined();
    expect(originArea(stack(...recorderFrames, '/repo/migrations/1700000000000-init.ts', '/repo/src/core/database/database-setup.ts'), ROOT, RECORDER)).toBeUndefined();
  });

  it('records nothing a unit spec beside the code under src/ sends, even when src/ called it', () => {
    expect(originArea(stack(...recorderFrames, '/repo/src/core/query/query-translator.spec.ts'), ROOT, RECORDER)).toBeUndefined();
    expect(originArea(stack(...recorderFrames, '/repo/src/modules/people/person-derived.spec.js', '/repo/src/modules/people/people.service.ts'), ROOT, RECORDER)).toBeUndefined();
    expect(originArea(stack(...recorderFrames, '/repo/src/modules/people/people.service.ts', '/repo/src/modules/people/people.spec.ts'), ROOT, RECORDER)).toBe('people');
  });

  it('records a statement whose stack shows no project code at all as untraced', () => {
    expect(originArea(stack(...recorderFrames, '/repo/node_modules/typeorm/driver/postgres/PostgresDriver.js'), ROOT, RECORDER)).toBe(UNTRACED);
  });

  it('knows a client call that TypeORM or the pool made (looked at as it entered them)', () => {
    expect(viaWrappedEntry([`${RECORDER}/record-statements.ts`, null, '/repo/node_modules/pg-pool/index.js', '/repo/src/x.ts'], RECORDER)).toBe(true);
    expect(viaWrappedEntry([`${RECORDER}/record-statements.ts`, '/repo/node_modules/typeorm/driver/postgres/PostgresQueryRunner.js'], RECORDER)).toBe(true);
    expect(viaWrappedEntry([`${RECORDER}/record-statements.ts`, '/repo/src/modules/data-exports/export-stream.ts'], RECORDER)).toBe(false);
  });

  it('passes over frames without a file (native code)', () => {
    expect(originArea(stack(null, '/repo/node_modules/pg/lib/client.js', null, '/repo/src/jobs/worker.ts'), ROOT, RECORDER)).toBe('jobs');
  });

  it('maps paths to areas', () => {
    expect(areaOf('src/modules/time-away/balances/balance.sql.ts')).toBe('time-away');
    expect(areaOf('src/core/database/prepared-query.ts')).toBe('core-database');
    expect(areaOf('src/core/clock.ts')).toBe('core');
    expect(areaOf('src/bootstrap/create-app.ts')).toBe('bootstrap');
    expect(areaOf('src/main.ts')).toBe('main');
  });

  it('knows transaction control', () => {
    expect(['START TRANSACTION', 'COMMIT', 'ROLLBACK', 'SAVEPOINT typeorm_n', 'ROLLBACK TO SAVEPOINT typeorm_n'].every(isTransactionControl)).toBe(true);
    expect(isTransactionControl('SELECT 1')).toBe(false);
  });
});
