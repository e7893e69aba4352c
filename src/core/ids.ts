import { randomBytes } from 'node:crypto';

/** Opaque, URL-safe, non-sequential ids of 24 characters (D7). */
export function newId(prefix = ''): string {
  return prefix + randomBytes(18).toString('base64url');
}
