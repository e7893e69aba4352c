import { IdempotencyClaim, idempotencyContext } from './idempotency-context';
import { IdempotentRequest } from './idempotency.service';
import { runKeyed } from './keyed-write';

const claim: IdempotencyClaim = { companyId: 'c', tokenId: 't', key: 'k', requestHash: 'h', executed: false, committed: false, done: false, marker: null };
const request = (fields: Partial<IdempotentRequest>) => fields as IdempotentRequest;

describe('runKeyed (D15: a keyed write runs once, under its claim; a replay runs nothing)', () => {
  it('runs nothing for a replay: the stored answer is sent instead', async () => {
    const write = jest.fn(async () => 'written');
    await expect(runKeyed(request({ idempotentReplay: { status: 201, headers: {}, body: '{}' } }), write)).resolves.toBeUndefined();
    expect(write).not.toHaveBeenCalled();
  });

  it('runs a claimed write with its claim in context, so its key row commits with the write', async () => {
    await expect(runKeyed(request({ idempotencyClaim: claim }), async () => idempotencyContext.getStore())).resolves.toBe(claim);
  });

  it('runs a write without a key outside any claim', async () => {
    await expect(runKeyed(request({}), async () => idempotencyContext.getStore())).resolves.toBeUndefined();
  });
});
