import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { CiphertextFormatError, DecryptionError, StoredCiphertextError, UnknownKeyError } from './crypto-errors';
import { decryptValue, encryptValue, isEncryptedValue, type ValueContext, valueKeyId } from './value-cipher';

const dataKey = { id: 'dkAbc-123_', key: randomBytes(32) };
const keys = (id: string) => {
  if (id !== dataKey.id) throw new UnknownKeyError('data key', id);
  return dataKey.key;
};
const here: ValueContext = { table: 'bank_accounts', column: 'account_number', companyId: 'co_1', rowId: 'ba_1' };

describe('value cipher: AES-256-GCM, v1:<keyId>:<iv>:<ciphertext+tag>', () => {
  it('round-trips and names its key', () => {
    const stored = encryptValue('GB29 NWBK 6016 1331 9268 19', dataKey, here);
    expect(stored).toMatch(/^v1:dkAbc-123_:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]+$/);
    expect(valueKeyId(stored)).toBe(dataKey.id);
    expect(decryptValue(stored, here, keys)).toBe('GB29 NWBK 6016 1331 9268 19');
    expect(stored).not.toContain('NWBK');
  });

  it('uses a fresh IV for every value: the same plaintext twice gives unrelated texts', () => {
    const a = encryptValue('123456789', dataKey, here);
    const b = encryptValue('123456789', dataKey, here);
    expect(a.split(':')[2]).not.toBe(b.split(':')[2]);
    expect(a.split(':')[3]).not.toBe(b.split(':')[3]);
  });

  it.each(['table', 'column', 'companyId', 'rowId'] as const)('a ciphertext moved to another %s does not decrypt', (part) => {
    const stored = encryptValue('AB123456C', dataKey, here);
    const elsewhere = { ...here, [part]: `${here[part]}x` };
    expect(() => decryptValue(stored, elsewhere, keys)).toThrow(DecryptionError);
  });

  it('the AAD is canonical: parts cannot be shifted between fields', () => {
    const stored = encryptValue('x', dataKey, { table: 'a', column: 'b:c', companyId: 'd', rowId: 'e' });
    expect(() => decryptValue(stored, { table: 'a:b', column: 'c', companyId: 'd', rowId: 'e' }, keys)).toThrow(DecryptionError);
  });

  it('a wrong key under the same id does not decrypt, and the error carries no plaintext', () => {
    const stored = encryptValue('secret-tax-id-998877', dataKey, here);
    let error: unknown;
    try {
      decryptValue(stored, here, () => randomBytes(32));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DecryptionError);
    expect(error).toBeInstanceOf(StoredCiphertextError);
    expect(String((error as Error).message)).not.toContain('998877');
    expect((error as Error).message).toContain('bank_accounts.account_number of row ba_1');
  });

  it('an unknown key id is an UnknownKeyError from the lookup', () => {
    const stored = encryptValue('x', { id: 'other', key: randomBytes(32) }, here);
    expect(() => decryptValue(stored, here, keys)).toThrow(UnknownKeyError);
  });

  it('one changed character anywhere fails: never another value', () => {
    const stored = encryptValue('DE89370400440532013000', dataKey, here);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < stored.length; i++) {
      if (stored[i] === ':') continue;
      const replacement = alphabet[(alphabet.indexOf(stored[i]) + 1) % alphabet.length] ?? 'A';
      const altered = stored.slice(0, i) + replacement + stored.slice(i + 1);
      expect(() => decryptValue(altered, here, keys)).toThrow(StoredCiphertextError);
    }
  });

  it('tells ciphertexts from plain values left from before encryption', () => {
    expect(isEncryptedValue(encryptValue('', dataKey, here))).toBe(true);
    for (const plain of ['', '12345678', 'GB29NWBK60161331926819', 'v1:abc', 'v1:k:short:x', 'v2:dk1:AAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAA']) {
      expect(isEncryptedValue(plain)).toBe(false);
    }
    expect(() => decryptValue('12345678', here, keys)).toThrow(CiphertextFormatError);
    expect(() => valueKeyId('12345678')).toThrow(CiphertextFormatError);
  });

  it('property: any text round-trips and is recognised as a ciphertext', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ minLength: 1 }), (text, rowId) => {
        const context = { ...here, rowId };
        const stored = encryptValue(text, dataKey, context);
        return isEncryptedValue(stored) && decryptValue(stored, context, keys) === text;
      }),
    );
  });

  it('property: a value opens only in the context it was made for', () => {
    const context = fc.record({ table: fc.string(), column: fc.string(), companyId: fc.string(), rowId: fc.string() });
    fc.assert(
      fc.property(context, context, (made, read) => {
        fc.pre(JSON.stringify(made) !== JSON.stringify(read));
        const stored = encryptValue('value', dataKey, made);
        expect(() => decryptValue(stored, read, keys)).toThrow(DecryptionError);
      }),
    );
  });
});
