/**
 * Collects calls made in the same tick (up to `max`) and runs them as one batch: with a hundred deliveries in flight,
 * one statement for all of them instead of one round trip each. Every caller still awaits its own result, so
 * nothing is acknowledged before its batch has run.
 */
export class TickBatcher<I, O> {
  private pending: { input: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  private scheduled = false;

  constructor(
    private readonly run: (inputs: I[]) => Promise<O[]>,
    private readonly max = 200,
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
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    this.run(batch.map((b) => b.input)).then(
      (outputs) => batch.forEach((b, i) => b.resolve(outputs[i])),
      (error) => batch.forEach((b) => b.reject(error)),
    );
  }
}
