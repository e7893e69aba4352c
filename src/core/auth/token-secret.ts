import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_PREFIX = 'prk_';

/** A new token secret (D3: >= 32 random bytes with a recognisable prefix). */
export function newTokenSecret(): string {
  return TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** Only this hash is stored; the secret is shown once. */
export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
