import { existsSync, readFileSync } from 'node:fs';
import { Client } from 'pg';
import { poolOf, runStatement } from '../../src/core/database/prepared-query';
import { newCompany, TestCompany } from '../support/factories';
import { RecordedStatement } from '../support/sql-recording/recording-run';
import { recordingFile } from '../support/sql-recording/record-statements';
import { createTestApp, TestApp } from '../support/test-app';
import { databaseUrl } from '../support/test-env';

/**
 * Every statement the application issues during the suite is recorded for test/sql-snapshots/issued/ (the global
 * teardown fails the run on one not snapshotted; test/support/sql-recording/check-issued-statements.spec.ts shows that check). Here: the recording
 * sees the application's statements in this very file, and none the test sends itself.
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

  it("records a request's statements under the area of src/ that issued them", async () => {
    expect((await t.api.get('/api/locations', c.token)).status).toBe(200);
    const recorded = recordedHere();
    expect(recorded).toContainEqual({ area: 'core-auth', statement: expect.stringMatching(/^SELECT t\.id AS token_id, /) });
    // Sent without awaiting it: known by the stack where it entered TypeORM.
    expect(recorded).toContainEqual({ area: 'tokens', statement: expect.stringMatching(/^UPDATE api_tokens SET last_used_at = now\(\) /) });
    expect(recorded).toContainEqual({ area: 'core-crud', statement: expect.stringMatching(/^SELECT location\.id AS "id", .* FROM \(SELECT location\.\* FROM locations location /) });
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
