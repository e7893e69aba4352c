import type { Readable } from 'node:stream';

/** Inclusive byte range, as HTTP `Range` names it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where file bytes live (D10): the local disk or an S3-compatible bucket. Keys are opaque, made by the caller
 * from ids (`<companyId>/<fileId>/<variant>`), never from user input.
 */
export interface StorageDriver {
  /** Streams `body` under `key`; the key becomes readable only once every byte is written. */
  put(key: string, body: Readable, contentType?: string): Promise<{ size: number }>;
  /** The stored bytes, whole or one range; rejects with StorageNotFoundError when the key is absent. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** The stored size in bytes, or null when the key is absent. */
  size(key: string): Promise<number | null>;
  /** Removes the key; removing an absent key is not an error. */
  delete(key: string): Promise<void>;
}

export const STORAGE_DRIVER = Symbol('STORAGE_DRIVER');

export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`no stored object under ${key}`);
  }
}

const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/** Keys are built from ids; anything else (`..`, absolute paths) is a programming error, refused loudly. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}
