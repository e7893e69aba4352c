import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { FilesModule } from '../files';
import { JobRolesModule } from './job-roles/job-roles.module';
import { CalendarFeedTokenBackfill } from './calendar-feed-token-backfill';
import { DemoSeedService } from './demo/demo-seed.service';
import { DemoSeedSteps } from './demo/demo-seed-steps';
import { EmployeeIdService } from './employee-ids/employee-ids.service';
import { MeController } from './me.controller';
import { OffboardingService } from './offboarding.service';
import { PersonErasureRows } from './person-erasure-rows';
import { PeopleService } from './people.service';
import { PersonCascadeEvents } from './person-cascade-events';
import { PersonWriteHooks } from './person-write-hooks';
import { PersonRemovalHooks } from './person-removal-hooks';
import { PersonLocationMoves } from './person-location-moves';
import { PeopleFollowLocations } from './people-follow-locations';
import { PeopleAllocations } from './people-allocations';
import { TimeAwayPoliciesModule } from '../time-away-policies';
import { LocationsModule } from '../locations';
import { PersonDirectoryModule } from './person-directory';
import { CreatePersonDto, UpdatePersonDto } from './person.dto';
import { PERSON_API_SHAPE } from './person-fields';
import { PERSON_EXPORT } from './person.export';

export const PeopleController = crudController(PeopleService, {
  path: 'people',
  tag: 'People',
  scopes: { read: 'public:read', write: 'private:write' },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  createDto: CreatePersonDto,
  updateDto: UpdatePersonDto,
  api: PERSON_API_SHAPE,
  tagDescription: 'People of the company (spec: Person): fields shown follow the caller\'s role (D4, D5).',
  exported: PERSON_EXPORT,
});

@Module({
  imports: [PersonDirectoryModule, JobRolesModule, FilesModule, LocationsModule, TimeAwayPoliciesModule],
  controllers: [PeopleController, MeController],
  providers: [PeopleService, EmployeeIdService, OffboardingService, DemoSeedService, DemoSeedSteps, PersonCascadeEvents, PersonWriteHooks, PeopleFollowLocations, PeopleAllocations, CalendarFeedTokenBackfill, PersonErasureRows, PersonRemovalHooks, PersonLocationMoves],
  exports: [PeopleService, OffboardingService, PersonErasureRows, DemoSeedService, DemoSeedSteps, PersonWriteHooks, PersonRemovalHooks],
})
export class PeopleModule {}
