import { Injectable } from '@nestjs/common';

/**
 * The one source of "now" for rules that span hours or days (webhook retries and disabling, signed links,
 * export expiry, unattached-file cleanup), so tests can move time instead of waiting for it.
 */
@Injectable()
export class Clock {
  private offsetMs = 0;
  private frozenAt: number | null = null;

  now(): Date {
    return new Date(this.nowMs());
  }

  nowMs(): number {
    return this.frozenAt ?? Date.now() + this.offsetMs;
  }

  /** Moves this process's clock forward (tests). */
  advance(ms: number): void {
    if (this.frozenAt !== null) this.frozenAt += ms;
    else this.offsetMs += ms;
  }

  /** Stops this process's clock at a given time (tests). */
  freezeAt(at: Date): void {
    this.frozenAt = at.getTime();
  }

  reset(): void {
    this.offsetMs = 0;
    this.frozenAt = null;
  }
}
