import { createHash, randomBytes } from 'node:crypto';
import { KEYED_HASH_PREFIX, requestHash, requestHashKey, storedHashMatches, unkeyedRequestHash } from './request-hash';

const root = randomBytes(32);
const body = { taxId: 'AB123456C', accountNumber: '12345678' };

describe('the request hash an idempotency key keeps', () => {
  it('is a keyed MAC: not the SHA-256 of the request, and unknown without the key', () => {
    const hash = requestHash(requestHashKey(root, 'co_1'), 'POST', '/api/people', body);
    const text = `POST /api/people\n${JSON.stringify({ accountNumber: '12345678', taxId: 'AB123456C' })}`;
    expect(hash.startsWith(KEYED_HASH_PREFIX)).toBe(true);
    expect(hash).not.toContain(createHash('sha256').update(text).digest('hex'));
    expect(hash).not.toContain(createHash('sha256').update(text).digest('base64url'));
    expect(requestHash(requestHashKey(randomBytes(32), 'co_1'), 'POST', '/api/people', body)).not.toBe(hash);
  });

  it('differs between companies for the same request, and is the same for the same request whatever the key order', () => {
    const one = requestHash(requestHashKey(root, 'co_1'), 'POST', '/api/people', body);
    expect(requestHash(requestHashKey(root, 'co_2'), 'POST', '/api/people', body)).not.toBe(one);
    expect(requestHash(requestHashKey(root, 'co_1'), 'post', '/api/people', { accountNumber: '12345678', taxId: 'AB123456C' })).toBe(one);
    expect(requestHash(requestHashKey(root, 'co_1'), 'POST', '/api/people', { ...body, taxId: 'AB123456D' })).not.toBe(one);
  });

  it('compares a keyed stored hash by the keyed hash, an unkeyed one (stored before) by the unkeyed hash; an erased one tells nothing', () => {
    const key = requestHashKey(root, 'co_1');
    const keyed = requestHash(key, 'POST', '/api/people', body);
    const unkeyed = () => unkeyedRequestHash('POST', '/api/people', body);
    expect(storedHashMatches(keyed, keyed, unkeyed)).toBe(true);
    expect(storedHashMatches(requestHash(key, 'POST', '/api/people', {}), keyed, unkeyed)).toBe(false);
    expect(storedHashMatches(unkeyed(), keyed, unkeyed)).toBe(true);
    expect(storedHashMatches(unkeyedRequestHash('POST', '/api/people', {}), keyed, unkeyed)).toBe(false);
    expect(storedHashMatches(null, keyed, unkeyed)).toBeNull();
  });
});
