import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { HookList } from '../../core/crud/hook-list';

/**
 * A person's own `locationId` is changing (em, companyId, personId, the new value: a location id, `remote` or null),
 * in the update's transaction, before the row is stored (it still names the location they leave): their time-away
 * policy follows the new office's (people-allocations.ts).
 */
@Injectable()
export class PersonLocationMoves extends HookList<[EntityManager, string, string, string | null]> {}
