import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { TimeAwayModule } from '../time-away';
import { CreateLocationDto, UpdateLocationDto } from './location.dto';
import { LocationsService } from './locations.service';

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
  imports: [TimeAwayModule],
  controllers: [LocationsController],
  providers: [LocationsService],
  exports: [LocationsService],
})
export class LocationsModule {}
