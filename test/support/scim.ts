import { createRequire } from 'node:module';
import { SCOPES } from '../../src/core/auth/scopes';
import { Clock } from '../../src/core/clock';
import { ScimSettings } from '../../src/modules/scim';
import { newCompany, newLocation, newPerson, TestCompany, tokenFor } from './factories';
import { TestApp } from './test-app';

/** SCIM's test oracles: independent implementations from the npm registry, never the project's own code. */
// scimmy is an ES module with a CommonJS build; loaded through require for jest's CommonJS runtime.
const requireCjs = createRequire(__filename);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const SCIMMY: any = requireCjs('scimmy');
SCIMMY.Schemas.User.extend(SCIMMY.Schemas.EnterpriseUser);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const scim2Filter: { parse(text: string): any; filter(f: any): (r: any) => boolean } = requireCjs('scim2-parse-filter');

export const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

export interface ScimResponse {
  status: number;
  headers: Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** A request to the SCIM provider through the real HTTP stack (it is outside the OpenAPI contract). */
export async function scim(t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, token?: string, options: { headers?: Record<string, string>; body?: unknown } = {}): Promise<ScimResponse> {
  const res = await t.app.inject({
    method,
    url: `/scim/v2${path}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/scim+json' } : {}),
      ...options.headers,
    },
    payload: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.statusCode, headers: res.headers, body: res.body ? JSON.parse(res.body) : undefined };
}

export const q = (params: Record<string, string | number>) => `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)] as [string, string])).toString()}`;

/** Every User the token lists, walking the pages. */
export async function allUsers(t: TestApp, token: string, path = '/Users', extra: Record<string, string> = {}): Promise<any[]> {
  const users: any[] = [];
  for (let start = 1; ; start += 50) {
    const res = await scim(t, 'GET', `${path}${q({ ...extra, startIndex: start, count: 50 })}`, token);
    if (res.status !== 200) throw new Error(`list failed: ${res.status} ${JSON.stringify(res.body)}`);
    users.push(...res.body.Resources);
    if (start + 50 > res.body.totalResults) return users;
  }
}

/** A resource validated by scimmy's schema (it throws on a wrong type, a missing required attribute); the coerced copy. */
export function scimmyCoerced(resource: any): any {
  const schema = resource.schemas?.includes('urn:ietf:params:scim:schemas:core:2.0:Group') ? SCIMMY.Schemas.Group : SCIMMY.Schemas.User;
  return JSON.parse(JSON.stringify(schema.definition.coerce(resource, 'out')));
}

/** A company with a SCIM token (the owner's, `scim:read` alone) and a location in London. */
export async function scimCompany(t: TestApp, name?: string): Promise<TestCompany & { scimToken: string; locationId: string }> {
  const c = await newCompany(t, name);
  const scimToken = await tokenFor(t, c.ownerEmail, ['scim:read']);
  const locationId = await newLocation(t, c.token, { city: 'London', countryCode: 'GB' });
  return { ...c, scimToken, locationId };
}

export { newPerson, SCOPES };

export const clockOf = (t: TestApp) => t.app.get(Clock);
export const scimSettings = (t: TestApp) => t.app.get(ScimSettings);
