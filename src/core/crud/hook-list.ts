/**
 * Calls into the modules above a module, without importing them: the lower module declares a hook list (a provider
 * of its own, e.g. `class CalendarMoves extends HookList<[EntityManager, string, string]> {}`) and calls `run` where
 * the event happens, in the same transaction; a module above imports it and `register`s when Nest starts it
 * (`onModuleInit`). Registrations are made once at start, never per request.
 */
export class HookList<A extends unknown[]> {
  private readonly hooks: ((...args: A) => Promise<void>)[] = [];

  register(hook: (...args: A) => Promise<void>): void {
    this.hooks.push(hook);
  }

  /** Runs the registered hooks one after the other, in registration order. */
  async run(...args: A): Promise<void> {
    for (const hook of this.hooks) await hook(...args);
  }
}
