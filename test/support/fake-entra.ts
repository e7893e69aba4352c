import { randomUUID } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SCIMMY } from './scim';

/** A token request as the fake's token endpoint received it. */
export interface TokenRequest {
  tenant: string;
  contentType: string | undefined;
  authorization: string | undefined;
  form: Record<string, string>;
  status: number;
}

/** A request to the bulkUpload endpoint, as received, and what it was answered. */
export interface UploadRequest {
  at: number;
  authorization: string | undefined;
  contentType: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  status: number;
  /** Why it was refused (400): which check failed. */
  refusal?: string;
}

/**
 * A stand-in for Microsoft Entra's API-driven inbound provisioning, on a real socket: the identity platform's token
 * endpoint (`/{tenant}/oauth2/v2.0/token`, the client-credentials grant, checked field by field) and one provisioning
 * job's bulkUpload endpoint (a bearer token it issued; a SCIM BulkRequest of 1 to 50 `POST /Users` operations, each
 * operation's `data` validated by scimmy's User and Enterprise User schemas, an independent implementation: anything
 * else answers 400). Accepted Users are kept by `externalId` as scimmy coerces them, as Entra matches on it.
 */
export interface FakeEntra {
  /** `ENTRA_LOGIN_URL` for the app under test. */
  loginUrl: string;
  /** The job's bulkUpload endpoint: a target's `url`. */
  bulkUploadUrl: string;
  tenantId: string;
  clientId: string;
  clientSecret: string;
  /** Seconds each issued token is said to last (`expires_in`). */
  expiresIn: number;
  tokenRequests: TokenRequest[];
  uploads: UploadRequest[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  users: Map<string, any>;
  /** The bulkUpload endpoint answers this status (with `retryAfter` as Retry-After) to the next `failTimes` uploads (Infinity: until reset). */
  failWith: number | null;
  failTimes: number;
  retryAfter: string | null;
  /** Every token issued so far stops being valid (the next upload with one answers 401). */
  revokeTokens(): void;
  /** Accepted uploads only. */
  accepted(): UploadRequest[];
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export const GRAPH_DEFAULT_SCOPE = 'https://graph.microsoft.com/.default';
const BULK_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:BulkRequest';
const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';

async function textOf(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: http.ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

/** What is wrong with a BulkRequest for Entra's bulkUpload (null: nothing); each operation's data checked by scimmy. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function bulkProblem(body: any): string | null {
  if (!body || typeof body !== 'object') return 'not JSON';
  if (JSON.stringify(body.schemas) !== JSON.stringify([BULK_SCHEMA])) return 'schemas is not [BulkRequest]';
  const operations = body.Operations;
  if (!Array.isArray(operations) || operations.length === 0) return 'no Operations';
  if (operations.length > 50) return `${operations.length} operations (at most 50)`;
  const bulkIds = new Set<string>();
  for (const [i, op] of operations.entries()) {
    if (op.method !== 'POST' || op.path !== '/Users') return `operation ${i}: not POST /Users`;
    if (typeof op.bulkId !== 'string' || op.bulkId === '' || bulkIds.has(op.bulkId)) return `operation ${i}: bulkId missing or repeated`;
    bulkIds.add(op.bulkId);
    const data = op.data;
    if (!data || typeof data.externalId !== 'string' || data.externalId === '') return `operation ${i}: data without externalId`;
    if (!Array.isArray(data.schemas) || !data.schemas.includes(USER_SCHEMA)) return `operation ${i}: data.schemas without the core User schema`;
    try {
      SCIMMY.Schemas.User.definition.coerce(data, 'in');
    } catch (error) {
      return `operation ${i}: scimmy refused the User: ${(error as Error).message}`;
    }
  }
  return null;
}

export async function fakeEntra(): Promise<FakeEntra> {
  const tenantId = randomUUID();
  const clientId = randomUUID();
  const clientSecret = `secret~${randomUUID()}`;
  const servicePrincipal = randomUUID();
  const job = `API2AAD.${randomUUID().replace(/-/g, '')}.${randomUUID().replace(/-/g, '')}`;
  const bulkPath = `/v1.0/servicePrincipals/${servicePrincipal}/synchronization/jobs/${job}/bulkUpload`;
  const valid = new Set<string>();
  let port = 0;
  let server: http.Server;

  const entra: FakeEntra = {
    loginUrl: '',
    bulkUploadUrl: '',
    tenantId,
    clientId,
    clientSecret,
    expiresIn: 3599,
    tokenRequests: [],
    uploads: [],
    users: new Map(),
    failWith: null,
    failTimes: Infinity,
    retryAfter: null,
    revokeTokens: () => valid.clear(),
    accepted: () => entra.uploads.filter((u) => u.status === 202),
    down: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    up: () => listen(),
    close: async () => {
      if (server.listening) await entra.down();
    },
  };

  const token = (request: http.IncomingMessage, response: http.ServerResponse, tenant: string, text: string) => {
    const form = Object.fromEntries(new URLSearchParams(text));
    const contentType = request.headers['content-type'];
    const answer = (status: number, body: unknown) => {
      entra.tokenRequests.push({ tenant, contentType, authorization: request.headers.authorization, form, status });
      send(response, status, body);
    };
    if (tenant !== tenantId) return answer(400, { error: 'invalid_request', error_codes: [90002], error_description: `Tenant '${tenant}' not found.` });
    if (contentType !== 'application/x-www-form-urlencoded') return answer(400, { error: 'invalid_request', error_description: 'form expected' });
    if (form.grant_type !== 'client_credentials') return answer(400, { error: 'unsupported_grant_type' });
    if (form.scope !== GRAPH_DEFAULT_SCOPE) return answer(400, { error: 'invalid_scope', error_codes: [70011] });
    if (form.client_id !== clientId) return answer(400, { error: 'unauthorized_client', error_codes: [700016] });
    if (form.client_secret !== clientSecret) return answer(401, { error: 'invalid_client', error_codes: [7000215], error_description: 'Invalid client secret provided.' });
    const accessToken = `eyJ0eXAi.${randomUUID()}`;
    valid.add(accessToken);
    return answer(200, { token_type: 'Bearer', expires_in: entra.expiresIn, ext_expires_in: entra.expiresIn, access_token: accessToken });
  };

  const upload = (request: http.IncomingMessage, response: http.ServerResponse, text: string) => {
    const record: UploadRequest = { at: Date.now(), authorization: request.headers.authorization, contentType: request.headers['content-type'], body: null, status: 0 };
    entra.uploads.push(record);
    const answer = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      send(response, status, body, headers);
    };
    try {
      record.body = JSON.parse(text);
    } catch {
      record.body = text;
    }
    if (entra.failWith !== null && entra.failTimes > 0) {
      entra.failTimes -= 1;
      const status = entra.failWith;
      if (entra.failTimes === 0) entra.failWith = null;
      return answer(status, { error: { code: 'serviceUnavailable', message: 'try later' } }, entra.retryAfter ? { 'retry-after': entra.retryAfter } : {});
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !valid.has(bearer)) return answer(401, { error: { code: 'InvalidAuthenticationToken', message: 'Access token is empty or invalid.' } });
    const problem = record.contentType !== 'application/scim+json' ? 'content-type is not application/scim+json' : bulkProblem(record.body);
    if (problem) {
      record.refusal = problem;
      return answer(400, { error: { code: 'BadRequest', message: 'Invalid Data Format' } });
    }
    for (const op of record.body.Operations) {
      // What Entra keeps of the User as scimmy reads it written; `meta` is scimmy's own.
      const { meta: _meta, ...kept } = JSON.parse(JSON.stringify(new SCIMMY.Schemas.User(op.data, 'in')));
      entra.users.set(op.data.externalId, kept);
    }
    return answer(202);
  };

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://entra');
    const text = await textOf(request);
    const tokenPath = /^\/([^/]+)\/oauth2\/v2\.0\/token$/.exec(url.pathname);
    if (request.method === 'POST' && tokenPath) return token(request, response, decodeURIComponent(tokenPath[1]), text);
    if (request.method === 'POST' && url.pathname === bulkPath) return upload(request, response, text);
    return send(response, 404, { error: { code: 'ResourceNotFound' } });
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = http.createServer((request, response) => void handle(request, response));
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        entra.loginUrl = `http://127.0.0.1:${port}`;
        entra.bulkUploadUrl = `http://127.0.0.1:${port}${bulkPath}`;
        resolve();
      });
    });
  await listen();
  return entra;
}

/** The body of a target of the fake: kind, its bulkUpload endpoint and its app registration's credentials. */
export const entraTargetBody = (entra: FakeEntra, extra: Record<string, unknown> = {}) => ({
  name: 'Entra', kind: 'entraBulkUpload', url: entra.bulkUploadUrl, tenantId: entra.tenantId, clientId: entra.clientId, clientSecret: entra.clientSecret, ...extra,
});
