import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** What a module above people does in a person's write transaction, once the person's row is stored. */
export type AfterPersonWrite = (em: EntityManager, companyId: string, personId: string, input: Record<string, unknown> | undefined, kind: string) => Promise<void>;

/**
 * Modules that keep something true about people (time away's pending days) register here when Nest starts them; people
 * calls them from its own write without knowing those modules (they import people, never the other way round).
 */
@Injectable()
export class PersonWriteHooks {
  private readonly hooks: AfterPersonWrite[] = [];

  register(hook: AfterPersonWrite): void {
    this.hooks.push(hook);
  }

  async afterWrite(em: EntityManager, companyId: string, personId: string, input: Record<string, unknown> | undefined, kind: string): Promise<void> {
    for (const hook of this.hooks) await hook(em, companyId, personId, input, kind);
  }
}
