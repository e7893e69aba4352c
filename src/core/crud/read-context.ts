import { AuthContext } from '../auth/auth-context';
import { FieldClass } from '../policy/policy-table';
import { ApiRow } from '../read/read-declaration';

/**
 * What one request learned while hydrating rows (per-request read context): returned by `hydrate` and handed to `toApi`,
 * never kept on the singleton service, so a row hydrated for one caller cannot be shown with another's view.
 * `auth` null is the owner's view (events, D14). Resources extend it with what their rows show besides columns.
 */
export interface ReadContext {
  readonly auth: AuthContext | null;
}

/** Options of a hydrate: `fresh` reads again what the rows show (after a write changed them in this transaction). */
export interface HydrateOptions {
  fresh?: boolean;
}

/**
 * The context the core hydrates for a resource with a read declaration: its rows as the compiled read selects them
 * (by id, through the caller's transaction) and the field classes the caller sees on each (null: every field).
 */
export interface CompiledReadContext extends ReadContext {
  readonly rows: Map<string, ApiRow>;
  readonly classesOf: ((row: ApiRow) => ReadonlySet<FieldClass>) | null;
}
