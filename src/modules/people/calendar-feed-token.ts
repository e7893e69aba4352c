import { randomBytes } from 'node:crypto';

/** A new secret for the person's calendar feed URL (shown only to them). */
export function newCalendarFeedToken(): string {
  return randomBytes(24).toString('base64url');
}
