import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { CreateCompensationTypeDto } from './compensation-type.dto';
import { CompensationTypesService } from './compensation-types.service';
import { COMPENSATION_BASE_TYPES } from './compensation-type.entity';

/** Read with the public scope (D4: compensation types are public); custom types are added with compensations:write. */
export const CompensationTypesController = crudController(CompensationTypesService, {
  path: 'compensation-types',
  tag: 'Compensation types',
  scopes: { read: 'public:read', write: 'compensations:write' },
  operations: ['list', 'get', 'create'],
  createDto: CreateCompensationTypeDto,
  // Clients create only `custom` types; the built-in ones carry their base type.
  api: { schemas: { baseType: { type: 'string', enum: [...COMPENSATION_BASE_TYPES] } } },
});

@Module({
  controllers: [CompensationTypesController],
  providers: [CompensationTypesService],
  exports: [CompensationTypesService],
})
export class CompensationTypesModule {}
