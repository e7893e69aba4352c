import { randomBytes } from 'node:crypto';
import { decryptValue, encryptValue } from './value-cipher';

describe('sealed values under a data key imported once', () => {
  const context = { table: 'people', column: 'tax_id', companyId: 'c1', rowId: 'r1' };

  it('opens what it seals, again and again under the same key Buffer, and not under another key', () => {
    const key = { id: 'k1', key: randomBytes(32) };
    const sealed = [encryptValue('123-45-6789', key, context), encryptValue('123-45-6789', key, context)];
    expect(sealed[0]).not.toBe(sealed[1]);
    for (const stored of sealed) expect(decryptValue(stored, context, () => key.key)).toBe('123-45-6789');
    expect(() => decryptValue(sealed[0], context, () => randomBytes(32))).toThrow();
  });
});
