import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { allSealedColumns, allSealedCopies, SealedValues } from '..';
import type { KeyedStore } from './keyed-store';
import { SealedColumnStore } from './sealed-column-store';
import { SealedPayloadStore } from './sealed-payload-store';
import { IdempotencyKeyedStore } from '../../idempotency/idempotency-keyed-store';

/** Stores beyond the database's sealed values (the files of a company, once the files module offers them). */
export const EXTRA_KEYED_STORES = Symbol('EXTRA_KEYED_STORES');

/**
 * Everything stored under company data keys, as the rotation job and `keys:status` walk it: every declared sealed
 * column (from the registry, so a column declared later is covered without a change here), the sealed fields of
 * event payloads and of their declared copies, stored idempotent answers, then the extra stores (files). The modules
 * declare their columns and copies when they load, before anything lists the stores (the application loads them all).
 */
@Injectable()
export class KeyedStores {
  private list?: KeyedStore[];

  constructor(
    private readonly db: DataSource,
    private readonly sealed: SealedValues,
    @Inject(EXTRA_KEYED_STORES) private readonly extra: KeyedStore[],
  ) {}

  all(): KeyedStore[] {
    this.list ??= [
      ...allSealedColumns()
        .sort((a, b) => a.table.localeCompare(b.table))
        .flatMap((declaration) => Object.keys(declaration.fields).map((field) => new SealedColumnStore(this.db, this.sealed, declaration, field))),
      new SealedPayloadStore(this.db, this.sealed, { table: 'events', column: 'payload', type: 'jsonb' }),
      ...allSealedCopies()
        .filter((copy) => copy.contextTable === 'events')
        .map((copy) => new SealedPayloadStore(this.db, this.sealed, { table: copy.table, column: copy.column, type: 'text' })),
      new IdempotencyKeyedStore(this.db, this.sealed),
      ...this.extra,
    ];
    return this.list;
  }

  names(): string[] {
    return this.all().map((store) => store.name);
  }
}
