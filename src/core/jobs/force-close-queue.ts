import type { Queue } from 'bullmq';

/** Disconnects a queue at once (Redis down: nothing can be sent); its later close() answers this closing instead of sending QUIT. */
export function forceCloseQueue(queue: Queue): Promise<void> {
  const backend = queue.getBackend() as unknown as { close(force: boolean): Promise<void> };
  return backend.close(true).catch(() => undefined);
}

interface BackendConnections {
  connection?: { _client?: { disconnect(): void } };
  blockingConnection?: { _client?: { disconnect(): void } };
}

/**
 * Drops a queue's or worker's Redis connections now, even while a graceful close is under way (BullMQ answers a
 * second close() with the first one's promise, so a forced close() would wait for it).
 */
export async function disconnectNow(target: { getBackend(): unknown }): Promise<void> {
  const backend = target.getBackend() as BackendConnections | undefined;
  for (const connection of [backend?.connection, backend?.blockingConnection]) connection?._client?.disconnect();
}
