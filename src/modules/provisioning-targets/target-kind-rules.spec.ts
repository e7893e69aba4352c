import { credentialIssues, entraUrlProblem, TENANT } from './target-kind-rules';

describe('what each kind of provisioning target needs', () => {
  it('makes a scim target need its token and refuse the Entra credentials', () => {
    expect(credentialIssues('scim', { token: 't' }, true)).toEqual([]);
    expect(credentialIssues('scim', {}, true)).toEqual([{ name: 'token', reason: 'is required for kind scim' }]);
    expect(credentialIssues('scim', { token: 't', clientSecret: 's', tenantId: 'x' }, true)).toEqual([
      { name: 'tenantId', reason: 'is not accepted for kind scim' },
      { name: 'clientSecret', reason: 'is not accepted for kind scim' },
    ]);
  });

  it('makes an Entra target need tenant, client id and secret, and refuse a token', () => {
    expect(credentialIssues('entraBulkUpload', { tenantId: 'a', clientId: 'b', clientSecret: 'c' }, true)).toEqual([]);
    expect(credentialIssues('entraBulkUpload', { token: 't', clientId: 'b' }, true).map((i) => i.name)).toEqual(['token', 'tenantId', 'clientSecret']);
  });

  it('asks for nothing on an update, and still refuses the other kind\'s fields', () => {
    expect(credentialIssues('entraBulkUpload', {}, false)).toEqual([]);
    expect(credentialIssues('entraBulkUpload', { clientSecret: 'new' }, false)).toEqual([]);
    expect(credentialIssues('entraBulkUpload', { token: 't' }, false)).toEqual([{ name: 'token', reason: 'is not accepted for kind entraBulkUpload' }]);
  });

  it('takes only a synchronization job\'s bulkUpload endpoint as an Entra URL', () => {
    const base = 'https://graph.microsoft.com/v1.0/servicePrincipals/sp-1/synchronization/jobs/API2AAD.abc.def/bulkUpload';
    expect(entraUrlProblem(base)).toBeNull();
    expect(entraUrlProblem(`${base}/`)).toBeNull();
    expect(entraUrlProblem('https://graph.microsoft.com/beta/servicePrincipals/sp-1/synchronization/jobs/j/bulkUpload')).toBeNull();
    expect(entraUrlProblem('https://graph.microsoft.com/v1.0/servicePrincipals/sp-1/synchronization/jobs/j')).toMatch(/bulkUpload endpoint/);
    expect(entraUrlProblem('https://graph.microsoft.com/scim/v2')).toMatch(/bulkUpload endpoint/);
    expect(entraUrlProblem(`${base}?x=1`)).toBe('must not carry a query or a fragment');
  });

  it('takes a tenant as its GUID or a domain name, never a path', () => {
    for (const ok of ['72f988bf-86f1-41af-91ab-2d7cd011db47', 'contoso.onmicrosoft.com', 'hr.example.co.uk']) expect(TENANT.test(ok)).toBe(true);
    for (const bad of ['..', 'contoso', 'a/b.com', 'contoso.com/../x', '72f988bf', '.contoso.com', 'con toso.com']) expect(TENANT.test(bad)).toBe(false);
  });
});
