import { ASSIGNABLE_ROLES, CompanyGrants, roleScopeCeiling } from './roles';
import { expandScopes, isScope, Scope, SCOPES } from './scopes';

/**
 * D3: a token's scopes include what they imply, and never exceed what the role may do (its ceiling, widened by the
 * company's grants and by having reports).
 */
const NONE: CompanyGrants = { compensations: [], documents: [] };
const sorted = (s: Iterable<Scope>) => [...s].sort();

describe('scopes: implication', () => {
  it.each<[Scope[], Scope[]]>([
    [['public:read'], ['public:read']],
    [['private:read'], ['private:read', 'public:read']],
    [['private:write'], ['private:read', 'private:write', 'public:read']],
    [['compensations:write'], ['compensations:read', 'compensations:write']],
    [['documents:write'], ['documents:read', 'documents:write']],
    [['webhooks:manage'], ['webhooks:manage']],
  ])('%j includes %j', (scopes, expanded) => {
    expect(sorted(expandScopes(scopes))).toEqual(sorted(expanded));
  });

  it('knows only the listed scopes', () => {
    expect(SCOPES.every(isScope)).toBe(true);
    expect(['admin', 'private', 'public:write', 'PRIVATE:READ', ''].some(isScope)).toBe(false);
  });
});

describe('scopes: the ceiling of each role', () => {
  it.each<[string, Scope[]]>([
    ['owner', ['public:read', 'private:read', 'private:write', 'compensations:read', 'compensations:write', 'documents:read', 'documents:write', 'webhooks:manage', 'audit:read', 'scim:read', 'provisioning:manage', 'events:read']],
    ['admin', ['public:read', 'private:read', 'private:write', 'compensations:read', 'scim:read', 'events:read']],
    ['finance', ['public:read', 'private:read', 'compensations:read', 'compensations:write']],
    ['tech', ['public:read', 'private:read', 'private:write', 'compensations:read']],
    ['user', ['public:read', 'private:read', 'private:write', 'compensations:read', 'documents:read', 'documents:write']],
  ])('%s without grants', (role, scopes) => {
    expect(sorted(roleScopeCeiling(role as never, false, NONE))).toEqual(sorted(scopes));
  });

  it('widens admin and finance by the company\'s grants, and only those named', () => {
    const grants: CompanyGrants = { compensations: ['admin'], documents: ['finance'] };
    expect(roleScopeCeiling('admin', false, grants).has('compensations:write')).toBe(true);
    expect(roleScopeCeiling('admin', false, grants).has('documents:read')).toBe(false);
    expect(roleScopeCeiling('finance', false, grants).has('documents:write')).toBe(true);
  });

  it('gives webhook management to the owner alone, whatever the grants', () => {
    const all: CompanyGrants = { compensations: ['admin', 'finance', 'manager'], documents: ['admin', 'finance', 'manager'] };
    const managing = ASSIGNABLE_ROLES.filter((role) => roleScopeCeiling(role, true, all).has('webhooks:manage'));
    expect(managing).toEqual(['owner']);
  });

  it('gives the audit trail to the owner alone, whatever the grants', () => {
    const all: CompanyGrants = { compensations: ['admin', 'finance', 'manager'], documents: ['admin', 'finance', 'manager'] };
    expect(ASSIGNABLE_ROLES.filter((role) => roleScopeCeiling(role, true, all).has('audit:read'))).toEqual(['owner']);
  });

  it('gives the SCIM feed to the roles that see every person, new hires included (owner and admin)', () => {
    const all: CompanyGrants = { compensations: ['admin', 'finance', 'manager'], documents: ['admin', 'finance', 'manager'] };
    expect(ASSIGNABLE_ROLES.filter((role) => roleScopeCeiling(role, true, all).has('scim:read'))).toEqual(['owner', 'admin']);
  });

  it('gives the SCIM push targets to the owner alone, whatever the grants', () => {
    const all: CompanyGrants = { compensations: ['admin', 'finance', 'manager'], documents: ['admin', 'finance', 'manager'] };
    expect(ASSIGNABLE_ROLES.filter((role) => roleScopeCeiling(role, true, all).has('provisioning:manage'))).toEqual(['owner']);
  });

  it('gives the change feed to owner and admin alone, whatever the grants', () => {
    const all: CompanyGrants = { compensations: ['admin', 'finance', 'manager'], documents: ['admin', 'finance', 'manager'] };
    expect(ASSIGNABLE_ROLES.filter((role) => roleScopeCeiling(role, true, all).has('events:read'))).toEqual(['owner', 'admin']);
  });

  it('lets finance read private fields but never write them', () => {
    expect(roleScopeCeiling('finance', true, NONE).has('private:write')).toBe(false);
  });

  it('is closed under implication for every role (a ceiling never holds a write without its read)', () => {
    for (const role of ASSIGNABLE_ROLES) {
      for (const isManager of [false, true]) {
        const ceiling = roleScopeCeiling(role, isManager, NONE);
        expect(sorted(expandScopes(ceiling))).toEqual(sorted(ceiling));
      }
    }
  });
});
