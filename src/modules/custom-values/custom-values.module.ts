import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { CreateCustomValueDto, CUSTOM_VALUE_SCHEMA, UpdateCustomValueDto } from './custom-value.dto';
import { CustomValuesService } from './custom-values.service';
import { CustomValuesFollowRecords } from './custom-values-follow-records';
import { CustomFieldsModule } from '../custom-fields';
import { PersonRecordsModule } from '../person-records';
import { CUSTOM_VALUE_EXPORT } from './custom-value.export';

export const CustomValuesController = crudController(CustomValuesService, {
  path: 'custom-values',
  tag: 'Custom values',
  scopes: { read: 'private:read', write: 'private:write' },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  createDto: CreateCustomValueDto,
  updateDto: UpdateCustomValueDto,
  api: { schemas: { value: CUSTOM_VALUE_SCHEMA } },
  exported: CUSTOM_VALUE_EXPORT,
});

@Module({
  imports: [CustomFieldsModule, PersonRecordsModule],
  controllers: [CustomValuesController],
  providers: [CustomValuesService, CustomValuesFollowRecords],
  exports: [CustomValuesService],
})
export class CustomValuesModule {}
