import { Injectable } from '@nestjs/common';

/**
 * Set when the process received SIGTERM: during the drain period readiness answers 503 `draining` (the balancer
 * stops routing here) while requests are still served, each with `Connection: close` so clients reconnect elsewhere.
 */
@Injectable()
export class DrainState {
  private drainingSince: Date | null = null;

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  begin(): void {
    this.drainingSince ??= new Date();
  }
}
