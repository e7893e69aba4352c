/**
 * A heavy dependency loaded on its first use instead of at start, so a process that never decodes a photo, reads a
 * holiday calendar, talks to S3 or sends a webhook does not keep it in memory (docs/performance.md, idle memory).
 */
export function lazyModule<T>(load: () => T): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= load());
}
