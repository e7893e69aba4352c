/** The typed client of the Personnel API (README.md). */
export { createPersonnelClient, type PersonnelClient, type PersonnelClientOptions } from './client';
export { retryingFetch, type RetryOptions } from './transport';
export { listAll, type ListItem, type ListParams, type ListPath } from './lists';
export { changeFeed, FeedGoneError, memoryCursor, type ChangeFeedOptions, type CursorStore } from './change-feed';
export { isErased, type ErasedObject, type EventOf, type EventType, type PersonnelEvent } from './events';
export { verifyWebhook, Webhook, WebhookVerificationError } from './webhook-verification';
export { PersonnelApiError, type ApiErrorBody } from './errors';
export type { components, paths, webhooks } from './schema';
