/** Where a page walk stands: the order key of the last row a full page served. */
export interface WalkPosition {
  createdAt: string;
  id: string;
}

const MAX_WALKS = 2_000;
/** A walk's pages follow each other within seconds; an older position is another walk's and is not used. */
const WALK_TTL_MS = 60_000;

/**
 * The positions of page walks in progress on this process (docs/decisions-scim.md, "Paging"): after a full page
 * ending at index n of a listing, the row at n, so the page starting at n + 1 of the same listing is read after that
 * row (an index range) instead of skipping n rows. A listing is its company, conditions and order. A position not
 * known (another process, evicted, older than a minute, a jump) reads by OFFSET as before; a position read after the listing changed gives
 * the rows after the last one served, which RFC 7644 §3.4.2.4 allows (paging is not session based).
 */
export class ScimWalkHints {
  private readonly positions = new Map<string, { position: WalkPosition; at: number }>();

  constructor(private readonly capacity = MAX_WALKS, private readonly ttlMs = WALK_TTL_MS) {}

  at(listing: string, startIndex: number, now = Date.now()): WalkPosition | undefined {
    const known = this.positions.get(`${startIndex}\n${listing}`);
    return known && now - known.at <= this.ttlMs ? known.position : undefined;
  }

  /** `position` is the last row of a full page; the walk's next page starts at `nextIndex`. */
  remember(listing: string, nextIndex: number, position: WalkPosition, now = Date.now()): void {
    const key = `${nextIndex}\n${listing}`;
    this.positions.delete(key);
    this.positions.set(key, { position, at: now });
    if (this.positions.size > this.capacity) this.positions.delete(this.positions.keys().next().value as string);
  }
}
