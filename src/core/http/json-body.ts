import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ValidationIssue } from '../errors/api-error';

/** The one route that takes multipart/form-data (D10 uploads); every other route answers 415 to it. */
export const MULTIPART_ROUTE = { method: 'POST', url: '/api/files' };

/** Deepest nesting a body may have; the spec's objects need four levels at most. */
export const MAX_BODY_DEPTH = 16;

/**
 * The one JSON body parser (D15): every other content type (forms included) answers 415, but multipart/form-data
 * on the upload route (registerMultipartParser).
 * Beyond parsing, a body is refused with 422 when it nests deeper than MAX_BODY_DEPTH or holds a
 * NUL character in a string or key (PostgreSQL text cannot store it).
 */
export function registerJsonBodyParser(fastify: FastifyInstance, alsoJson: readonly JsonMediaType[] = []): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  const parse = (request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) => {
    parseJson(request, body, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      const issue = bodyIssue(value);
      if (issue) return done(ApiError.validation([issue], `${issue.name}: ${issue.reason}`), undefined);
      done(null, value);
    });
  };
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => parse(request, body as string, done));
  for (const media of alsoJson) {
    fastify.addContentTypeParser(media.contentType, { parseAs: 'string' }, (request, body, done) => {
      const path = request.url.split('?')[0];
      if (path !== media.path && !path.startsWith(`${media.path}/`)) return done(new ApiError(415, 'Unsupported content type: send application/json'), undefined);
      parse(request, body as string, done);
    });
  }
}

/** A JSON media type of a protocol served beside the API (`application/scim+json` under `/scim/v2`), read as JSON there only. */
export interface JsonMediaType {
  contentType: string;
  path: string;
}

/**
 * multipart/form-data for the upload route only (the parts are streamed by the handler, never buffered here):
 * one file of at most `maxFileBytes`, a few short fields.
 */
export async function registerMultipartParser(fastify: FastifyInstance, maxFileBytes: number): Promise<void> {
  // The plugin's global onRequest (a `close` listener on every response) and onResponse hooks only clean up files
  // saved to disk by `saveRequestFiles`, which this service never calls (the upload route streams its one part): they
  // are left out, so no other request pays their two promises (docs/performance.md, "Hot reads").
  const addHook = fastify.addHook;
  const withoutSavedFileCleanUp = function (this: FastifyInstance, name: string, hook: unknown) {
    if (name === 'onRequest' || name === 'onResponse') return this;
    return (addHook as (name: string, hook: unknown) => FastifyInstance).call(this, name, hook);
  };
  fastify.addHook = withoutSavedFileCleanUp as typeof fastify.addHook;
  try {
    await fastify.register(multipart, {
      limits: { fileSize: maxFileBytes, files: 1, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 50, fieldNameSize: 100 },
    });
  } finally {
    fastify.addHook = addHook;
  }
  fastify.addHook('preParsing', function multipartOnItsRouteOnly(request, _reply, payload, done) {
    if (!/^multipart\/form-data/i.test(request.headers['content-type'] ?? '')) return done(null, payload);
    const route = request.routeOptions?.url?.replace(/\/$/, '');
    if (request.method !== MULTIPART_ROUTE.method || route !== MULTIPART_ROUTE.url) {
      return done(new ApiError(415, 'Unsupported content type: send application/json'));
    }
    done(null, payload);
  });
}

/** The first structural problem of a parsed body, walked without recursion (a deep body cannot overflow the stack). */
export function bodyIssue(body: unknown): ValidationIssue | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: body, path: '', depth: 0 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { name: path || 'body', reason: 'must not contain the NUL character' };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_BODY_DEPTH) return { name: path || 'body', reason: `is nested deeper than ${MAX_BODY_DEPTH} levels` };
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (const [key, child] of entries) {
      const childPath = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return { name: childPath.replace(/\u0000/g, '\\u0000'), reason: 'a field name must not contain the NUL character' };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}
