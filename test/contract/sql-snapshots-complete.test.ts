import { existsSync, readFileSync } from 'node:fs';
import { Client } from 'pg';
import { poolOf, runStatement } from '../../src/core/database/prepared-query';
import { newCompany, newLocation, TestCompany } from '../support/factories';
import { RecordedStatement } from '../support/sql-recording/recording-run';
import { recordingFile } from '../support/sql-recording/record-statements';
import { createTestApp, TestApp } from '../support/test-app';
import { databaseUrl } from '../support/test-env';

/**
 * Every statement the application issues during the suite is recorded for test/sql-snapshots/issued/ (the global
 * teardown fails the run on one not snapshotted; test/support/sql-recording/check-issued-statements.spec.ts shows that check). Here: the recording
 * sees the application's statements in this very file, with the code that issued each, and none the test sends itself.
 */
describe('recording of the SQL the application issues', () => {
  let t: TestApp;
  let c: TestCompany;
  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  const recordedHere = (): RecordedStatement[] => {
    const file = recordingFile();
    if (!file || !existsSync(file)) return [];
    return readFileSync(file, 'utf8').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as RecordedStatement);
  };

  it('is on in every test file of the suite', () => {
    expect(recordingFile()).toEqual(expect.any(String));
  });

  it("records a request's statements under the area of src/ and the code that issued them", async () => {
    expect((await t.api.get('/api/locations', c.token)).status).toBe(200);
    const recorded = recordedHere();
    expect(recorded).toContainEqual({
      area: 'core-auth',
      statement: expect.stringMatching(/^SELECT t\.id AS token_id, /),
      owner: 'TokenResolver.find (src/core/auth/token-resolver.service.ts)',
    });
    // Sent without awaiting it: known by the stack where it entered TypeORM.
    expect(recorded).toContainEqual({
      area: 'tokens',
      statement: expect.stringMatching(/^UPDATE api_tokens SET last_used_at = now\(\) /),
      owner: 'touch (src/modules/tokens/token-table.ts)',
    });
    // Run by a method every resource inherits: named after the class that declares it.
    expect(recorded).toContainEqual({
      area: 'core-crud',
      statement: expect.stringMatching(/^SELECT location\.id AS "id", .* FROM \(SELECT location\.\* FROM locations location /),
      owner: 'ResourceReader.list (src/core/crud/resource-reader.ts)',
    });
  });

  it('names the code that called the database plumbing, not the plumbing, as the owner', async () => {
    await newLocation(t, c.token);
    expect(recordedHere()).toContainEqual({
      area: 'core-database',
      statement: expect.stringMatching(/^INSERT INTO "locations"\(/),
      owner: expect.stringMatching(/^ResourceService\.\w+ \(src\/core\/crud\/resource\.service\.ts\)$/),
    });
  });

  it('records transaction control without an owner, in its own area', () => {
    const transactions = recordedHere().filter((r) => r.area === 'transactions');
    expect(transactions).toContainEqual({ area: 'transactions', statement: 'START TRANSACTION' });
    expect(transactions.filter((r) => r.owner !== undefined)).toEqual([]);
  });

  it('records nothing the test sends itself, by any route', async () => {
    const text = "SELECT 'sent by the test file' AS origin, $1::int AS n";
    await t.db.query(text, [1]);
    await poolOf(t.db).query(text, [2]);
    await runStatement(poolOf(t.db), text, [3]);
    const own = new Client({ connectionString: databaseUrl(t.databaseName) });
    await own.connect();
    try {
      await own.query(text, [4]);
    } finally {
      await own.end();
    }
    expect(recordedHere().map((r) => r.statement).filter((s) => s.includes('sent by the test file'))).toEqual([]);
  });
});
