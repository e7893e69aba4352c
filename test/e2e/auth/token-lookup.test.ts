import { SCOPES } from '../../../src/core/auth/scopes';
import { hashTokenSecret } from '../../../src/core/auth/token-secret';
import { TokenPruning } from '../../../src/modules/tokens/token-pruning.job';
import { TokensService } from '../../../src/modules/tokens/tokens.service';
import { newCompany, newLocation, newPerson, TestCompany, tokenFor, utcDay } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * A bearer token is found by the hash of its secret through `api_token_lookup` (hash -> company, token), written
 * with the token, and gone with it (docs/scaling.md): the guard reads no global index of `api_tokens`.
 */
describe('authentication: a token is found through its lookup row', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all' });
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  const lookupOf = (secret: string) =>
    t.db.query('SELECT company_id AS "companyId", token_id AS "tokenId" FROM api_token_lookup WHERE secret_hash = $1', [hashTokenSecret(secret)]);

  it('is written with the token, and the token authenticates only through it', async () => {
    const made = await t.app.get(TokensService).create({ email: c.ownerEmail, scopes: ['public:read'] });
    expect(await lookupOf(made.token)).toEqual([{ companyId: c.companyId, tokenId: made.id }]);
    expect((await t.api.get('/api/locations', made.token)).status).toBe(200);
    await t.db.query('DELETE FROM api_token_lookup WHERE secret_hash = $1', [hashTokenSecret(made.token)]);
    const res = await t.api.get('/api/locations', made.token);
    expect(res.status).toBe(401);
    expect(res.body.name).toBe('NotAuthenticated');
    await t.db.query('DELETE FROM api_tokens WHERE id = $1', [made.id]);
  });

  it('stops resolving a revoked token (401 says why) and goes with the token when it is pruned', async () => {
    const made = await t.app.get(TokensService).create({ email: c.ownerEmail, scopes: ['public:read'] });
    await t.app.get(TokensService).revoke(made.id);
    const res = await t.api.get('/api/locations', made.token);
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/revoked/);
    await t.db.query(`UPDATE api_tokens SET revoked_at = now() - interval '91 days' WHERE id = $1`, [made.id]);
    expect((await t.app.get(TokenPruning).prune()).deleted).toBeGreaterThanOrEqual(1);
    expect(await lookupOf(made.token)).toEqual([]);
  });

  it('goes with the tokens of a deleted or erased person', async () => {
    const location = await newLocation(t, c.token);
    const deleted = await newPerson(t, c.token, location);
    const deletedToken = await tokenFor(t, deleted.email, SCOPES);
    expect((await t.api.delete(`/api/people/${deleted.id}`, c.token)).status).toBe(200);
    expect(await lookupOf(deletedToken)).toEqual([]);

    const erased = await newPerson(t, c.token, location, { employmentEndDate: utcDay(-1) });
    const erasedToken = await tokenFor(t, erased.email, SCOPES);
    expect(await lookupOf(erasedToken)).toHaveLength(1);
    expect((await t.api.post(`/api/people/${erased.id}/erase`, c.token, {})).status).toBe(200);
    expect(await lookupOf(erasedToken)).toEqual([]);
    expect((await t.api.get('/api/locations', erasedToken)).status).toBe(401);
  });

  it('leaves no lookup row without its token, and no token without its lookup row', async () => {
    const [{ orphans, missing }] = await t.db.query(
      `SELECT (SELECT count(*)::int FROM api_token_lookup l
                WHERE NOT EXISTS (SELECT 1 FROM api_tokens t WHERE t.company_id = l.company_id AND t.id = l.token_id AND t.secret_hash = l.secret_hash)) AS orphans,
              (SELECT count(*)::int FROM api_tokens t
                WHERE NOT EXISTS (SELECT 1 FROM api_token_lookup l WHERE l.secret_hash = t.secret_hash)) AS missing`,
    );
    expect({ orphans, missing }).toEqual({ orphans: 0, missing: 0 });
  });
});
