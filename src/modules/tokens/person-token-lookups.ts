import { Injectable, OnModuleInit } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { PersonRemovalHooks } from '../people';

/**
 * A person's tokens go with their row (by cascade) or are deleted by an erasure that keeps it: their lookup rows
 * (api_token_lookup), which no cascade reaches, go first, in the same transaction.
 */
@Injectable()
export class PersonTokenLookups implements OnModuleInit {
  constructor(private readonly removals: PersonRemovalHooks) {}

  onModuleInit(): void {
    this.removals.register((em, companyId, personId) => dropTokenLookupsOf(em, companyId, personId));
  }
}

export async function dropTokenLookupsOf(em: EntityManager, companyId: string, personId: string): Promise<void> {
  await em.query(
    `DELETE FROM api_token_lookup WHERE secret_hash IN (SELECT secret_hash FROM api_tokens WHERE company_id = $1 AND person_id = $2)`,
    [companyId, personId],
  );
}
