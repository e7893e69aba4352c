import { encryptValue } from '../value-cipher';
import { needsActiveKey, PLAIN, storedKeyId } from './keyed-store';

const key = (id: string) => ({ id, key: Buffer.alloc(32, id.length) });
const context = { table: 'people', column: 'tax_id', companyId: 'com_1', rowId: 'per_1' };

describe('which stored values the rotation job re-encrypts', () => {
  it('a ciphertext under the active key is left; one under another key, or plain text, is re-encrypted', () => {
    expect(needsActiveKey(encryptValue('123', key('dkActive'), context), 'dkActive')).toBe(false);
    expect(needsActiveKey(encryptValue('123', key('dkOld'), context), 'dkActive')).toBe(true);
    expect(needsActiveKey('AB123456C', 'dkActive')).toBe(true);
  });

  it('a plain text that merely starts like a ciphertext of the active key is still plain', () => {
    expect(needsActiveKey('v1:dkActive:not-a-ciphertext', 'dkActive')).toBe(true);
  });

  it('null and the empty text hold nothing to hide and are left alone', () => {
    expect(needsActiveKey(null, 'dkActive')).toBe(false);
    expect(needsActiveKey(undefined, 'dkActive')).toBe(false);
    expect(needsActiveKey('', 'dkActive')).toBe(false);
  });

  it('a key id that is a prefix of the active one is another key', () => {
    expect(needsActiveKey(encryptValue('123', key('dkA'), context), 'dkAB')).toBe(true);
    expect(needsActiveKey(encryptValue('123', key('dkAB'), context), 'dkA')).toBe(true);
  });

  it('keys:status counts a value under the key its ciphertext names, else as plain', () => {
    expect(storedKeyId(encryptValue('123', key('dkOld'), context))).toBe('dkOld');
    expect(storedKeyId('AB123456C')).toBe(PLAIN);
  });
});
