import { createHmac } from 'node:crypto';
import { hmacSha256 } from './hmac';
import { importedKey } from './imported-key';

describe('HMAC-SHA256 with keys imported once', () => {
  const key = Buffer.alloc(32, 3);

  it('gives what createHmac gives, for a Buffer and for its KeyObject', () => {
    const expected = createHmac('sha256', key).update('é text', 'utf8').digest('base64url');
    expect(hmacSha256(key, 'é text', 'base64url')).toBe(expected);
    expect(hmacSha256(importedKey(key), 'é text', 'base64url')).toBe(expected);
  });

  it('imports a Buffer once and another Buffer on its own', () => {
    expect(importedKey(key)).toBe(importedKey(key));
    expect(hmacSha256(Buffer.alloc(32, 4), 'x', 'hex')).not.toBe(hmacSha256(key, 'x', 'hex'));
  });
});
