import { newUser, tokenFor } from '../../support/factories';
import { q, scim, scimCompany } from '../../support/scim';
import { createTestApp, TestApp } from '../../support/test-app';

const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

/**
 * RFC 7644 §3.12: every error under /scim/v2 is SCIM's error message, application/scim+json. Access: a token of the
 * `scim:read` scope, of an owner or admin (the access layer's `scimIdentity` rows); every write is refused, `mutability`.
 */
describe('SCIM errors and access', () => {
  let t: TestApp;
  let c: Awaited<ReturnType<typeof scimCompany>>;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_SECOND: '1', RATE_LIMIT_BURST: '400' } });
    c = await scimCompany(t);
  });
  afterAll(() => t.close());

  const expectError = (res: { status: number; headers: Record<string, unknown>; body: any }, status: number, scimType?: string) => {
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toBe('application/scim+json; charset=utf-8');
    expect(res.body).toEqual({ schemas: [ERROR], status: String(status), ...(scimType ? { scimType } : {}), detail: expect.any(String) });
  };

  it('answers 401 without a token or with a wrong one', async () => {
    expectError(await scim(t, 'GET', '/Users'), 401);
    expectError(await scim(t, 'GET', '/Users', 'not-a-token'), 401);
  });

  it('answers 403 to a token without scim:read, whatever its other scopes', async () => {
    expectError(await scim(t, 'GET', '/Users', c.token.replace(/^/, '') && await tokenFor(t, c.ownerEmail, ['private:read'])), 403);
  });

  it('gives scim:read to owners and admins only: another role\'s token holding it reads nothing', async () => {
    const admin = await newUser(t, c.companyId, 'admin', ['scim:read']);
    expect((await scim(t, 'GET', '/Users', admin.token)).status).toBe(200);
    for (const role of ['user', 'tech', 'finance'] as const) {
      const other = await newUser(t, c.companyId, role, ['scim:read']);
      expectError(await scim(t, 'GET', '/Users', other.token), 403);
    }
  });

  it('refuses every write method with 403 mutability, through the access layer', async () => {
    const body = { schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: 'new@example.com' };
    expectError(await scim(t, 'POST', '/Users', c.scimToken, { body }), 403, 'mutability');
    expectError(await scim(t, 'PUT', `/Users/${c.ownerId}`, c.scimToken, { body }), 403, 'mutability');
    expectError(await scim(t, 'PATCH', `/Users/${c.ownerId}`, c.scimToken, { body: { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [] } }), 403, 'mutability');
    expectError(await scim(t, 'DELETE', `/Users/${c.ownerId}`, c.scimToken), 403, 'mutability');
    expectError(await scim(t, 'POST', '/Groups', c.scimToken, { body: { displayName: 'x' } }), 403, 'mutability');
    expectError(await scim(t, 'POST', '/Bulk', c.scimToken, { body: {} }), 403, 'mutability');
    const refused = (await scim(t, 'DELETE', `/Users/${c.ownerId}`, c.scimToken)).body.detail;
    expect(refused).toContain('read-only');
    expect((await scim(t, 'GET', `/Users/${c.ownerId}`, c.scimToken)).status).toBe(200);
  });

  it('answers 404 for an unknown User, Group or path', async () => {
    expectError(await scim(t, 'GET', '/Users/per_nope', c.scimToken), 404);
    expectError(await scim(t, 'GET', '/Groups/00000000-0000-0000-0000-000000000000', c.scimToken), 404);
    expectError(await scim(t, 'GET', '/Nope', c.scimToken), 404);
  });

  it.each([
    'userName eq',
    'userName eq "a" and',
    '(userName eq "a"',
    'nickName eq "a"',
    'active gt true',
    'meta.created co "2020"',
    'userName[value eq "x"]',
    `${'('.repeat(40)}userName eq "a"${')'.repeat(40)}`,
  ])('answers 400 invalidFilter, never a 500, to %j', async (filter) => {
    expectError(await scim(t, 'GET', `/Users${q({ filter })}`, c.scimToken), 400, 'invalidFilter');
  });

  it('answers 400 invalidFilter to a filter given twice, and invalidValue to parameters it cannot read', async () => {
    expectError(await scim(t, 'GET', '/Users?filter=userName%20pr&filter=title%20pr', c.scimToken), 400, 'invalidFilter');
    expectError(await scim(t, 'GET', `/Users${q({ count: 'ten' })}`, c.scimToken), 400, 'invalidValue');
    expectError(await scim(t, 'GET', `/Users${q({ startIndex: '1.5' })}`, c.scimToken), 400, 'invalidValue');
    expectError(await scim(t, 'GET', `/Users${q({ sortOrder: 'up' })}`, c.scimToken), 400, 'invalidValue');
    expectError(await scim(t, 'GET', `/Users${q({ sortBy: 'nickName' })}`, c.scimToken), 400, 'invalidValue');
    expectError(await scim(t, 'GET', `/Users${q({ attributes: 'userName', excludedAttributes: 'title' })}`, c.scimToken), 400, 'invalidValue');
  });

  it('answers 429 in SCIM form, with Retry-After, when the token\'s bucket is empty', async () => {
    const token = await tokenFor(t, c.ownerEmail, ['scim:read']);
    let last;
    for (let i = 0; i < 420; i++) {
      last = await scim(t, 'GET', '/ServiceProviderConfig', token);
      if (last.status === 429) break;
    }
    expectError(last!, 429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('records each read in the audit trail, with the people and the attributes shown', async () => {
    await scim(t, 'GET', `/Users${q({ filter: `id eq "${c.ownerId}"` })}`, c.scimToken);
    const [entry] = await t.db.query(
      `SELECT action, subject_person_ids AS subjects, fields, row_count AS rows FROM audit_events WHERE company_id = $1 AND action = 'scimUser.read' ORDER BY occurred_at DESC LIMIT 1`,
      [c.companyId],
    );
    expect(entry).toMatchObject({ action: 'scimUser.read', subjects: [c.ownerId], rows: 1 });
    expect(entry.fields).toEqual(expect.arrayContaining(['userName', 'name', 'active']));
  });
});
