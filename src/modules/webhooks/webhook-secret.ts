import { createSecretKey, KeyObject, randomBytes } from 'node:crypto';
import { hmacSha256 } from '../../core/crypto/hmac';

const SECRET_BYTES = 32;
/** How long the secret before a rotation keeps signing beside the new one. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** `whsec_` + base64 of 32 random bytes (Standard Webhooks: 24-64 bytes). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/** D14: `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the decoded part after `whsec_`. */
export function signature(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${hmacSha256(signingKey(secret), `${id}.${timestamp}.${body}`, 'base64')}`;
}

/** Keys of the secrets in use, imported once (a worker signs many deliveries with few secrets); bounded. */
const signingKeys = new Map<string, KeyObject>();
const SIGNING_KEYS_KEPT = 1000;

function signingKey(secret: string): KeyObject {
  let key = signingKeys.get(secret);
  if (!key) {
    if (signingKeys.size >= SIGNING_KEYS_KEPT) signingKeys.clear();
    key = createSecretKey(Buffer.from(secret.slice('whsec_'.length), 'base64'));
    signingKeys.set(secret, key);
  }
  return key;
}

/** The `webhook-signature` header: one entry per secret in use, space-separated (rotation). */
export function signatureHeader(secrets: string[], id: string, timestamp: number, body: string): string {
  return secrets.map((secret) => signature(secret, id, timestamp, body)).join(' ');
}

/** The secrets that sign at a given time: the current one, and the previous one while its overlap lasts. */
export function signingSecrets(
  webhook: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null },
  now: Date,
): string[] {
  const previousValid = webhook.previousSecret && webhook.previousSecretExpiresAt && webhook.previousSecretExpiresAt > now;
  return previousValid ? [webhook.secret, webhook.previousSecret!] : [webhook.secret];
}
