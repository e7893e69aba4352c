import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { PolicyResource } from '../../core/policy/policy-table';
import { Action, PolicyService } from '../../core/policy/policy.service';
import { PersonReach } from '../files';
import { assertPersonReachable, personVisible } from './person-access';

/** The person-reach rules of people's records, for files (PERSON_REACH): a file follows the person it is for. */
@Injectable()
export class PersonRecordsReach implements PersonReach {
  constructor(private readonly policy: PolicyService) {}

  assertReachable(em: EntityManager, auth: AuthContext, resource: PolicyResource, personId: string, action: Action): Promise<void> {
    return assertPersonReachable(em, this.policy, auth, resource, personId, action);
  }

  visible(em: EntityManager, auth: AuthContext, resource: PolicyResource, personId: string, action: Action): Promise<boolean> {
    return personVisible(em, this.policy, auth, resource, personId, action);
  }
}
