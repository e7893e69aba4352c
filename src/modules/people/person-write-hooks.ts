import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { HookList } from '../../core/crud/hook-list';

/**
 * A person was written, in the write's transaction once the row is stored (em, companyId, personId, the body, the
 * kind of change): modules that keep something true about people (time away's pending days) register here.
 */
@Injectable()
export class PersonWriteHooks extends HookList<[EntityManager, string, string, Record<string, unknown> | undefined, string]> {}
