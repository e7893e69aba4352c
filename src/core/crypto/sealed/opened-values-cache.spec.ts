import { OpenedValuesCache } from './opened-values-cache';

const context = (rowId: string, companyId = 'co_1') => ({ table: 'people', column: 'tax_id', companyId, rowId });

describe('the cache of opened sealed values', () => {
  it('answers a plaintext only for the same ciphertext in the same table, column, company and row', () => {
    const cache = new OpenedValuesCache(10);
    cache.set('v1:k:iv:ct', context('r1'), 'TAX-1');
    expect(cache.get('v1:k:iv:ct', context('r1'))).toBe('TAX-1');
    expect(cache.get('v1:k:iv:ct', context('r2'))).toBeUndefined();
    expect(cache.get('v1:k:iv:ct', context('r1', 'co_2'))).toBeUndefined();
    expect(cache.get('v1:k:iv:cu', context('r1'))).toBeUndefined();
    expect(cache.get('v1:k:iv:ct', { ...context('r1'), column: 'tax_code' })).toBeUndefined();
  });

  it('keeps at most its capacity, dropping the oldest; capacity 0 keeps nothing', () => {
    const cache = new OpenedValuesCache(2);
    for (const n of [1, 2, 3]) cache.set(`v1:k:iv:${n}`, context('r'), `P${n}`);
    expect(cache.size).toBe(2);
    expect(cache.get('v1:k:iv:1', context('r'))).toBeUndefined();
    expect(cache.get('v1:k:iv:3', context('r'))).toBe('P3');
    const off = new OpenedValuesCache(0);
    off.set('v1:k:iv:1', context('r'), 'P1');
    expect(off.get('v1:k:iv:1', context('r'))).toBeUndefined();
  });
});
