/**
 * A background pass that runs when woken, one at a time: a wake during a run makes exactly one more run after it,
 * however many wakes came. `delayMs` waits before each run, so wakes close together are served by one run.
 */
export class CoalescedRun {
  private current: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly run: () => Promise<void>,
    private readonly onError: (error: Error) => void,
    private readonly delayMs = 0,
  ) {}

  /** The run in progress (or waiting for its delay), if any. */
  get running(): Promise<void> | null {
    return this.current;
  }

  wake(): void {
    if (this.stopped) return;
    if (this.current) {
      this.again = true;
      return;
    }
    const start = this.delayMs > 0 ? new Promise<void>((resolve) => setTimeout(resolve, this.delayMs).unref()) : Promise.resolve();
    this.current = start
      .then(() => (this.stopped ? undefined : this.run()))
      .catch((error: Error) => this.onError(error))
      .finally(() => {
        this.current = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** No run starts after this one; the one in progress is not interrupted. */
  stop(): void {
    this.stopped = true;
  }
}
