import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { CreateCompensationDto, UpdateCompensationDto } from './compensation.dto';
import { CompensationsService } from './compensations.service';
import { CompensationDemoStep } from './demo/compensation-demo-step';
import { PeopleModule } from '../people';
import { COMPENSATION_EXPORT } from './compensation.export';

export const CompensationsController = crudController(CompensationsService, {
  path: 'compensations',
  tag: 'Compensations',
  scopes: { read: 'compensations:read', write: 'compensations:write' },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  createDto: CreateCompensationDto,
  updateDto: UpdateCompensationDto,
  exported: COMPENSATION_EXPORT,
});

@Module({
  imports: [PeopleModule],
  controllers: [CompensationsController],
  providers: [CompensationsService, CompensationDemoStep],
  exports: [CompensationsService],
})
export class CompensationsModule {}
