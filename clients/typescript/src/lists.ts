import type { PersonnelClient } from './client';
import { PersonnelApiError } from './errors';
import type { paths } from './schema';

type GetOf<P extends keyof paths> = paths[P] extends { get: infer O } ? O : never;
type OkBody<O> = O extends { responses: { 200: { content: { 'application/json': infer B } } } } ? B : never;
type Envelope = { total: number; limit: number; skip: number; data: unknown[] };

/** The paths whose GET answers a list envelope `{ total, limit, skip, data }`. */
export type ListPath = { [P in keyof paths]: OkBody<GetOf<P>> extends Envelope ? P : never }[keyof paths];
/** One record of a list. */
export type ListItem<P extends ListPath> = OkBody<GetOf<P>> extends { data: (infer I)[] } ? I : never;
/** A list's parameters: its filters and sort (`query`, `$skip` left to the iterator) and its path ids. */
export type ListParams<P extends ListPath> = GetOf<P> extends { parameters: infer Q } ? Q : never;

type LooseGet = (path: string, init: { params: Record<string, unknown> }) => Promise<{ data?: Envelope; error?: unknown; response: Response }>;

/**
 * Every record of a list, page after page: the first page from the query's `$skip` (default 0), each next one at
 * `$skip` plus the page size the server applied (its `limit`, which it caps at 250 whatever `$limit` asked), until a
 * page comes back short. Records written while it runs may be seen twice or not at all, as with any offset paging;
 * the change feed is the way to follow changes.
 */
export async function* listAll<P extends ListPath>(
  client: PersonnelClient,
  path: P,
  ...[params]: ListParams<P> extends { path: object } ? [params: ListParams<P>] : [params?: ListParams<P>]
): AsyncGenerator<ListItem<P>, void, undefined> {
  const given = (params ?? {}) as { query?: Record<string, unknown> } & Record<string, unknown>;
  let skip = Number(given.query?.$skip ?? 0);
  for (;;) {
    const query = { ...given.query, $skip: skip };
    const { data, error, response } = await (client.GET as unknown as LooseGet)(path, { params: { ...given, query } });
    if (!data) throw new PersonnelApiError(response.status, error as never, `GET ${path}`);
    yield* data.data as ListItem<P>[];
    if (data.limit === 0 || data.data.length < data.limit) return;
    skip += data.limit;
  }
}
