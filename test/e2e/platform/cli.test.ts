import { databaseUrl } from '../../support/test-env';
import { runCli } from '../../support/processes';
import { newUser } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/** D2: every command prints one JSON object on stdout, or `{ name, message }` on stderr with a non-zero exit. */
describe('the CLI', () => {
  let t: TestApp;
  let env: Record<string, string>;
  const cli = (...args: string[]) => runCli(args, env);
  const ok = (...args: string[]) => {
    const res = cli(...args);
    if (res.code !== 0) throw new Error(`cli ${args.join(' ')} failed: ${res.stderr}`);
    expect(res.stderr).toBe('');
    return JSON.parse(res.stdout);
  };
  const failure = (...args: string[]) => {
    const res = cli(...args);
    expect(res.code).not.toBe(0);
    expect(res.stdout).toBe('');
    const error = JSON.parse(res.stderr.trim().split('\n').pop()!);
    expect(Object.keys(error).sort()).toEqual(['message', 'name']);
    return error;
  };

  beforeAll(async () => {
    t = await createTestApp();
    // The test app's DATA_DIR: its master key opens the data keys of the companies it makes.
    env = { DATABASE_URL: databaseUrl(t.databaseName), DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent' };
    cli('token:list'); // builds dist/ once if it is missing or stale
  }, 180_000);
  afterAll(() => t.close());

  let companyId: string;
  let token: { id: string; token: string };

  it('company:create makes a company and its owner, in API shapes', () => {
    const out = ok('company:create', '--name', 'Cli Co', '--owner-email', 'boss@cli.example', '--owner-first-name', 'Bo', '--owner-last-name', 'Ss');
    expect(out.company).toEqual(expect.objectContaining({ id: expect.any(String), name: 'Cli Co', createdAt: expect.any(String) }));
    expect(out.owner).toEqual(expect.objectContaining({ email: 'boss@cli.example', firstName: 'Bo', role: 'owner', companyId: out.company.id }));
    companyId = out.company.id;
  });

  it('company:create refuses a taken owner email', () => {
    const error = failure('company:create', '--name', 'Again', '--owner-email', 'BOSS@cli.example', '--owner-first-name', 'B', '--owner-last-name', 'S');
    expect(error.name).toBe('EmailTaken');
  });

  it('token:create prints the secret once, with scopes as an array, and the token works', async () => {
    token = ok('token:create', '--email', 'boss@cli.example', '--scopes', 'public:read,private:write', '--name', 'ci');
    expect(token).toEqual({ id: expect.any(String), token: expect.stringMatching(/^prk_/), scopes: ['public:read', 'private:write'], personId: expect.any(String), companyId });
    const me = await t.api.get('/api/me', token.token);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('boss@cli.example');
  });

  it('token:create with --expires-at', () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const made = ok('token:create', '--email', 'boss@cli.example', '--scopes', 'public:read', '--expires-at', future);
    const listed = ok('token:list', '--email', 'boss@cli.example').data.find((d: any) => d.id === made.id);
    expect(listed.expiresAt).toBe(future);
    expect(failure('token:create', '--email', 'boss@cli.example', '--scopes', 'public:read', '--expires-at', 'tomorrow').name).toBe('ValidationError');
  });

  it('token:create refuses unknown scopes and unknown users', () => {
    expect(failure('token:create', '--email', 'boss@cli.example', '--scopes', 'public:read,root:all').name).toBe('ValidationError');
    expect(failure('token:create', '--email', 'nobody@cli.example', '--scopes', 'public:read').name).toBe('NotFound');
  });

  it('token:list never shows secrets', () => {
    const out = ok('token:list', '--email', 'boss@cli.example');
    expect(out.data.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(out.data[0])).toEqual(expect.arrayContaining(['id', 'name', 'scopes', 'createdAt', 'lastUsedAt', 'expiresAt']));
    expect(JSON.stringify(out)).not.toContain(token.token);
    expect(JSON.stringify(out)).not.toMatch(/prk_|secret/);
  });

  it('token:revoke revokes at once', async () => {
    expect(ok('token:revoke', '--id', token.id)).toEqual({ id: token.id, revoked: true });
    expect((await t.api.get('/api/me', token.token)).status).toBe(401);
    expect(failure('token:revoke', '--id', 'nope').name).toBe('NotFound');
  });

  it('person:set-role changes the role and refuses unknown roles', async () => {
    const other = ok('company:create', '--name', 'Other', '--owner-email', 'second@cli.example', '--owner-first-name', 'S', '--owner-last-name', 'E');
    // The only active owner cannot be demoted (a company keeps one active owner): the company would lose every owner token.
    expect(failure('person:set-role', '--email', 'second@cli.example', '--role', 'finance').name).toBe('ValidationError');
    await newUser(t, other.company.id, 'owner');
    expect(ok('person:set-role', '--email', 'second@cli.example', '--role', 'finance')).toEqual(expect.objectContaining({ email: 'second@cli.example', role: 'finance' }));
    expect(failure('person:set-role', '--email', 'second@cli.example', '--role', 'manager').name).toBe('ValidationError');
  });

  it('company:set-permissions replaces an area when its flag is given and clears it with an empty value', () => {
    expect(ok('company:set-permissions', '--company', companyId, '--compensations', 'admin,manager')).toEqual({ compensations: ['admin', 'manager'], documents: [] });
    expect(ok('company:set-permissions', '--company', companyId, '--documents', 'finance')).toEqual({ compensations: ['admin', 'manager'], documents: ['finance'] });
    expect(ok('company:set-permissions', '--company', companyId, '--compensations', '')).toEqual({ compensations: [], documents: ['finance'] });
    expect(failure('company:set-permissions', '--company', companyId, '--documents', 'tech').name).toBe('ValidationError');
    expect(failure('company:set-permissions', '--company', 'nope', '--documents', 'admin').name).toBe('NotFound');
  });

  it('answers usage errors as JSON too', () => {
    expect(failure('token:create', '--email', 'x@y.z').name).toBe('UsageError');
    expect(failure('no:such-command').name).toBe('UsageError');
    expect(failure().name).toBe('UsageError');
  });
});
