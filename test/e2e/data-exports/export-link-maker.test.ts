import { SCOPES } from '../../../src/core/auth/scopes';
import { TokenResolver } from '../../../src/core/auth/token-resolver.service';
import { TokensService } from '../../../src/modules/tokens/tokens.service';
import { newCompany, newLocation, newPerson, newUser, tokenFor, TestCompany, utcDay } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/** D11: a stored export's signed link works only while its maker could still ask for it (token valid, maker active). */
describe('data exports: the signed link follows its maker and token', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    await newPerson(t, c.token, await newLocation(t, c.token), { lastName: 'Aardvark' });
  });
  afterAll(() => t.close());

  const fetchUrl = (url: string) => t.app.inject({ method: 'GET', url });
  const tokenIdOf = async (token: string) => (await t.app.get(TokenResolver).resolve(`Bearer ${token}`)).tokenId;

  async function storedExport(token: string): Promise<{ id: string; url: string }> {
    const made = await t.api.post('/api/data-exports', token, { fields: ['lastName'] });
    expect(made.status).toBe(201);
    expect(made.body.status).toBe('ready');
    expect((await fetchUrl(made.body.url)).statusCode).toBe(200);
    return made.body;
  }

  it('answers 404 once the token the export was made with is revoked (another token of the maker does not matter)', async () => {
    const maker = await newUser(t, c.companyId, 'admin');
    const other = await tokenFor(t, maker.email, SCOPES);
    const made = await storedExport(maker.token);
    await t.app.get(TokensService).revoke(await tokenIdOf(other));
    expect((await fetchUrl(made.url)).statusCode).toBe(200);
    await t.app.get(TokensService).revoke(await tokenIdOf(maker.token));
    const res = await fetchUrl(made.url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(expect.objectContaining({ code: 404, name: 'NotFound' }));
  });

  it('answers 404 once the maker is deleted', async () => {
    const maker = await newUser(t, c.companyId, 'admin');
    const made = await storedExport(maker.token);
    expect((await t.api.delete(`/api/people/${maker.personId}`, c.token)).status).toBe(200);
    expect((await t.db.query('SELECT created_by FROM data_exports WHERE id = $1', [made.id]))[0].created_by).toBeNull();
    expect((await fetchUrl(made.url)).statusCode).toBe(404);
  });

  it('answers 404 once the maker is offboarded (can no longer sign in)', async () => {
    const maker = await newUser(t, c.companyId, 'admin');
    const made = await storedExport(maker.token);
    await t.db.query('UPDATE people SET employment_end_date = $2 WHERE id = $1', [maker.personId, utcDay(-1)]);
    expect((await fetchUrl(made.url)).statusCode).toBe(404);
  });
});
