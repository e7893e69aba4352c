import { TickBatcher } from './tick-batcher';

/** Calls made in the same tick run as one batch (up to a maximum); every caller gets its own result or the batch's error. */
describe('tick batcher', () => {
  it('runs the calls of one tick as one batch and answers each caller with its own result', async () => {
    const batches: number[][] = [];
    const batcher = new TickBatcher<number, number>(async (inputs) => {
      batches.push(inputs);
      return inputs.map((n) => n * 10);
    });
    const results = await Promise.all([1, 2, 3].map((n) => batcher.call(n)));
    expect(results).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('runs a full batch at once and the rest in the next one', async () => {
    const batches: number[][] = [];
    const batcher = new TickBatcher<number, number>(async (inputs) => {
      batches.push(inputs);
      return inputs;
    }, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.call(n)))).toEqual([1, 2, 3, 4, 5]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('runs calls of later ticks in later batches', async () => {
    const batches: string[][] = [];
    const batcher = new TickBatcher<string, string>(async (inputs) => {
      batches.push(inputs);
      return inputs;
    });
    await batcher.call('a');
    await batcher.call('b');
    expect(batches).toEqual([['a'], ['b']]);
  });

  it('rejects every caller of a batch that failed, and only those', async () => {
    let fail = true;
    const batcher = new TickBatcher<number, number>(async (inputs) => {
      if (fail) throw new Error('statement failed');
      return inputs;
    });
    const first = [1, 2].map((n) => batcher.call(n).then(() => 'ok', (e: Error) => e.message));
    expect(await Promise.all(first)).toEqual(['statement failed', 'statement failed']);
    fail = false;
    expect(await batcher.call(3)).toBe(3);
  });
});
