import { TokensService } from '../../../src/modules/tokens/tokens.service';
import { newCompany, newUser } from '../../support/factories';
import { runCli } from '../../support/processes';
import { createTestApp, TestApp } from '../../support/test-app';
import { databaseUrl } from '../../support/test-env';

/**
 * `token:grant` adds a scope to an existing token (a scope an upgrade added is not in the tokens made before it), only
 * within the ceiling of its user's role, never to a revoked token.
 */
describe('the CLI: token:grant', () => {
  let t: TestApp;
  let env: Record<string, string>;
  const cli = (...args: string[]) => runCli(args, env);
  const failure = (...args: string[]) => {
    const res = cli(...args);
    expect({ code: res.code, stdout: res.stdout }).toEqual({ code: 1, stdout: '' });
    return JSON.parse(res.stderr.trim());
  };
  const scopesOf = async (id: string) => (await t.db.query('SELECT scopes FROM api_tokens WHERE id = $1', [id]))[0].scopes;

  beforeAll(async () => {
    t = await createTestApp();
    env = { DATABASE_URL: databaseUrl(t.databaseName), DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent' };
    cli('token:list'); // builds dist/ once if it is missing or stale
  }, 180_000);
  afterAll(() => t.close());

  it('an owner token made without audit:read gets it and then reads the audit trail', async () => {
    const c = await newCompany(t);
    const old = await t.app.get(TokensService).create({ email: c.ownerEmail, scopes: ['public:read', 'private:write'] });
    expect((await t.api.get('/api/audit-events', old.token)).status).toBe(403);

    const res = cli('token:grant', '--token', old.id, '--scope', 'audit:read');
    expect({ code: res.code, stderr: res.stderr }).toEqual({ code: 0, stderr: '' });
    expect(JSON.parse(res.stdout)).toEqual({ id: old.id, name: null, scopes: ['public:read', 'private:write', 'audit:read'], personId: c.ownerId, companyId: c.companyId });
    expect((await t.api.get('/api/audit-events', old.token)).status).toBe(200);
    const actions = (await t.db.query('SELECT action FROM audit_events WHERE target_id = $1 ORDER BY seq', [old.id])).map((r: { action: string }) => r.action);
    expect(actions).toEqual(['token.created', 'token.scopesGranted']);
  });

  it('a scope beyond the role of the token\'s user is refused and the token is left as it was', async () => {
    const c = await newCompany(t);
    const admin = await newUser(t, c.companyId, 'admin', ['public:read']);
    const [{ id }] = await t.db.query('SELECT id FROM api_tokens WHERE person_id = $1', [admin.personId]);
    expect(failure('token:grant', '--token', id, '--scope', 'private:read,audit:read')).toEqual({
      name: 'ScopeNotAllowed',
      message: 'the admin role of the token\'s user may not hold audit:read',
    });
    expect(await scopesOf(id)).toEqual(['public:read']);
  });

  it('a revoked token, an unknown token and an unknown scope are refused', async () => {
    const c = await newCompany(t);
    const made = await t.app.get(TokensService).create({ email: c.ownerEmail, scopes: ['public:read'] });
    await t.app.get(TokensService).revoke(made.id);
    expect(failure('token:grant', '--token', made.id, '--scope', 'audit:read')).toEqual({
      name: 'Conflict',
      message: `token ${made.id} is revoked: make a new one with token:create`,
    });
    expect(failure('token:grant', '--token', 'tokNoSuchToken', '--scope', 'audit:read')).toEqual({ name: 'NotFound', message: 'No token with id tokNoSuchToken' });
    expect(failure('token:grant', '--token', made.id, '--scope', 'audit:write')).toEqual({ name: 'ValidationError', message: 'scopes: unknown scope(s) audit:write' });
    expect(await scopesOf(made.id)).toEqual(['public:read']);
  });
});
