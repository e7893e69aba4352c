import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { CreateLocationDto, UpdateLocationDto } from './location.dto';
import { LocationsService } from './locations.service';
import { LOCATION_HOOKS } from './location-hooks';
import { LocationsKeepPolicies } from './locations-keep-policies';
import { TimeAwayPoliciesModule } from '../time-away-policies';

export const LocationsController = crudController(LocationsService, {
  path: 'locations',
  tag: 'Locations',
  scopes: { read: 'public:read', write: 'private:write' },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  createDto: CreateLocationDto,
  updateDto: UpdateLocationDto,
  api: { derived: { displayName: { type: 'string', description: 'The label, or the city and country.' } } },
});

@Module({
  imports: [TimeAwayPoliciesModule],
  controllers: [LocationsController],
  providers: [LocationsService, LocationsKeepPolicies, ...LOCATION_HOOKS],
  exports: [LocationsService, ...LOCATION_HOOKS],
})
export class LocationsModule {}
