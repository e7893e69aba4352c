import { newCompany, newUser, TestCompany, TestUser, tokenFor } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { pdf, png, upload } from '../files/files-support';

/**
 * Subject access (docs/security.md, "Subject access"): the document holds what the asking token reads through the API,
 * its scopes intersected with its role; parts it cannot read are listed as omitted with the scope that would open them,
 * and only a token with the scopes of every part gets the complete document.
 */
describe('subject access is bounded by the asking token\'s scopes', () => {
  let t: TestApp;
  let c: TestCompany;
  let subject: TestUser;
  let privateOnly: string;
  const known: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all' });
    c = await newCompany(t);
    subject = await newUser(t, c.companyId, 'user');
    const id = subject.personId;
    const ok = async (res: Promise<{ status: number; body: any }>) => {
      const done = await res;
      if (done.status >= 300) throw new Error(`setup failed: ${done.status} ${JSON.stringify(done.body)}`);
      return done.body;
    };
    await ok(t.api.patch(`/api/people/${id}`, c.token, { taxId: 'QQ123456A' }));
    const types = Object.fromEntries((await t.api.get('/api/compensation-types', c.token)).body.data.map((x: any) => [x.baseType, x.id]));
    known.compensation = (await ok(t.api.post('/api/compensations', c.token, {
      personId: id, compensationTypeId: types.salary, amount: '85000.00', currency: 'EUR', period: 'annual', effectiveDate: '2025-01-01',
    }))).id;
    known.contractFile = (await upload(t, c.token, { type: 'document', personId: id, filename: 'contract.pdf', bytes: pdf() })).body.id;
    known.document = (await ok(t.api.post('/api/documents', c.token, { name: 'Employment contract', personId: id, fileId: known.contractFile }))).id;
    known.passportFile = (await upload(t, c.token, { type: 'identityDocument', personId: id, filename: 'passport.png', bytes: await png() })).body.id;
    known.identityDocument = (await ok(t.api.post('/api/identity-documents', c.token, { personId: id, type: 'Passport', fileId: known.passportFile, number: 'P7654321' }))).id;
    known.bankAccount = (await ok(t.api.post('/api/bank-accounts', c.token, { personId: id, accountNumber: 'GB29NWBK60161331926819' }))).id;
    privateOnly = await tokenFor(t, c.ownerEmail, ['private:read']);
  });
  afterAll(() => t.close());

  async function documentOf(token: string, personId: string): Promise<{ document: any; text: string }> {
    const made = await t.api.post(`/api/people/${personId}/subject-access`, token);
    expect(made.status).toBe(201);
    expect(made.body.status).toBe('ready');
    const file = await t.app.inject({ method: 'GET', url: made.body.url });
    expect(file.statusCode).toBe(200);
    return { document: JSON.parse(file.body), text: file.body };
  }

  it('gives an owner token with private:read only no salary, passport number or file link, listing those parts as omitted with their scope', async () => {
    // The same token reads none of these through the API.
    for (const path of ['/api/compensations', '/api/identity-documents', '/api/documents']) expect((await t.api.get(path, privateOnly)).status).toBe(403);
    const { document, text } = await documentOf(privateOnly, subject.personId);
    expect(text).not.toContain('85000');
    expect(text).not.toContain('P7654321');
    expect(text).not.toContain(known.passportFile);
    expect(text).not.toContain(known.contractFile);
    expect(text).not.toMatch(/\/api\/files\/[^"]*\/content/);
    expect(document.records).not.toHaveProperty('compensation');
    expect(document.records).not.toHaveProperty('identityDocument');
    expect(document.records).not.toHaveProperty('document');
    expect(document.complete).toBe(false);
    expect(document.omitted).toEqual(expect.arrayContaining([
      { section: 'records.compensation', reason: 'scope', scope: 'compensations:read' },
      { section: 'records.identityDocument', reason: 'scope', scope: 'documents:read' },
      { section: 'records.document', reason: 'scope', scope: 'documents:read' },
      { section: 'records.customValue.compensation', reason: 'scope', scope: 'compensations:read' },
      { section: 'files.document', reason: 'scope', scope: 'documents:read' },
      { section: 'files.identityDocument', reason: 'scope', scope: 'documents:read' },
    ]));
    // What private:read does read is there: the bank account, and the person as GET /api/people/{id} shows them to this token.
    expect(document.records.bankAccount.map((r: any) => r.id)).toEqual([known.bankAccount]);
    const read = (await t.api.get(`/api/people/${subject.personId}`, privateOnly)).body;
    expect(document.person).toEqual(read);
    expect(document.person.taxId).toBe('QQ123456A'); // a private field (D4): private:read reads it, through the API too
  });

  it('gives a token with every scope the complete document, nothing omitted', async () => {
    const { document } = await documentOf(c.token, subject.personId);
    expect(document.complete).toBe(true);
    expect(document.omitted).toEqual([]);
    expect(document.records.compensation.find((r: any) => r.id === known.compensation)).toMatchObject({ amount: '85000.00' });
    expect(document.records.identityDocument.find((r: any) => r.id === known.identityDocument)).toMatchObject({ number: 'P7654321' });
    expect(document.records.document.map((r: any) => r.id)).toContain(known.document);
    expect(document.person).toMatchObject({ taxId: 'QQ123456A' });
    const passport = document.files.find((f: any) => f.id === known.passportFile);
    expect((await t.app.inject({ method: 'GET', url: passport.url })).statusCode).toBe(200);
  });

  it('is complete only with the scopes of every part: one missing (documents:read) leaves those parts out', async () => {
    const withoutDocuments = await tokenFor(t, c.ownerEmail, ['private:read', 'compensations:read']);
    const { document } = await documentOf(withoutDocuments, subject.personId);
    expect(document.complete).toBe(false);
    expect(document.omitted.map((o: any) => o.section).sort()).toEqual(['files.document', 'files.identityDocument', 'records.document', 'records.identityDocument']);
    expect(document.records.compensation.map((r: any) => r.id)).toEqual([known.compensation]);
  });
});
