import { ConfigError } from '../../config/app-config';
import { UnknownKeyError } from './crypto-errors';
import { KEY_BYTES } from './aes-gcm';

/** Key ids name keys inside stored ciphertexts: short, and free of the `:` that separates the parts. */
export const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

export interface MasterKey {
  id: string;
  key: Buffer;
}

/**
 * The master keys (`ENCRYPTION_KEYS`): the first wraps new data keys, every one unwraps. Rotation puts a new key
 * first and keeps the old one after it until `DataKeyStore.rewrapAll()` has moved every data key to the new one.
 */
export class MasterKeyRing {
  private readonly byId: Map<string, Buffer>;

  constructor(readonly keys: readonly MasterKey[]) {
    if (!keys.length) throw new Error('a master key ring needs at least one key');
    this.byId = new Map(keys.map((k) => [k.id, k.key]));
  }

  /** The key that wraps new data keys. */
  get primary(): MasterKey {
    return this.keys[0];
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  key(id: string): Buffer {
    const key = this.byId.get(id);
    if (!key) throw new UnknownKeyError('master key', id);
    return key;
  }

  get ids(): string[] {
    return this.keys.map((k) => k.id);
  }
}

/**
 * Parses `<keyId>:<base64 of 32 bytes>` entries (`entries` split by the caller: commas in ENCRYPTION_KEYS, lines in
 * ENCRYPTION_KEYS_FILE). Strict: every problem is reported, one line each, naming the entry by position and id but
 * never echoing key material.
 */
export function parseMasterKeys(entries: string[], source: string): MasterKeyRing {
  const problems: string[] = [];
  const keys: MasterKey[] = [];
  const seen = new Set<string>();
  entries.forEach((raw, index) => {
    const entry = raw.trim();
    const where = `${source} entry ${index + 1}`;
    const colon = entry.indexOf(':');
    if (colon < 0) {
      problems.push(`${where} is not valid: expected <keyId>:<base64 of 32 random bytes>`);
      return;
    }
    const id = entry.slice(0, colon);
    const material = entry.slice(colon + 1).trim();
    if (!KEY_ID.test(id)) {
      problems.push(`${where} is not valid: the key id must be 1 to 32 letters, digits, _ or -`);
      return;
    }
    if (seen.has(id)) {
      problems.push(`${where} is not valid: key id ${id} appears twice`);
      return;
    }
    seen.add(id);
    const key = /^[A-Za-z0-9+/]+={0,2}$/.test(material) && material.length % 4 === 0 ? Buffer.from(material, 'base64') : null;
    if (!key || key.length !== KEY_BYTES) {
      problems.push(`${where} (key id ${id}) is not valid: the key must be base64 of exactly ${KEY_BYTES} bytes (openssl rand -base64 32)`);
      return;
    }
    keys.push({ id, key });
  });
  if (!entries.length) problems.push(`${source} holds no key: expected <keyId>:<base64 of 32 random bytes>`);
  if (problems.length) throw new ConfigError(problems);
  return new MasterKeyRing(keys);
}
