/** Thrown by `withTimeout` when the work does not settle in time (the work itself is not cancelled). */
export class TimeoutError extends Error {}

/** The promise's outcome, or a TimeoutError after `ms` milliseconds, whichever comes first. */
export async function withTimeout<T>(work: Promise<T>, ms: number, what = 'the operation'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
