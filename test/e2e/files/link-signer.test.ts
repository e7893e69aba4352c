import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { loadConfig } from '../../../src/config/app-config';
import { Clock } from '../../../src/core/clock';
import { LinkSigner, SIGNED_LINK_TTL_MS } from '../../../src/core/storage/link-signer';
import { signedFileUrl } from '../../../src/modules/files/file-links';

/** D10's link key: kept in DATA_DIR (made once, survives restarts) or given by LINK_SIGNING_KEY; links expire. */
describe('link signer', () => {
  let dataDir: string;
  const config = (env: Record<string, string> = {}) => loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/x', DATA_DIR: dataDir, ...env });

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'link-key-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('makes a key in DATA_DIR on first start (mode 600) and reuses it after a restart', () => {
    const clock = new Clock();
    const first = new LinkSigner(config(), clock);
    const file = path.join(dataDir, 'link-signing.key');
    const { expires, signature } = first.sign('file:abc:original');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const restarted = new LinkSigner(config(), clock);
    expect(restarted.check('file:abc:original', String(expires), signature)).toBe('valid');
    expect(readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(32);
  });

  it('LINK_SIGNING_KEY replaces the stored key: links of one key fail under another', () => {
    const clock = new Clock();
    const a = new LinkSigner(config({ LINK_SIGNING_KEY: 'a'.repeat(40) }), clock);
    const b = new LinkSigner(config({ LINK_SIGNING_KEY: 'b'.repeat(40) }), clock);
    const { expires, signature } = a.sign('file:abc:original');
    expect(new LinkSigner(config({ LINK_SIGNING_KEY: 'a'.repeat(40) }), clock).check('file:abc:original', String(expires), signature)).toBe('valid');
    expect(b.check('file:abc:original', String(expires), signature)).toBe('invalid');
  });

  it('valid for 15 minutes by the clock, then expired; malformed parameters are invalid', () => {
    const clock = new Clock();
    clock.freezeAt(new Date('2026-01-01T00:00:00Z'));
    const signer = new LinkSigner(config(), clock);
    const url = new URL(signedFileUrl(signer, 'abc', '64'), 'http://x');
    expect(url.pathname).toBe('/api/files/abc/variants/64');
    const [expires, signature] = [url.searchParams.get('expires')!, url.searchParams.get('signature')!];
    expect(Number(expires)).toBe(Date.parse('2026-01-01T00:00:00Z') / 1000 + SIGNED_LINK_TTL_MS / 1000);
    clock.advance(SIGNED_LINK_TTL_MS - 1000);
    expect(signer.check('file:abc:64', expires, signature)).toBe('valid');
    clock.advance(1000);
    expect(signer.check('file:abc:64', expires, signature)).toBe('expired');
    for (const [e, s] of [[undefined, signature], [expires, undefined], ['12x', signature], [['1'], signature], [expires, 42]]) {
      expect(signer.check('file:abc:64', e, s)).toBe('invalid');
    }
  });
});
