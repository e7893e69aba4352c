import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppConfig } from '../config/app-config';

/** One year; sent only on requests that arrived over HTTPS (our TLS, or a trusted proxy's X-Forwarded-Proto). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The Content-Security-Policy of every response. JSON needs none of it; the `/api/docs` page loads its
 * scripts and styles from this origin, keeps an inline `<style>` and uses `data:` images.
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'none'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

/** For errors Fastify's router answers before any hook runs (malformed URL, over-long path segment). */
export const ROUTER_ERROR_SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

/** The fixed security headers of every response (helmet: no sniffing, no framing, CSP), computed once. */
export function securityHeaders(): Record<string, string> {
  return helmetHeaders({
    hsts: false,
    frameguard: { action: 'deny' },
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}

/**
 * Security headers on every response, errors and 404s included, HSTS over HTTPS only (the arrival hook,
 * request-hooks.ts, sets them before any check that may refuse a request), and CORS only for the origins
 * `CORS_ORIGINS` lists (none by default).
 */
export async function registerCors(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  if (config.corsOrigins.length === 0) return;
  await fastify.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Idempotent-Replayed'],
    credentials: false,
    maxAge: 600,
  });
}

/**
 * The headers helmet sets with these options, computed once: they do not vary per request (no CSP nonces), and
 * helmet builds its middleware and parses the CSP directives on each call.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
