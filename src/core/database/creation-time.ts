let last = 0;

/**
 * A new row's creation time: the wall clock, but strictly after the previous row this process made, so rows made one
 * after another (a company's default types) keep that order in lists (`created_at`, then `id`) within one millisecond.
 */
export function creationTime(): Date {
  const now = Date.now();
  last = now > last ? now : last + 1;
  return new Date(last);
}
