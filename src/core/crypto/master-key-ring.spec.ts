import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { ConfigError, loadConfig } from '../../config/app-config';
import { parseMasterKeys } from './master-key-ring';
import { GENERATED_KEYS_FILE, loadMasterKeyRing } from './master-key-ring-loader';

const key = () => randomBytes(32).toString('base64');
const problemsOf = (run: () => unknown): string[] => {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('master key ring: ENCRYPTION_KEYS entries are parsed strictly', () => {
  it('the first key encrypts; every key is found by its id', () => {
    const [a, b] = [key(), key()];
    const ring = parseMasterKeys([`new-2:${a}`, ` old_1:${b} `], 'ENCRYPTION_KEYS');
    expect(ring.primary.id).toBe('new-2');
    expect(ring.primary.key.equals(Buffer.from(a, 'base64'))).toBe(true);
    expect(ring.key('old_1').equals(Buffer.from(b, 'base64'))).toBe(true);
    expect(ring.ids).toEqual(['new-2', 'old_1']);
    expect(() => ring.key('gone')).toThrow('master key gone is not known');
  });

  it('reports every bad entry, one line each, naming it but never echoing key material', () => {
    const short = randomBytes(16).toString('base64');
    const good = key();
    const problems = problemsOf(() =>
      parseMasterKeys([`a:${good}`, `bad id:${key()}`, `b:${short}`, `a:${key()}`, 'no-colon', `c:${good}!`, `${'x'.repeat(33)}:${key()}`], 'ENCRYPTION_KEYS'),
    );
    expect(problems).toEqual([
      'ENCRYPTION_KEYS entry 2 is not valid: the key id must be 1 to 32 letters, digits, _ or -',
      'ENCRYPTION_KEYS entry 3 (key id b) is not valid: the key must be base64 of exactly 32 bytes (openssl rand -base64 32)',
      'ENCRYPTION_KEYS entry 4 is not valid: key id a appears twice',
      'ENCRYPTION_KEYS entry 5 is not valid: expected <keyId>:<base64 of 32 random bytes>',
      'ENCRYPTION_KEYS entry 6 (key id c) is not valid: the key must be base64 of exactly 32 bytes (openssl rand -base64 32)',
      'ENCRYPTION_KEYS entry 7 is not valid: the key id must be 1 to 32 letters, digits, _ or -',
    ]);
    expect(problems.join('\n')).not.toContain(good.slice(0, 12));
    expect(problems.join('\n')).not.toContain(short.slice(0, 12));
  });

  it('an empty list is refused', () => {
    expect(problemsOf(() => parseMasterKeys([], 'ENCRYPTION_KEYS_FILE'))).toEqual(['ENCRYPTION_KEYS_FILE holds no key: expected <keyId>:<base64 of 32 random bytes>']);
  });
});

describe('master key ring: where it comes from', () => {
  const dir = () => mkdtempSync(path.join(tmpdir(), 'personnel-keys-'));

  it('ENCRYPTION_KEYS is comma-separated', () => {
    const ring = loadMasterKeyRing({ dataDir: dir(), encryptionKeys: `k2:${key()},k1:${key()}` }).ring;
    expect(ring.ids).toEqual(['k2', 'k1']);
  });

  it('ENCRYPTION_KEYS_FILE holds one entry a line; blank lines and # comments are skipped', () => {
    const file = path.join(dir(), 'keys');
    writeFileSync(file, `# rotated 2026-11\nk2:${key()}\n\nk1:${key()}\n`);
    expect(loadMasterKeyRing({ dataDir: dir(), encryptionKeysFile: file }).ring.ids).toEqual(['k2', 'k1']);
  });

  it('an unreadable ENCRYPTION_KEYS_FILE is a configuration error naming the file', () => {
    const file = path.join(dir(), 'absent');
    expect(problemsOf(() => loadMasterKeyRing({ dataDir: dir(), encryptionKeysFile: file }))).toEqual([`ENCRYPTION_KEYS_FILE (${file}) cannot be read: ENOENT`]);
  });

  it('with neither, a key is made once in DATA_DIR (mode 0600) and read back on the next start', () => {
    const dataDir = dir();
    const first = loadMasterKeyRing({ dataDir });
    const file = path.join(dataDir, GENERATED_KEYS_FILE);
    expect(first.madeFile).toBe(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(/^local-[0-9a-f]{8}:[A-Za-z0-9+/]{43}=\n$/);
    const second = loadMasterKeyRing({ dataDir });
    expect(second.madeFile).toBeUndefined();
    expect(second.ring.primary.id).toBe(first.ring.primary.id);
    expect(second.ring.primary.key.equals(first.ring.primary.key)).toBe(true);
  });
});

describe('configuration: ENCRYPTION_KEYS and ENCRYPTION_KEYS_FILE', () => {
  it('production without either stops with one line naming both', () => {
    expect(problemsOf(() => loadConfig({ NODE_ENV: 'production' }))).toEqual([
      'ENCRYPTION_KEYS or ENCRYPTION_KEYS_FILE is required when NODE_ENV=production (a key: <keyId>:$(openssl rand -base64 32))',
    ]);
    expect(loadConfig({ NODE_ENV: 'production', ENCRYPTION_KEYS: `k1:${key()}` }).encryptionKeys).toMatch(/^k1:/);
    expect(loadConfig({ NODE_ENV: 'production', ENCRYPTION_KEYS_FILE: '/run/secrets/keys' }).encryptionKeysFile).toBe('/run/secrets/keys');
  });

  it('outside production neither is needed (a key is made in DATA_DIR)', () => {
    const config = loadConfig({});
    expect(config.encryptionKeys).toBeUndefined();
    expect(config.encryptionKeysFile).toBeUndefined();
  });

  it('both at once are refused', () => {
    expect(problemsOf(() => loadConfig({ ENCRYPTION_KEYS: `k1:${key()}`, ENCRYPTION_KEYS_FILE: '/keys' }))).toEqual([
      'ENCRYPTION_KEYS and ENCRYPTION_KEYS_FILE are both set: set one of them',
    ]);
  });
});
