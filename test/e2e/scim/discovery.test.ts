import { createTestApp, TestApp } from '../../support/test-app';
import { scim, scimCompany } from '../../support/scim';

/** RFC 7644 §4: the service provider describes itself; every answer is application/scim+json. */
describe('SCIM discovery endpoints', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await scimCompany(t)).scimToken;
  });
  afterAll(() => t.close());

  it('serves the configuration: read-only, filters, sorting and ETags supported; no patch, bulk or password change', async () => {
    const res = await scim(t, 'GET', '/ServiceProviderConfig', token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/scim+json; charset=utf-8');
    expect(res.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
      patch: { supported: false }, bulk: { supported: false }, filter: { supported: true, maxResults: 1000 },
      changePassword: { supported: false }, sort: { supported: true }, etag: { supported: true },
      authenticationSchemes: [expect.objectContaining({ type: 'oauthbearertoken' })],
    });
  });

  it('lists the User (with the Enterprise extension) and Group resource types', async () => {
    const res = await scim(t, 'GET', '/ResourceTypes', token);
    expect(res.status).toBe(200);
    expect(res.body.totalResults).toBe(2);
    expect(res.body.Resources.map((r: any) => [r.id, r.endpoint, r.schema])).toEqual([
      ['User', '/Users', 'urn:ietf:params:scim:schemas:core:2.0:User'],
      ['Group', '/Groups', 'urn:ietf:params:scim:schemas:core:2.0:Group'],
    ]);
    expect(res.body.Resources[0].schemaExtensions).toEqual([{ schema: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User', required: false }]);
    expect((await scim(t, 'GET', '/ResourceTypes/Group', token)).body.id).toBe('Group');
    expect((await scim(t, 'GET', '/ResourceTypes/Nope', token)).status).toBe(404);
  });

  it('describes the core User, Enterprise User and Group schemas, every attribute read-only', async () => {
    const res = await scim(t, 'GET', '/Schemas', token);
    expect(res.status).toBe(200);
    expect(res.body.Resources.map((s: any) => s.id)).toEqual([
      'urn:ietf:params:scim:schemas:core:2.0:User',
      'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
      'urn:ietf:params:scim:schemas:core:2.0:Group',
    ]);
    const user = res.body.Resources[0];
    expect(user.attributes.map((a: any) => a.name)).toEqual(['userName', 'name', 'displayName', 'title', 'locale', 'timezone', 'active', 'emails', 'phoneNumbers', 'addresses']);
    const all = (attributes: any[]): any[] => attributes.flatMap((a) => [a, ...all(a.subAttributes ?? [])]);
    expect(all(res.body.Resources.flatMap((s: any) => s.attributes)).every((a) => a.mutability === 'readOnly')).toBe(true);
    const one = await scim(t, 'GET', '/Schemas/urn:ietf:params:scim:schemas:extension:enterprise:2.0:User', token);
    expect(one.body.attributes.map((a: any) => a.name)).toEqual(['employeeNumber', 'organization', 'department', 'manager']);
  });
});
