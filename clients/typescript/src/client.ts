import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';
import { retryingFetch, type RetryOptions } from './transport';

export interface PersonnelClientOptions {
  /** The installation's address, e.g. `https://personnel.example.com` (paths start with `/api`). */
  baseUrl: string;
  /** An API token (`prk_…`), made with the console. */
  token: string;
  /** Retries of 429 and 503 answers (honouring `Retry-After`); `{ retries: 0 }` turns them off. */
  retry?: RetryOptions;
  /** The fetch to send with (default: the global one). */
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * A typed openapi-fetch client of the API (`client.GET('/api/people', …)`: paths, parameters and bodies from the
 * generated types), with the token on every request, an `Idempotency-Key` on every write and retries of 429 and
 * 503. `send` is the same transport for requests the types do not describe.
 */
export type PersonnelClient = Client<paths> & {
  readonly baseUrl: string;
  readonly send: (request: Request) => Promise<Response>;
};

export function createPersonnelClient(options: PersonnelClientOptions): PersonnelClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const base = options.fetch ?? ((request: Request) => fetch(request));
  const transport = retryingFetch(base, options.retry);
  const authorization = `Bearer ${options.token}`;
  const send = (request: Request) => {
    request.headers.set('authorization', authorization);
    return transport(request);
  };
  const client = createClient<paths>({ baseUrl, fetch: send });
  return Object.assign(client, { baseUrl, send });
}
