import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { CreateCustomFieldDto, UpdateCustomFieldDto } from './custom-field.dto';
import { CustomFieldsService } from './custom-fields.service';
import { ChoiceRemovals, CustomFieldDeletions } from './custom-field-hooks';
import { CUSTOM_FIELD_CONFIG_SCHEMA } from './custom-field-config';

export const CustomFieldsController = crudController(CustomFieldsService, {
  path: 'custom-fields',
  tag: 'Custom fields',
  scopes: { read: 'private:read', write: 'private:write' },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  createDto: CreateCustomFieldDto,
  updateDto: UpdateCustomFieldDto,
  api: { schemas: { config: CUSTOM_FIELD_CONFIG_SCHEMA } },
});

@Module({
  controllers: [CustomFieldsController],
  providers: [CustomFieldsService, ChoiceRemovals, CustomFieldDeletions],
  exports: [CustomFieldsService, ChoiceRemovals, CustomFieldDeletions],
})
export class CustomFieldsModule {}
