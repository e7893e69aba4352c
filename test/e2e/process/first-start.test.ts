import { createLogger } from '../../../src/core/logging/logger';
import { DEMO_OWNER_EMAIL, firstStart } from '../../../src/bootstrap/first-start';
import { CompanySetupService } from '../../../src/modules/company-setup';
import { createTestApp, TestApp } from '../../support/test-app';

/** D1: the first start makes the demo company and exactly one owner token, once, also when it was stopped midway. */
describe('first start', () => {
  let t: TestApp;
  const logger = createLogger('silent');

  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const counts = async () => {
    const [row] = await t.db.query(
      `SELECT (SELECT count(*)::int FROM companies) AS companies, (SELECT count(*)::int FROM api_tokens) AS tokens`,
    );
    return row as { companies: number; tokens: number };
  };
  const me = (token: string) => t.api.get('/api/me', token);

  it('makes the demo company and an owner token on an empty database, and nothing on the next start', async () => {
    const token = await firstStart(t.app, logger);
    expect(token).toMatch(/^prk_/);
    const answer = await me(token!);
    expect(answer.status).toBe(200);
    expect(answer.body.role).toBe('owner');
    expect(await firstStart(t.app, logger)).toBeNull();
    expect(await counts()).toEqual({ companies: 1, tokens: 1 });
  });

  it('two nodes starting at once make one company and one token', async () => {
    const tokens = await Promise.all([firstStart(t.app, logger), firstStart(t.app, logger), firstStart(t.app, logger)]);
    expect(tokens.filter((token) => token !== null)).toHaveLength(1);
    expect(await counts()).toEqual({ companies: 1, tokens: 1 });
  });

  it('a start stopped after the demo company committed and before its token makes the token on the next start', async () => {
    await t.app.get(CompanySetupService).create({ name: 'Demo Company', ownerEmail: DEMO_OWNER_EMAIL, ownerFirstName: 'Demo', ownerLastName: 'Owner' });
    const token = await firstStart(t.app, logger);
    expect(token).toMatch(/^prk_/);
    expect((await me(token!)).body.role).toBe('owner');
    expect(await counts()).toEqual({ companies: 1, tokens: 1 });
    expect(await firstStart(t.app, logger)).toBeNull();
  });

  it('leaves alone a database whose company an operator made (no demo owner), even before it has a token', async () => {
    await t.app.get(CompanySetupService).create({ name: 'Acme', ownerEmail: 'boss@acme.example', ownerFirstName: 'Ada', ownerLastName: 'Boss' });
    expect(await firstStart(t.app, logger)).toBeNull();
    expect(await counts()).toEqual({ companies: 1, tokens: 0 });
  });
});
