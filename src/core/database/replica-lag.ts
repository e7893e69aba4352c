/**
 * WAL positions and replica lag measured by them (docs/scaling.md, "Read replicas"). An LSN (`16/B374D848`) is a
 * 64-bit byte position in the WAL; compared as bigints.
 */
export function parseLsn(text: string): bigint {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text.trim());
  if (!match) throw new Error(`not an LSN: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/** A fixed-width form whose string order is the LSN order (kept in Redis, compared there by a script). */
export function lsnKey(lsn: bigint): string {
  return lsn.toString(16).padStart(16, '0');
}

export function lsnFromKey(key: string): bigint {
  return BigInt(`0x${key}`);
}

interface Sample {
  at: number;
  lsn: bigint;
}

/**
 * The primary's WAL position sampled over time. A replica's lag is how long ago the primary was last seen at or
 * behind the position the replica has replayed: everything it misses was written after that moment. It grows while
 * replay is paused or slow with WAL pending, and is 0 when the replica has replayed all the primary had at its last
 * sample, however long the primary has been idle (unlike `now() - pg_last_xact_replay_timestamp()`, which grows on an
 * idle primary). Samples older than the window are dropped; a replica behind all of them lags more than the window.
 */
export class PrimaryWalHistory {
  private readonly samples: Sample[] = [];

  constructor(private readonly windowMs: number) {}

  record(at: number, lsn: bigint): void {
    this.samples.push({ at, lsn });
    while (this.samples.length > 1 && at - this.samples[0].at > this.windowMs) this.samples.shift();
  }

  get latest(): bigint | null {
    return this.samples.length ? this.samples[this.samples.length - 1].lsn : null;
  }

  /** The lag, in ms at `now`, of a replica that has replayed up to `replayed`; Infinity when unknown or past the window. */
  lagMs(replayed: bigint, now: number): number {
    for (let i = this.samples.length - 1; i >= 0; i--) {
      if (this.samples[i].lsn <= replayed) return i === this.samples.length - 1 ? 0 : Math.max(0, now - this.samples[i].at);
    }
    return Infinity;
  }
}
