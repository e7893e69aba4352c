/**
 * Collects calls made in the same tick (up to `max`) and runs them as one batch: with a hundred deliveries in flight,
 * one statement for all of them instead of one round trip each. Every caller still awaits its own result, so
 * nothing is acknowledged before its batch has run.
 *
 * With `maxInFlight`, at most that many batches run at once; calls made meanwhile wait and go out together when one
 * finishes (group commit). Under load a statement's fixed cost is then shared by all the calls made while the last
 * one ran, not by the few made in one tick (measured: docs/performance.md, "Webhook delivery rate").
 */
export class TickBatcher<I, O> {
  private pending: { input: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  private scheduled = false;
  private running = 0;

  constructor(
    private readonly run: (inputs: I[]) => Promise<O[]>,
    private readonly max = 200,
    private readonly maxInFlight = Infinity,
  ) {}

  call(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.pending.push({ input, resolve, reject });
      if (this.pending.length >= this.max) this.flush();
      else if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    while (this.pending.length > 0 && this.running < this.maxInFlight) {
      const batch = this.pending.splice(0, this.max);
      this.running++;
      this.run(batch.map((b) => b.input))
        .then(
          (outputs) => batch.forEach((b, i) => b.resolve(outputs[i])),
          (error) => batch.forEach((b) => b.reject(error)),
        )
        .finally(() => {
          this.running--;
          this.flush();
        });
    }
  }
}

