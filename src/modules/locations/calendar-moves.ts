import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** What a module above locations does when a location's holiday calendar moved, for the people it gives it to. */
export type CalendarMoved = (em: EntityManager, companyId: string, personId: string) => Promise<void>;

/**
 * Modules whose records follow a location's holiday calendar (time away's pending days) register here when Nest starts
 * them; locations calls them in its write's transaction without importing them.
 */
@Injectable()
export class CalendarMoves {
  private readonly followers: CalendarMoved[] = [];

  register(follower: CalendarMoved): void {
    this.followers.push(follower);
  }

  async moved(em: EntityManager, companyId: string, personId: string): Promise<void> {
    for (const follower of this.followers) await follower(em, companyId, personId);
  }
}
