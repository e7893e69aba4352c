/**
 * Closes gracefully, or at once when that takes longer than `ms`: a queue or worker whose connection keeps retrying a
 * Redis node that went away (a failover) would otherwise hold the shutdown until SHUTDOWN_TIMEOUT_MS kills the
 * process. Jobs a forced worker held are taken up again as stalled (at least once).
 */
export async function closeWithin(ms: number, close: () => Promise<unknown>, force: () => Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
    timer.unref();
  });
  const closing = close().then(() => 'closed' as const, () => 'closed' as const);
  try {
    if ((await Promise.race([closing, late])) === 'late') await force().catch(() => undefined);
  } finally {
    clearTimeout(timer);
  }
}

/** How long a graceful close of the queues and workers may take: the shutdown's budget less a margin for the rest. */
export function gracefulCloseMs(shutdownTimeoutMs: number): number {
  return Math.max(1000, shutdownTimeoutMs - 5000);
}
