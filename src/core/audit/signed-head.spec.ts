import { parseSignedHead, SignedHead, signedHeadProblem, signHead } from './signed-head';

describe('signed audit chain heads', () => {
  const key = Buffer.alloc(32, 7);
  const head = { companyId: 'c1', seq: '42', hash: 'a'.repeat(64) };
  const at = new Date('2026-11-28T09:00:00.000Z');

  it('a statement signed with the key checks; one with any signed field changed does not', () => {
    const signed = signHead(key, head, at);
    expect(signedHeadProblem(key, signed)).toBeNull();
    for (const change of [{ seq: '41' }, { hash: 'b'.repeat(64) }, { companyId: 'c2' }, { signedAt: '2026-11-29T09:00:00.000Z' }]) {
      expect(signedHeadProblem(key, { ...signed, ...change })).toBe('its signature does not verify');
    }
  });

  it('the same key always gives the same public key; another key is not this instance\'s', () => {
    expect(signHead(key, head, at).publicKey).toBe(signHead(Buffer.from(key), head, at).publicKey);
    const other = signHead(Buffer.alloc(32, 8), head, at);
    expect(signedHeadProblem(key, other)).toBe("it was not signed with this instance's key");
    expect(signedHeadProblem(key, { ...other, publicKey: signHead(key, head, at).publicKey })).toBe('its signature does not verify');
  });

  it('reads only a statement of the format, with every field a string and a whole-number seq', () => {
    const signed = signHead(key, head, at);
    expect(parseSignedHead(JSON.parse(JSON.stringify(signed)))).toEqual(signed);
    expect(parseSignedHead(null)).toMatch(/JSON object/);
    expect(parseSignedHead({ ...signed, format: 'other' })).toMatch(/format/);
    expect(parseSignedHead({ ...signed, signature: 1 } as unknown as SignedHead)).toMatch(/signature/);
    expect(parseSignedHead({ ...signed, seq: '-1' })).toMatch(/whole number/);
  });
});
