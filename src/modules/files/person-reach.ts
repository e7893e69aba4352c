import { EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { PolicyResource } from '../../core/policy/policy-table';
import { Action } from '../../core/policy/policy.service';

/**
 * Whose files a caller reaches follows the person the file is for; files asks, the module of people's records
 * answers (it provides PERSON_REACH; files does not import it).
 */
export interface PersonReach {
  /** 422 on `personId` unless the person is of the caller's company and there for them; 403 unless `action` on their `resource` rows is allowed. */
  assertReachable(em: EntityManager, auth: AuthContext, resource: PolicyResource, personId: string, action: Action): Promise<void>;
  /** Whether the person's rows of `resource` are within the caller's reach for `action` (rows policy and D5's new-hire rule). */
  visible(em: EntityManager, auth: AuthContext, resource: PolicyResource, personId: string, action: Action): Promise<boolean>;
}

export const PERSON_REACH = Symbol('PersonReach');
