import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { type AppConfig, ConfigError } from '../../config/app-config';
import { KEY_BYTES } from './aes-gcm';
import { MasterKeyRing, parseMasterKeys } from './master-key-ring';

/** Where a start without ENCRYPTION_KEYS (outside production) keeps the master key it made: one entry, mode 0600. */
export const GENERATED_KEYS_FILE = 'encryption-keys';

export interface LoadedKeyRing {
  ring: MasterKeyRing;
  /** Set when this call made the key file (the first start without a configured key); the caller logs it. */
  madeFile?: string;
}

/**
 * The master key ring: ENCRYPTION_KEYS, else the entries of ENCRYPTION_KEYS_FILE (one a line, `#` comments),
 * else (never in production: loadConfig refuses that) a key made once in DATA_DIR. Several nodes starting together
 * on one empty DATA_DIR end with one key: each writes a temporary file and publishes it with an exclusive link.
 */
export function loadMasterKeyRing(config: Pick<AppConfig, 'encryptionKeys' | 'encryptionKeysFile' | 'dataDir'>): LoadedKeyRing {
  const configured = configuredMasterKeyRing(config);
  if (configured) return configured;
  const file = path.join(config.dataDir, GENERATED_KEYS_FILE);
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const id = `local-${randomBytes(4).toString('hex')}`;
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    writeFileSync(temp, `${id}:${randomBytes(KEY_BYTES).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    try {
      linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return { ring: readKeysFile(file, file) };
    }
  } finally {
    rmSync(temp, { force: true });
  }
  return { ring: readKeysFile(file, file), madeFile: file };
}

/** The ring of ENCRYPTION_KEYS, ENCRYPTION_KEYS_FILE or a key file already in DATA_DIR; null when there is none (nothing is made). */
export function configuredMasterKeyRing(config: Pick<AppConfig, 'encryptionKeys' | 'encryptionKeysFile' | 'dataDir'>): LoadedKeyRing | null {
  if (config.encryptionKeys) return { ring: parseMasterKeys(config.encryptionKeys.split(','), 'ENCRYPTION_KEYS') };
  if (config.encryptionKeysFile) return { ring: readKeysFile(config.encryptionKeysFile, 'ENCRYPTION_KEYS_FILE') };
  const file = path.join(config.dataDir, GENERATED_KEYS_FILE);
  return existsSync(file) ? { ring: readKeysFile(file, file) } : null;
}

function readKeysFile(file: string, source: string): MasterKeyRing {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError([`${source} (${file}) cannot be read: ${(error as NodeJS.ErrnoException).code ?? String(error)}`]);
  }
  const entries = text.split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
  return parseMasterKeys(entries, source);
}
