/**
 * At most `max` tasks run at once; the others wait their turn in arrival order. `peak` records the most that ever
 * ran together (observable in tests and metrics).
 */
export class ConcurrencyLimit {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  peak = 0;

  constructor(readonly max: number) {}

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    // A released slot is handed straight to the next waiter, so `active` never drops below what runs.
    if (this.active >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    this.peak = Math.max(this.peak, this.active);
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
