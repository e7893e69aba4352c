import { nextStep, stepStore } from './reencrypt-step';

const stores = ['people.tax_id', 'events.payload', 'files'];
const timing = { pauseMs: 50, graceLeftMs: 0 };
const start = { companyId: 'com_1' };

describe('re-encryption steps', () => {
  it('a full batch goes on in the same store from its cursor, after the pause', () => {
    expect(nextStep(stores, start, { handled: 200, next: 'per_9' }, timing)).toEqual({
      done: false,
      data: { companyId: 'com_1', store: 'people.tax_id', after: 'per_9', found: 200 },
      delayMs: 50,
    });
  });

  it('the end of a store moves to the next store from its start, counting what the pass found', () => {
    const data = { companyId: 'com_1', store: 'people.tax_id', after: 'per_9', found: 200 };
    expect(nextStep(stores, data, { handled: 3, next: null }, timing)).toEqual({
      done: false,
      data: { companyId: 'com_1', store: 'events.payload', after: null, found: 203 },
      delayMs: 50,
    });
  });

  it('a pass that found anything is followed by another pass (writes under the retired key meanwhile)', () => {
    const data = { companyId: 'com_1', store: 'files', after: null, found: 1 };
    expect(nextStep(stores, data, { handled: 0, next: null }, timing)).toEqual({
      done: false,
      data: { companyId: 'com_1', store: 'people.tax_id', after: null, found: 0 },
      delayMs: 50,
    });
  });

  it('a pass that found nothing ends the job once no process can still cache the retired key', () => {
    const data = { companyId: 'com_1', store: 'files', after: null, found: 0 };
    expect(nextStep(stores, data, { handled: 0, next: null }, timing)).toEqual({ done: true });
  });

  it('a clean pass inside the cache grace is repeated when the grace is over', () => {
    const data = { companyId: 'com_1', store: 'files', after: null, found: 0 };
    expect(nextStep(stores, data, { handled: 0, next: null }, { pauseMs: 50, graceLeftMs: 7000 })).toEqual({
      done: false,
      data: { companyId: 'com_1', store: 'people.tax_id', after: null, found: 0 },
      delayMs: 7000,
    });
  });

  it('a step naming a store this version does not know starts the pass again from the first store', () => {
    expect(stepStore(stores, { companyId: 'com_1', store: 'gone.column', after: 'x' })).toEqual({ index: 0, after: null });
    expect(stepStore(stores, { companyId: 'com_1', store: 'events.payload', after: 'evt_1' })).toEqual({ index: 1, after: 'evt_1' });
    expect(stepStore(stores, start)).toEqual({ index: 0, after: null });
  });
});
