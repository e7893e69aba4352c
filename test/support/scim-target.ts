import { randomUUID } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SCIMMY } from './scim';

/** A request the target received, as sent. */
export interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/**
 * A SCIM service provider built on scimmy (an independent implementation from the npm registry: its schemas coerce
 * what is written, its PatchOp applies PATCHes, its filters and ListResponse answer lists), on a real socket, as the
 * push connector's test oracle. Users are kept in memory; `userName` is unique (409 `uniqueness`), as real
 * directories keep it.
 */
export interface ScimTarget {
  /** The SCIM base URL (`http://127.0.0.1:<port>/scim/v2`). */
  url: string;
  token: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  users: Map<string, any>;
  requests: ReceivedRequest[];
  /** Every request answered with this status while set (an overloaded target). */
  failWith: number | null;
  /** Stops listening (connections refused) until `up`. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

interface Store {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  users: Map<string, any>;
}

const BASE = '/scim/v2';
/** A copy made in this realm: scimmy checks `instanceof Object`, which structuredClone's copies fail under jest. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const copy = (value: any) => JSON.parse(JSON.stringify(value));
let handled = false;

/** scimmy's User resource handlers, once per test file (they are static); each server passes its store as context. */
function handleUsers(): void {
  if (handled) return;
  handled = true;
  const User = SCIMMY.Resources.User;
  User.basepath(BASE);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  User.ingress((resource: any, instance: any, store: Store) => {
    const data = JSON.parse(JSON.stringify(instance));
    const clash = [...store.users.values()].find((u) => String(u.userName).toLowerCase() === String(data.userName).toLowerCase() && u.id !== resource.id);
    if (clash) throw new SCIMMY.Types.Error(409, 'uniqueness', 'userName is already taken');
    const now = new Date().toISOString();
    if (resource.id) {
      const existing = store.users.get(resource.id);
      if (!existing) throw new SCIMMY.Types.Error(404, null, `Resource ${resource.id} not found`);
      const updated = { ...data, id: resource.id, meta: { resourceType: 'User', created: existing.meta.created, lastModified: now } };
      store.users.set(resource.id, updated);
      return copy(updated);
    }
    const made = { ...data, id: randomUUID(), meta: { resourceType: 'User', created: now, lastModified: now } };
    store.users.set(made.id, made);
    return copy(made);
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  User.egress((resource: any, store: Store) => {
    if (resource.id) {
      const found = store.users.get(resource.id);
      if (!found) throw new SCIMMY.Types.Error(404, null, `Resource ${resource.id} not found`);
      return copy(found);
    }
    const all = [...store.users.values()].map((u) => copy(u));
    return resource.filter ? resource.filter.match(all) : all;
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  User.degress((resource: any, store: Store) => {
    if (!store.users.delete(resource.id)) throw new SCIMMY.Types.Error(404, null, `Resource ${resource.id} not found`);
  });
}

async function bodyOf(request: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

function send(response: http.ServerResponse, status: number, body?: unknown): void {
  response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/scim+json' });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

/** RFC 7644 §3.12's error message, for statuses scimmy's Error message does not take (503, 405). */
const errorBody = (status: number, detail: string) => ({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: String(status), detail });

const integer = (value: string | null, fallback: number) => (value !== null && /^\d+$/.test(value) ? Number(value) : fallback);

export async function scimTarget(token = `target-${randomUUID()}`): Promise<ScimTarget> {
  handleUsers();
  const store: Store = { users: new Map() };
  const User = SCIMMY.Resources.User;
  let port = 0;
  let server: http.Server;

  const target: ScimTarget = {
    url: '',
    token,
    users: store.users,
    requests: [],
    failWith: null,
    down: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    up: () => listen(),
    close: async () => {
      if (server.listening) await target.down();
    },
  };

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://target');
    const body = await bodyOf(request).catch(() => null);
    target.requests.push({ method: request.method ?? '', path: `${url.pathname}${url.search}`, authorization: request.headers.authorization, body });
    if (target.failWith !== null) return send(response, target.failWith, errorBody(target.failWith, 'unavailable'));
    if (request.headers.authorization !== `Bearer ${token}`) return send(response, 401, errorBody(401, 'bad token'));
    const match = /^\/scim\/v2\/Users(?:\/([^/]+))?$/.exec(url.pathname);
    if (!match) return send(response, 404, errorBody(404, 'no such endpoint'));
    const id = match[1] === undefined ? undefined : decodeURIComponent(match[1]);
    try {
      if (request.method === 'GET' && id) return send(response, 200, await new User(id).read(store));
      if (request.method === 'GET') {
        const filter = url.searchParams.get('filter');
        const query = { ...(filter ? { filter } : {}), startIndex: integer(url.searchParams.get('startIndex'), 1), count: integer(url.searchParams.get('count'), 100) };
        return send(response, 200, await new User(query).read(store));
      }
      if (request.method === 'POST' && !id) return send(response, 201, await new User().write(body, store));
      if (request.method === 'PUT' && id) return send(response, 200, await new User(id).write(body, store));
      if (request.method === 'PATCH' && id) {
        const patched = await new User(id).patch(body, store);
        return patched ? send(response, 200, patched) : send(response, 204);
      }
      if (request.method === 'DELETE' && id) {
        await new User(id).dispose(store);
        return send(response, 204);
      }
      return send(response, 405, errorBody(405, 'method not allowed'));
    } catch (error) {
      if (error instanceof SCIMMY.Types.Error) return send(response, (error as { status: number }).status, new SCIMMY.Messages.Error(error));
      return send(response, 500, errorBody(500, (error as Error).message));
    }
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = http.createServer((request, response) => void handle(request, response));
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        target.url = `http://127.0.0.1:${port}${BASE}`;
        resolve();
      });
    });
  await listen();
  return target;
}

/** A target's User as the connector keeps it: no `id` or `meta` (the target's own). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function keptAttributes(user: any): any {
  const { id: _id, meta: _meta, ...rest } = user;
  return rest;
}
