import { randomBytes } from 'node:crypto';
import { ensureDatabase } from '../../../src/core/database/database-setup';
import { databaseUrl, runDatabasePrefix } from '../../support/test-env';
import { dropTestDatabase } from '../../support/test-app';

/** D1 creates the database when it is missing; nodes starting at the same instant must all get it, none fail. */
describe('database: created once when several nodes start together', () => {
  const name = `${runDatabasePrefix()}${randomBytes(6).toString('hex')}`;
  afterAll(() => dropTestDatabase(name));

  it('lets eight concurrent starts on a missing database all succeed', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => ensureDatabase(databaseUrl(name))));
    expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(Array(8).fill('ok'));
  });
});
