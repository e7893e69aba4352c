import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import type { AppConfig } from '../../config/app-config';

/**
 * The key of signed links (D10): LINK_SIGNING_KEY when given (required with several API nodes on separate disks),
 * else one generated on first start and kept in DATA_DIR, so links survive restarts.
 */
export function loadLinkSigningKey(config: AppConfig): Buffer {
  if (config.linkSigningKey) return Buffer.from(config.linkSigningKey, 'utf8');
  const file = path.join(config.dataDir, 'link-signing.key');
  mkdirSync(config.dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8');
}
