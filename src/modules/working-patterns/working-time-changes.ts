import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { HookList } from '../../core/crud/hook-list';

/**
 * Working hours changed (em, companyId, personIds; null: possibly anyone of the company, a pattern's days or the
 * default moved), in the write's transaction: time away recomputes the pending entries of those people (it registers;
 * patterns do not import it).
 */
@Injectable()
export class WorkingTimeChanges extends HookList<[EntityManager, string, string[] | null]> {}
