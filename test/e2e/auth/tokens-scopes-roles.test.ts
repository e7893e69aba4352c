import { ASSIGNABLE_ROLES } from '../../../src/core/auth/roles';
import { Scope, SCOPES } from '../../../src/core/auth/scopes';
import { hashTokenSecret } from '../../../src/core/auth/token-secret';
import { POLICY_TABLE } from '../../../src/core/policy/policy-table';
import { TokensService } from '../../../src/modules/tokens/tokens.service';
import { newCompany, newUser, TestCompany, tokenFor } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/** Tokens (D3), scopes (D4) and roles (D5) as the global guard applies them. */
describe('authentication and authorisation', () => {
  let t: TestApp;
  let c: TestCompany;
  let policyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    policyId = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
  });
  afterAll(() => t.close());

  describe('tokens', () => {
    it('stores only a hash of a prefixed secret of at least 32 random bytes', async () => {
      const made = await t.app.get(TokensService).create({ email: c.ownerEmail, scopes: ['public:read'] });
      expect(made.token).toMatch(/^prk_[A-Za-z0-9_-]{43,}$/);
      const rows = await t.db.query('SELECT secret_hash FROM api_tokens WHERE id = $1', [made.id]);
      expect(rows[0].secret_hash).toBe(hashTokenSecret(made.token));
      expect(JSON.stringify(rows)).not.toContain(made.token);
    });

    it('answers 401 once the token has expired', async () => {
      const inAMinute = new Date(Date.now() + 60_000).toISOString();
      const token = await tokenFor(t, c.ownerEmail, ['public:read'], { expiresAt: inAMinute });
      expect((await t.api.get('/api/locations', token)).status).toBe(200);
      await t.db.query(`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE secret_hash = $1`, [hashTokenSecret(token)]);
      const res = await t.api.get('/api/locations', token);
      expect(res.status).toBe(401);
      expect(res.body.name).toBe('NotAuthenticated');
    });

    it('answers 401 once the token is revoked', async () => {
      const made = await t.app.get(TokensService).create({ email: c.ownerEmail, scopes: ['public:read'] });
      expect((await t.api.get('/api/locations', made.token)).status).toBe(200);
      await t.app.get(TokensService).revoke(made.id);
      const res = await t.api.get('/api/locations', made.token);
      expect(res.status).toBe(401);
      expect(res.body.name).toBe('NotAuthenticated');
    });

    it('keeps lastUsedAt, written at most once a minute', async () => {
      const made = await t.app.get(TokensService).create({ email: c.ownerEmail, scopes: ['public:read'] });
      const lastUsed = async () => (await t.db.query('SELECT last_used_at FROM api_tokens WHERE id = $1', [made.id]))[0].last_used_at;
      expect(await lastUsed()).toBeNull();
      await t.api.get('/api/locations', made.token);
      await new Promise((r) => setTimeout(r, 100));
      const first = await lastUsed();
      expect(first).toBeInstanceOf(Date);
      await t.api.get('/api/locations', made.token);
      await new Promise((r) => setTimeout(r, 100));
      expect((await lastUsed()).getTime()).toBe(first.getTime());
      await t.db.query(`UPDATE api_tokens SET last_used_at = now() - interval '2 minutes' WHERE id = $1`, [made.id]);
      await t.api.get('/api/locations', made.token);
      await new Promise((r) => setTimeout(r, 100));
      expect((await lastUsed()).getTime()).toBeGreaterThan(Date.now() - 10_000);
    });

    it('dies with its owner: an offboarded user gets 401', async () => {
      const user = await newUser(t, c.companyId, 'admin');
      expect((await t.api.get('/api/locations', user.token)).status).toBe(200);
      await t.db.query(`UPDATE people SET employment_end_date = current_date - 1 WHERE id = $1`, [user.personId]);
      expect((await t.api.get('/api/locations', user.token)).status).toBe(401);
    });
  });

  describe('scopes', () => {
    it('private:read includes public:read and X:write includes X:read', async () => {
      const privateRead = await tokenFor(t, c.ownerEmail, ['private:read']);
      expect((await t.api.get('/api/locations', privateRead)).status).toBe(200);
      const privateWrite = await tokenFor(t, c.ownerEmail, ['private:write']);
      expect((await t.api.get('/api/locations', privateWrite)).status).toBe(200);
      expect((await t.api.post('/api/time-away-policies', privateWrite, { name: 'By write' })).status).toBe(201);
    });

    it('answers 403 Forbidden when the token lacks the scope the route declares', async () => {
      const readOnly = await tokenFor(t, c.ownerEmail, ['public:read']);
      const res = await t.api.post('/api/time-away-policies', readOnly, { name: 'Nope' });
      expect(res.status).toBe(403);
      expect(res.body.name).toBe('Forbidden');
      const compensationsOnly = await tokenFor(t, c.ownerEmail, ['compensations:read']);
      expect((await t.api.get('/api/locations', compensationsOnly)).status).toBe(403);
    });

    it('narrows a token to its owner current role at each request', async () => {
      const user = await newUser(t, c.companyId, 'admin', SCOPES);
      expect((await t.api.post('/api/time-away-policies', user.token, { name: 'As admin' })).status).toBe(201);
      await t.app.get(TokensService).setRole(user.email, 'user');
      const res = await t.api.post('/api/time-away-policies', user.token, { name: 'As user' });
      expect(res.status).toBe(403);
      expect((await t.api.get('/api/time-away-policies', user.token)).status).toBe(200);
      await t.app.get(TokensService).setRole(user.email, 'admin');
      expect((await t.api.post('/api/time-away-policies', user.token, { name: 'Admin again' })).status).toBe(201);
    });
  });

  describe('role policy for company settings, generated from the policy table', () => {
    const resources = [
      { key: 'company', list: '/api/companies', write: async (token: string) => t.api.patch(`/api/companies/${c.companyId}`, token, { isTimesheetEnabled: false }) },
      { key: 'location', list: '/api/locations', write: async (token: string) => t.api.post('/api/locations', token, { city: 'Berlin', countryCode: 'DE', timeAwayPolicyId: policyId }) },
      { key: 'timeAwayPolicy', list: '/api/time-away-policies', write: async (token: string) => t.api.post('/api/time-away-policies', token, { name: 'Generated' }) },
      { key: 'timeAwayType', list: '/api/time-away-types', write: async (token: string) => t.api.post('/api/time-away-types', token, { name: 'Generated', isTimeOff: true, category: 'other' }) },
    ] as const;
    const cases = resources.flatMap((r) => ASSIGNABLE_ROLES.map((role) => [r.key, role, POLICY_TABLE[r.key][role]] as const));

    it.each(cases)('%s as %s follows the table', async (key, role, policy) => {
      const resource = resources.find((r) => r.key === key)!;
      const user = await newUser(t, c.companyId, role, SCOPES as readonly Scope[]);
      const read = await t.api.get(resource.list, user.token);
      expect(read.status).toBe(policy.read === 'none' ? 403 : 200);
      const write = await resource.write(user.token);
      if (policy.write === 'all') expect([200, 201]).toContain(write.status);
      else expect(write.status).toBe(403);
    });
  });

  it('GET /api/me returns the token owner', async () => {
    const user = await newUser(t, c.companyId, 'finance', ['public:read']);
    const res = await t.api.get('/api/me', user.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ id: user.personId, companyId: c.companyId, email: user.email }));
  });
});
