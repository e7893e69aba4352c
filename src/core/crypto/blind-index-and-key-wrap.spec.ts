import { hkdfSync, randomBytes } from 'node:crypto';
import { blindIndex, blindIndexKey } from './blind-index';
import { DecryptionError } from './crypto-errors';
import { unwrapKey, wrapKey } from './key-wrap';

describe('blind index: HMAC-SHA256 under a key derived per purpose', () => {
  const root = randomBytes(32);

  it('is the same for the same value and purpose, and reveals nothing of the value', () => {
    const key = blindIndexKey(root, 'people.calendar_feed_token');
    expect(blindIndex(key, 'feed-token-1')).toBe(blindIndex(blindIndexKey(root, 'people.calendar_feed_token'), 'feed-token-1'));
    expect(blindIndex(key, 'feed-token-1')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(blindIndex(key, 'feed-token-1')).not.toBe(blindIndex(key, 'feed-token-2'));
  });

  it('its key is HKDF-SHA256 of the root key with the purpose as info, derived once per root key and purpose', () => {
    const other = randomBytes(32);
    const hkdf = (r: Buffer, purpose: string) => Buffer.from(hkdfSync('sha256', r, Buffer.alloc(0), `personnel.blind-index.v1:${purpose}`, 32));
    for (const [r, purpose] of [[root, 'a.b'], [other, 'a.b'], [root, 'c.d'], [root, 'a.b']] as const) expect(blindIndexKey(r, purpose)).toEqual(hkdf(r, purpose));
    expect(blindIndexKey(root, 'a.b')).toBe(blindIndexKey(root, 'a.b'));
  });

  it('differs between purposes and between root keys', () => {
    const value = 'AB123456C';
    expect(blindIndex(blindIndexKey(root, 'people.tax_id'), value)).not.toBe(blindIndex(blindIndexKey(root, 'people.tax_code'), value));
    expect(blindIndex(blindIndexKey(root, 'people.tax_id'), value)).not.toBe(blindIndex(blindIndexKey(randomBytes(32), 'people.tax_id'), value));
  });
});

describe('key wrap: a data key sealed by a master key, bound to its company and id', () => {
  const master = randomBytes(32);
  const dataKey = randomBytes(32);
  const binding = { companyId: 'co_1', keyId: 'dk1' };

  it('round-trips, and the wrapped form does not contain the key', () => {
    const wrapped = wrapKey(master, dataKey, binding);
    expect(wrapped.length).toBe(12 + 32 + 16);
    expect(wrapped.includes(dataKey)).toBe(false);
    expect(unwrapKey(master, wrapped, binding).equals(dataKey)).toBe(true);
  });

  it('does not unwrap for another company, another key id, as a blind-index key, or under another master key', () => {
    const wrapped = wrapKey(master, dataKey, binding);
    expect(() => unwrapKey(master, wrapped, { companyId: 'co_2', keyId: 'dk1' })).toThrow(DecryptionError);
    expect(() => unwrapKey(master, wrapped, { companyId: 'co_1', keyId: 'dk2' })).toThrow(DecryptionError);
    expect(() => unwrapKey(master, wrapped, { blindIndexKeyId: 'dk1' })).toThrow(DecryptionError);
    expect(() => unwrapKey(randomBytes(32), wrapped, binding)).toThrow(DecryptionError);
  });

  it('one changed byte anywhere fails', () => {
    const wrapped = wrapKey(master, dataKey, binding);
    for (let i = 0; i < wrapped.length; i++) {
      const altered = Buffer.from(wrapped);
      altered[i] ^= 0x01;
      expect(() => unwrapKey(master, altered, binding)).toThrow(DecryptionError);
    }
  });
});
