/**
 * Digests of tokens this process has seen resolve to a valid token, most recent last, at most `capacity` of them.
 * Only the rate limiter reads it, to choose which bucket pays first; authentication never does (D3).
 */
export class KnownTokens {
  private readonly digests = new Map<string, true>();

  constructor(private readonly capacity = 10_000) {}

  has(digest: string): boolean {
    return this.digests.has(digest);
  }

  add(digest: string): void {
    this.digests.delete(digest);
    this.digests.set(digest, true);
    if (this.digests.size > this.capacity) this.digests.delete(this.digests.keys().next().value as string);
  }

  delete(digest: string): void {
    this.digests.delete(digest);
  }
}
