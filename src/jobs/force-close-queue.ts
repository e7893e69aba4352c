import type { Queue } from 'bullmq';

/** Disconnects a queue at once (Redis down: nothing can be sent); its later close() answers this closing instead of sending QUIT. */
export function forceCloseQueue(queue: Queue): Promise<void> {
  const backend = queue.getBackend() as unknown as { close(force: boolean): Promise<void> };
  return backend.close(true).catch(() => undefined);
}
