import { newCompany, newLocation, newPerson, newUser, setGrants, TestCompany, tokenFor } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { download, exportCsv } from './exports-support';

/** D4, D5, D11: the columns decide the scopes; a column the caller may not read is a 403 naming it; rows as in the lists. */
describe('data exports: scopes, roles and tenancy', () => {
  let t: TestApp;
  let c: TestCompany;
  let london: string;
  let managerId: string;
  let reportId: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    london = await newLocation(t, c.token);
    managerId = (await newPerson(t, c.token, london, { firstName: 'Mia', lastName: 'Manager', personalEmail: 'mia@home.example' })).id;
    reportId = (await newPerson(t, c.token, london, {
      firstName: 'Rey', lastName: 'Report', personalEmail: 'rey@home.example', jobRole: { jobTitle: 'Engineer', reportingTo: managerId },
    })).id;
    await newPerson(t, c.token, london, { firstName: 'Oz', lastName: 'Other', personalEmail: 'oz@home.example', isWorkEmailHidden: true });
    await t.api.post('/api/people', c.token, { status: 'newHire', firstName: 'Nia', lastName: 'New', email: 'nia@example.com' });
  });
  afterAll(() => t.close());

  const names = (rows: Record<string, string>[]) => rows.map((r) => r.lastName);

  it('refuses a private column to a public:read token with 403 naming every such column', async () => {
    const token = await tokenFor(t, c.ownerEmail, ['public:read']);
    const res = await download(t, token, { fields: ['lastName', 'personalEmail', 'birthday', 'salary'] });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You may not read these columns: personalEmail, birthday, salary');
    expect((await download(t, token, { fields: ['lastName'] })).status).toBe(200);
  });

  it('needs compensations:read for compensation columns and documents:read for document columns', async () => {
    const token = await tokenFor(t, c.ownerEmail, ['private:read']);
    expect((await download(t, token, { fields: ['salary'] })).body.message).toMatch(/salary/);
    expect((await download(t, token, { fields: ['idExpiryDates'] })).body.message).toMatch(/idExpiryDates/);
    expect((await download(t, token, { type: 'document' })).status).toBe(403);
  });

  it('needs private:read and compensations:read for a compensation custom field, as its route does', async () => {
    const field = (await t.api.post('/api/custom-fields', c.token, { name: 'Car allowance', section: 'compensation', type: 'text' })).body;
    const body = { fields: ['lastName'], customFields: [field.id] };
    for (const scopes of [['public:read', 'compensations:read'], ['private:read']] as const) {
      const res = await download(t, await tokenFor(t, c.ownerEmail, [...scopes]), body);
      expect({ scopes, status: res.status, message: res.body.message }).toEqual({ scopes, status: 403, message: 'You may not read these columns: Car allowance' });
    }
    expect((await download(t, await tokenFor(t, c.ownerEmail, ['private:read', 'compensations:read']), body)).status).toBe(200);
  });

  it('refuses columns the role may not read at all: tech and documents, a user and verifiers, admin without the grant', async () => {
    const tech = await newUser(t, c.companyId, 'tech');
    expect((await download(t, tech.token, { type: 'document', fields: ['name'] })).status).toBe(403);
    const user = await newUser(t, c.companyId, 'user');
    const verifier = await download(t, user.token, { type: 'identityDocument', fields: ['type', 'verifier'] });
    expect(verifier.status).toBe(403);
    expect(verifier.body.message).toBe('You may not read these columns: verifier');
    const admin = await newUser(t, c.companyId, 'admin');
    expect((await download(t, admin.token, { fields: ['idExpiryDates'] })).status).toBe(403);
    await setGrants(t, c.companyId, { documents: ['admin'] });
    const granted = await newUser(t, c.companyId, 'admin');
    expect((await download(t, granted.token, { fields: ['idExpiryDates'] })).status).toBe(200);
  });

  it('keeps only the rows on which the caller sees every asked column, as the lists do', async () => {
    const user = await newUser(t, c.companyId, 'user', undefined, { lastName: 'Zed' });
    // Public columns: everyone but the new hire (visible to owner and admin only).
    const everyone = names((await exportCsv(t, user.token, { fields: ['lastName'] })).rows);
    expect(everyone).toEqual(expect.arrayContaining(['Manager', 'Other', 'Owner', 'Report', 'Zed']));
    expect(everyone).not.toContain('New');
    // A private column: only their own row.
    expect((await exportCsv(t, user.token, { fields: ['lastName', 'personalEmail'] })).rows).toEqual([{ lastName: 'Zed', personalEmail: '' }]);
    // A hidden work email shows to those who see the person's private fields only.
    const emails = (await exportCsv(t, user.token, { fields: ['lastName', 'email'] })).rows;
    expect(emails.find((r) => r.lastName === 'Other')!.email).toBe('');
    expect((await exportCsv(t, c.token, { fields: ['lastName', 'email'] })).rows.find((r) => r.lastName === 'Other')!.email).toMatch(/@/);
    // Their own compensation only.
    expect(names((await exportCsv(t, user.token, { fields: ['lastName', 'salary'] })).rows)).toEqual(['Zed']);
  });

  it('gives a manager their reports\' private fields (and their own), and finance no new hires', async () => {
    const manager = await tokenFor(t, (await t.api.get(`/api/people/${managerId}`, c.token)).body.email, ['public:read', 'private:read']);
    const rows = (await exportCsv(t, manager, { fields: ['lastName', 'personalEmail'] })).rows;
    expect(rows).toEqual([{ lastName: 'Manager', personalEmail: 'mia@home.example' }, { lastName: 'Report', personalEmail: 'rey@home.example' }]);
    const finance = await newUser(t, c.companyId, 'finance', undefined, { lastName: 'Fin' });
    expect(names((await exportCsv(t, finance.token, { fields: ['lastName'] })).rows)).not.toContain('New');
    expect(names((await exportCsv(t, c.token, { fields: ['lastName'] })).rows)).toContain('New');
    expect(reportId).toBeDefined();
  });

  it('shows an export only to its maker in its company: 404 for another company and another member', async () => {
    const made = await t.api.post('/api/data-exports', c.token, { fields: ['lastName'] });
    expect(made.status).toBe(201);
    const other = await newCompany(t);
    expect((await t.api.get(`/api/data-exports/${made.body.id}`, other.token)).status).toBe(404);
    expect((await t.api.delete(`/api/data-exports/${made.body.id}`, other.token)).status).toBe(404);
    const colleague = await newUser(t, c.companyId, 'admin');
    expect((await t.api.get(`/api/data-exports/${made.body.id}`, colleague.token)).status).toBe(404);
    expect((await t.api.get(`/api/data-exports/${made.body.id}`, c.token)).status).toBe(200);
    expect((await t.api.get('/api/data-exports', c.token)).status).toBe(405);
  });
  it('hides a hidden work email in the uploader, reviewer and verifier columns as the people list does (D4)', async () => {
    const actor = await newUser(t, c.companyId, 'user', ['public:read', 'private:read', 'documents:read']);
    const made = await t.api.post('/api/documents', c.token, { name: 'Contract', personId: actor.personId, link: 'https://example.com/contract', type: 'Contract' });
    expect(made.status).toBe(201);
    expect((await t.api.patch(`/api/people/${c.ownerId}`, c.token, { isWorkEmailHidden: true })).status).toBe(200);
    try {
      expect((await t.api.get(`/api/people/${c.ownerId}`, actor.token)).body.email ?? null).toBeNull();
      const mine = await exportCsv(t, actor.token, { type: 'document', fields: ['lastName', 'uploader', 'uploaderEmail'] });
      expect(mine.rows).toEqual([{ lastName: 'user', uploader: expect.stringContaining('Owner'), uploaderEmail: '' }]);
      const owners = await exportCsv(t, c.token, { type: 'document', fields: ['lastName', 'uploaderEmail'] });
      expect(owners.rows).toContainEqual({ lastName: 'user', uploaderEmail: c.ownerEmail });
    } finally {
      await t.api.patch(`/api/people/${c.ownerId}`, c.token, { isWorkEmailHidden: false });
    }
  });
});
