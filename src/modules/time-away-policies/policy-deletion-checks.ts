import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { HookList } from '../../core/crud/hook-list';
import { TimeAwayPolicy } from './time-away-policy.entity';

/** A time-away policy is about to be deleted: a module whose records apply it (locations) refuses (422). */
@Injectable()
export class PolicyDeletionChecks extends HookList<[EntityManager, AuthContext, TimeAwayPolicy]> {}
