import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { CreateLocationDto, UpdateLocationDto } from './location.dto';
import { LocationsService } from './locations.service';
import { CalendarMoves } from './calendar-moves';

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
  controllers: [LocationsController],
  providers: [LocationsService, CalendarMoves],
  exports: [LocationsService, CalendarMoves],
})
export class LocationsModule {}
