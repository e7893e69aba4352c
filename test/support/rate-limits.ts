/** 3 requests of burst, refilled at 1 per second: the 4th request within a second is refused. */
export const SMALL_RATE_LIMITS = { RATE_LIMIT_PER_SECOND: '1', RATE_LIMIT_BURST: '3' };

/**
 * The buckets of SMALL_RATE_LIMITS refill one request a second, so a scenario expecting "no refill yet" holds only when
 * its requests come within about a second. On a loaded machine a slow attempt is run again with fresh buckets (a fresh
 * token, or addresses that include the attempt number); an attempt that fails fast is a real failure.
 */
export async function withinRefill(scenario: (attempt: number) => Promise<void>, budgetMs = 800): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const started = Date.now();
    try {
      return await scenario(attempt);
    } catch (error) {
      if (attempt >= 4 || Date.now() - started < budgetMs) throw error;
    }
  }
}
