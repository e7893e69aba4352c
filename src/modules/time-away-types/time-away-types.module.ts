import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { CreateTimeAwayTypeDto, UpdateTimeAwayTypeDto } from './time-away-type.dto';
import { TimeAwayTypesService } from './time-away-types.service';

export const TimeAwayTypesController = crudController(TimeAwayTypesService, {
  path: 'time-away-types',
  tag: 'Time away types',
  scopes: { read: 'public:read', write: 'private:write' },
  operations: ['list', 'get', 'create', 'update'],
  createDto: CreateTimeAwayTypeDto,
  updateDto: UpdateTimeAwayTypeDto,
});

@Module({
  controllers: [TimeAwayTypesController],
  providers: [TimeAwayTypesService],
  exports: [TimeAwayTypesService],
})
export class TimeAwayTypesModule {}
