import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { HookList } from '../../core/crud/hook-list';

/**
 * A person row is about to be deleted, or to sign in no more (an erasure that keeps it pseudonymized), in that
 * write's transaction (em, companyId, personId): modules above whose rows about the person go by cascade but keep
 * something outside the cascade (the tokens' lookup rows) remove it here.
 */
@Injectable()
export class PersonRemovalHooks extends HookList<[EntityManager, string, string]> {}
