import { newCompany, newUser, TestCompany, TestUser } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { pdf, png, upload } from '../files/files-support';

/**
 * Subject access (docs/security.md, "Subject access"): a person asking for their own data gets what the policy lets
 * them read; what is kept from them (records their role reads none of, who verified their identity documents) is in
 * the document only when the owner asks for it.
 */
describe('a person\'s own subject access holds what their role reads', () => {
  let t: TestApp;
  let c: TestCompany;
  let tech: TestUser;
  let user: TestUser;
  const known: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all' });
    c = await newCompany(t);
    tech = await newUser(t, c.companyId, 'tech');
    user = await newUser(t, c.companyId, 'user');
    const ok = async (res: Promise<{ status: number; body: any }>) => {
      const done = await res;
      if (done.status >= 300) throw new Error(`setup failed: ${done.status} ${JSON.stringify(done.body)}`);
      return done.body;
    };
    known.contractFile = (await upload(t, c.token, { type: 'document', personId: tech.personId, filename: 'warning.pdf', bytes: pdf() })).body.id;
    known.document = (await ok(t.api.post('/api/documents', c.token, { name: 'Written warning', personId: tech.personId, fileId: known.contractFile }))).id;
    known.passportFile = (await upload(t, c.token, { type: 'identityDocument', personId: tech.personId, filename: 'passport.png', bytes: await png() })).body.id;
    known.identityDocument = (await ok(t.api.post('/api/identity-documents', c.token, { personId: tech.personId, type: 'Passport', fileId: known.passportFile, number: 'T1234567' }))).id;
    known.userPassportFile = (await upload(t, c.token, { type: 'identityDocument', personId: user.personId, filename: 'id.png', bytes: await png() })).body.id;
    known.userIdentityDocument = (await ok(t.api.post('/api/identity-documents', c.token, { personId: user.personId, type: 'Passport', fileId: known.userPassportFile, number: 'U7654321' }))).id;
    await ok(t.api.patch(`/api/identity-documents/${known.userIdentityDocument}`, c.token, { verifiedBy: c.ownerId }));
  });
  afterAll(() => t.close());

  async function documentOf(token: string, personId: string): Promise<{ document: any; text: string }> {
    const made = await t.api.post(`/api/people/${personId}/subject-access`, token);
    expect(made.status).toBe(201);
    const file = await t.app.inject({ method: 'GET', url: made.body.url });
    expect(file.statusCode).toBe(200);
    return { document: JSON.parse(file.body), text: file.body };
  }

  it('leaves out of a person\'s own document the documents HR keeps that their role reads none of (tech, D5), listing them as omitted by role', async () => {
    expect((await t.api.get('/api/documents', tech.token)).status).toBe(403);
    const { document, text } = await documentOf(tech.token, tech.personId);
    expect(document.records).not.toHaveProperty('document');
    expect(document.records).not.toHaveProperty('identityDocument');
    expect(text).not.toContain('Written warning');
    expect(text).not.toContain('T1234567');
    expect(text).not.toContain(known.contractFile);
    expect(text).not.toContain(known.passportFile);
    expect(document.complete).toBe(false);
    expect(document.omitted).toEqual(expect.arrayContaining([
      { section: 'records.document', reason: 'role' },
      { section: 'records.identityDocument', reason: 'role' },
      { section: 'files.document', reason: 'role' },
      { section: 'files.identityDocument', reason: 'role' },
    ]));
    // What the role does read of their own is there.
    expect(document.person).toMatchObject({ id: tech.personId, email: tech.email });
  });

  it('includes those documents, with working links, when the owner asks for the same person', async () => {
    const { document } = await documentOf(c.token, tech.personId);
    expect(document.complete).toBe(true);
    expect(document.records.document.map((r: any) => r.id)).toEqual([known.document]);
    expect(document.records.identityDocument.map((r: any) => r.number)).toEqual(['T1234567']);
    const file = document.files.find((f: any) => f.id === known.contractFile);
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(200);
  });

  it('shows a user their own identity documents without who verified them, which the owner\'s document holds', async () => {
    const own = (await documentOf(user.token, user.personId)).document;
    const mine = own.records.identityDocument.find((r: any) => r.id === known.userIdentityDocument);
    expect(mine).toMatchObject({ number: 'U7654321', isVerified: true });
    expect(mine).not.toHaveProperty('verifiedBy');
    expect(mine).not.toHaveProperty('verifiedAt');
    expect(own.person).not.toHaveProperty('calendarFeedToken');
    const byOwner = (await documentOf(c.token, user.personId)).document;
    expect(byOwner.records.identityDocument.find((r: any) => r.id === known.userIdentityDocument)).toMatchObject({ verifiedBy: c.ownerId });
  });
});
