import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { HookList } from '../../core/crud/hook-list';

/*
 * What modules extending a person's records (custom values describing a bank account or equipment) do when such a
 * record goes or changes hands, in that write's transaction: they register; the record's module does not import them.
 */

/** A record is about to be deleted (em, companyId, recordId). */
@Injectable()
export class PersonRecordRemovals extends HookList<[EntityManager, string, string]> {}

/** A record was handed to another person (em, companyId, recordId, the new personId). */
@Injectable()
export class PersonRecordHandovers extends HookList<[EntityManager, string, string, string]> {}
