import { Injectable, OnModuleInit } from '@nestjs/common';
import { ApiError } from '../../core/errors/api-error';
import { tenantQuery } from '../../core/tenancy/tenant-query';
import { LocationDeletionChecks, LocationPolicyMoves } from '../locations';
import { PeopleService } from './people.service';
import { Person } from './person.entity';

/** People at a location take its time-away policy when it changes (spec, Location); a location with people stays. */
@Injectable()
export class PeopleFollowLocations implements OnModuleInit {
  constructor(
    private readonly people: PeopleService,
    private readonly policyMoves: LocationPolicyMoves,
    private readonly deletions: LocationDeletionChecks,
  ) {}

  onModuleInit(): void {
    this.policyMoves.register(async (em, auth, location) => {
      const moved = await tenantQuery(em, Person, 'person', auth.companyId).andWhere('person.location_id = :id', { id: location.id }).select('person.id').getMany();
      await this.people.withUpdateEvents(em, auth.companyId, moved.map((p) => p.id), () =>
        em.query('UPDATE people SET time_away_policy_id = $3, updated_at = now() WHERE company_id = $1 AND location_id = $2', [auth.companyId, location.id, location.timeAwayPolicyId]),
      );
    });
    this.deletions.register(async (em, auth, location) => {
      const used = await tenantQuery(em, Person, 'person', auth.companyId).andWhere('person.location_id = :id', { id: location.id }).getExists();
      if (used) throw ApiError.invalidField('id', 'people work at this location; move them to another location first');
    });
  }
}
