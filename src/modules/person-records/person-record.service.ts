import { EntityManager, SelectQueryBuilder } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { ResourceService } from '../../core/crud/resource.service';
import { StoredRecord } from '../../core/crud/resource-definition';
import { Action } from '../../core/policy/policy.service';
import { notNewHireSql, seesNewHires } from '../people/visibility/new-hires';

/**
 * A record a person owns (`ownership.personColumn`): the core's scoping plus D5's rule that records of people
 * in `newHire` status are seen only by the roles the policy table marks `newHires` (owner and admin).
 */
export abstract class PersonRecordService<E extends StoredRecord, C extends object = object, U extends object = object> extends ResourceService<E, C, U> {
  protected scoped(em: EntityManager, auth: AuthContext, action: Action): SelectQueryBuilder<E> {
    const qb = super.scoped(em, auth, action);
    const { alias, policy, ownership } = this.definition;
    if (!seesNewHires(this.policy, auth, policy)) qb.andWhere(notNewHireSql(`${alias}.${ownership?.personColumn ?? 'person_id'}`, `${alias}.company_id`));
    return qb;
  }
}
