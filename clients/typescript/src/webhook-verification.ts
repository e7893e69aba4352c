import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { PersonnelEvent } from './events';

export { Webhook, WebhookVerificationError };

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string {
  const value = headers instanceof Headers ? headers.get(name) : (headers[name] ?? headers[name.toLowerCase()]);
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * Checks a delivery as Standard Webhooks specifies (the `webhook-id`, `webhook-timestamp` and `webhook-signature`
 * headers, HMAC-SHA256 with the `whsec_` secret, a timestamp within five minutes) and answers its event; throws
 * `WebhookVerificationError` otherwise. `payload` is the body exactly as received (not parsed and serialised again).
 * During a secret's rotation either secret verifies, so a receiver may hold the old one for 24 hours.
 */
export function verifyWebhook(secret: string, payload: string | Buffer, headers: HeaderSource): PersonnelEvent {
  const signed = {
    'webhook-id': header(headers, 'webhook-id'),
    'webhook-timestamp': header(headers, 'webhook-timestamp'),
    'webhook-signature': header(headers, 'webhook-signature'),
  };
  return new Webhook(secret).verify(payload, signed) as PersonnelEvent;
}
