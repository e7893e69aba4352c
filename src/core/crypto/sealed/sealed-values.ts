import { Injectable } from '@nestjs/common';
import { DataKey, DataKeyStore } from '../data-key-store';
import { OpenedValuesCache } from './opened-values-cache';
import { SealedColumns } from './sealed-columns';
import { EventPayload, sealedPayloadFields } from './sealed-payload';
import { decryptValue, encryptValue, isEncryptedValue, ValueContext, valueKeyId } from '../value-cipher';

/** A stored value to open and the context it was sealed for. */
export interface SealedItem {
  stored: unknown;
  context: ValueContext;
}

/**
 * Sealing and opening of stored values under the company's data keys (value-cipher.ts). Plain values left from
 * before encryption open as themselves until the rotation job seals them; anything that looks sealed and does not
 * open throws a StoredCiphertextError naming table, column and row (never the value).
 */
/** Opened values kept per process (opened-values-cache.ts): a few MB at most. */
export const OPENED_VALUES_CACHED = 50_000;

@Injectable()
export class SealedValues {
  private readonly opened = new OpenedValuesCache(OPENED_VALUES_CACHED);

  constructor(private readonly keys: DataKeyStore) {}

  /**
   * Fetches the company's active key before a write takes its row locks: fetching it later (the cache expired) takes
   * a second pool connection while the locks are held, which under contention queues behind the locked writes.
   */
  async warm(companyId: string): Promise<void> {
    await this.keys.activeKey(companyId);
  }

  async seal<T extends string | null | undefined>(value: T, context: ValueContext): Promise<T | string> {
    if (value === null || value === undefined) return value;
    return this.sealWith(await this.keys.activeKey(context.companyId), value, context);
  }

  /** Seals several values of one company at once (one key lookup). */
  async sealAll(companyId: string, items: { value: string | null | undefined; context: ValueContext }[]): Promise<(string | null | undefined)[]> {
    if (!items.some((i) => typeof i.value === 'string')) return items.map((i) => i.value);
    const key = await this.keys.activeKey(companyId);
    return items.map((i) => (typeof i.value === 'string' ? this.sealWith(key, i.value, i.context) : i.value));
  }

  /** The write's answer and event read the value back at once: it is known opened. */
  private sealWith(key: DataKey, value: string, context: ValueContext): string {
    const stored = encryptValue(value, key, context);
    this.opened.set(stored, context, value);
    return stored;
  }

  /** The plaintexts of stored values (any companies), the keys they name fetched once each. */
  async openAll(items: SealedItem[]): Promise<unknown[]> {
    const opened: unknown[] = items.map(({ stored, context }) => (typeof stored === 'string' ? (this.opened.get(stored, context) ?? stored) : stored));
    const sealed = items.filter((item, i) => opened[i] === item.stored && typeof item.stored === 'string' && isEncryptedValue(item.stored));
    if (!sealed.length) return opened;
    const keyOf = await this.keysFor(sealed);
    return items.map((item, i) => {
      const stored = item.stored;
      if (opened[i] !== stored || typeof stored !== 'string' || !isEncryptedValue(stored)) return opened[i];
      const plaintext = decryptValue(stored, item.context, (id) => keyOf(item.context.companyId, id));
      this.opened.set(stored, item.context, plaintext);
      return plaintext;
    });
  }

  async open(stored: unknown, context: ValueContext): Promise<unknown> {
    return (await this.openAll([{ stored, context }]))[0];
  }

  /** Seals in place the declared fields present in `values` (a row about to be written; its id names the row). */
  async sealFields(companyId: string, declaration: SealedColumns, rowId: string, values: Record<string, unknown>): Promise<void> {
    const names = Object.keys(declaration.fields).filter((f) => typeof values[f] === 'string');
    if (!names.length) return;
    const sealed = await this.sealAll(companyId, names.map((f) => ({ value: values[f] as string, context: fieldContext(declaration, f, companyId, rowId) })));
    names.forEach((f, i) => (values[f] = sealed[i]));
  }

  /** Opens in place the declared fields of rows read from the table (each row's `id` names it). */
  async openFields(companyId: string, declaration: SealedColumns, rows: readonly Record<string, unknown>[]): Promise<void> {
    const at: { row: Record<string, unknown>; field: string }[] = [];
    const items: SealedItem[] = [];
    for (const row of rows) {
      for (const field of Object.keys(declaration.fields)) {
        if (typeof row[field] !== 'string') continue;
        at.push({ row, field });
        items.push({ stored: row[field], context: fieldContext(declaration, field, companyId, String(row.id)) });
      }
    }
    if (!items.length) return;
    const opened = await this.openAll(items);
    at.forEach(({ row, field }, i) => (row[field] = opened[i]));
  }

  /** An event payload's text as sent to subscribers: its sealed fields opened (the text unchanged when it has none). */
  async openPayloadText(text: string): Promise<string> {
    const payload = JSON.parse(text) as EventPayload;
    const fields = sealedPayloadFields(payload);
    if (!fields.length) return text;
    const opened = await this.openAll(fields.map((f) => ({ stored: f.part[f.field], context: f.context })));
    fields.forEach((f, i) => (f.part[f.field] = opened[i]));
    return JSON.stringify(payload);
  }

  private async keysFor(items: SealedItem[]): Promise<(companyId: string, keyId: string) => Buffer> {
    const found = new Map<string, Buffer>();
    for (const { stored, context } of items) {
      if (typeof stored !== 'string' || !isEncryptedValue(stored)) continue;
      const name = `${context.companyId}/${valueKeyId(stored)}`;
      if (!found.has(name)) found.set(name, await this.keys.key(context.companyId, valueKeyId(stored)));
    }
    return (companyId, keyId) => found.get(`${companyId}/${keyId}`)!;
  }
}

/** The context of a declared field's value: its table and column, the company and the row. */
export function fieldContext(declaration: SealedColumns, field: string, companyId: string, rowId: string): ValueContext {
  return { table: declaration.table, column: declaration.fields[field], companyId, rowId };
}
