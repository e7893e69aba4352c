import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { HookList } from '../../core/crud/hook-list';
import { Location } from './location.entity';

/*
 * What the modules above locations do when a location changes, in the location write's transaction (they register;
 * locations does not import them).
 */

/** The location's time-away policy changed (the location, the policy it had): everyone at the location moves to it (spec, Location). */
@Injectable()
export class LocationPolicyMoves extends HookList<[EntityManager, AuthContext, Location, string]> {}

/** The location is about to be deleted: a module whose records stand at it refuses (422). */
@Injectable()
export class LocationDeletionChecks extends HookList<[EntityManager, AuthContext, Location]> {}

/** The location's holiday calendar moved (em, companyId, locationId): time away's pending days of the people it gives it to follow. */
@Injectable()
export class CalendarMoves extends HookList<[EntityManager, string, string]> {}

/** The location's working pattern changed (em, companyId, locationId): time away's pending hours of the people there follow it. */
@Injectable()
export class WorkingPatternMoves extends HookList<[EntityManager, string, string]> {}

export const LOCATION_HOOKS = [LocationPolicyMoves, LocationDeletionChecks, CalendarMoves, WorkingPatternMoves];
