import { ValueContext } from '../value-cipher';

/**
 * Plaintexts of sealed values this process has opened, by context and ciphertext: a list of 100 people would
 * otherwise pay 200 AES-GCM openings (a cipher context each) on every read. A hit needs the exact ciphertext for the
 * exact table, column, company and row whose tag already checked, so a moved or altered ciphertext always misses and
 * is opened (and refused). Bounded (oldest out first); the process holds the unwrapped data keys anyway, so the cache
 * shows a memory dump nothing the keys would not.
 */
export class OpenedValuesCache {
  private readonly entries = new Map<string, string>();

  constructor(private readonly capacity: number) {}

  get(stored: string, context: ValueContext): string | undefined {
    return this.capacity > 0 ? this.entries.get(cacheKey(stored, context)) : undefined;
  }

  set(stored: string, context: ValueContext, plaintext: string): void {
    if (this.capacity <= 0) return;
    const key = cacheKey(stored, context);
    if (this.entries.has(key)) return;
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, plaintext);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The parts never contain NUL (ids, table and column names, base64url text). */
const cacheKey = (stored: string, c: ValueContext) => `${c.table}\0${c.column}\0${c.companyId}\0${c.rowId}\0${stored}`;
