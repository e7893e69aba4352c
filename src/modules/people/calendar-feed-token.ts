import { randomBytes } from 'node:crypto';
import { blindIndex, blindIndexKey, DataKeyStore } from '../../core/crypto';

/** A new secret for the person's calendar feed URL (shown only to them). */
export function newCalendarFeedToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The blind index the feed finds a token by (the token itself is stored sealed): an HMAC under the instance's key
 * for this column, not a company's, since the feed URL names no company.
 */
export async function calendarFeedTokenIndex(keys: DataKeyStore, token: string): Promise<string> {
  return (await calendarFeedTokenIndexer(keys))(token);
}

/** The index function with its key derived once (many tokens at a time). */
export async function calendarFeedTokenIndexer(keys: DataKeyStore): Promise<(token: string) => string> {
  const key = blindIndexKey(await keys.blindIndexRootKey(), 'people.calendar_feed_token');
  return (token) => blindIndex(key, token);
}

/** A new token and its index: what every writer stores (the token sealed by the core or the writer). */
export async function newCalendarFeed(keys: DataKeyStore): Promise<{ calendarFeedToken: string; calendarFeedTokenIndex: string }> {
  const calendarFeedToken = newCalendarFeedToken();
  return { calendarFeedToken, calendarFeedTokenIndex: await calendarFeedTokenIndex(keys, calendarFeedToken) };
}
