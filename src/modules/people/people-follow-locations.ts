import { Injectable, OnModuleInit } from '@nestjs/common';
import { ApiError } from '../../core/errors/api-error';
import { tenantQuery } from '../../core/tenancy/tenant-query';
import { LocationDeletionChecks } from '../locations';
import { Person } from './person.entity';

/** A location with people stays. */
@Injectable()
export class PeopleFollowLocations implements OnModuleInit {
  constructor(private readonly deletions: LocationDeletionChecks) {}

  onModuleInit(): void {
    this.deletions.register(async (em, auth, location) => {
      const used = await tenantQuery(em, Person, 'person', auth.companyId).andWhere('person.location_id = :id', { id: location.id }).getExists();
      if (used) throw ApiError.invalidField('id', 'people work at this location; move them to another location first');
    });
  }
}
