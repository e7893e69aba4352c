import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { PersonRecordsModule } from '../person-records';
import { EMBEDDED_FILE_SCHEMA } from '../files';
import { FilesModule } from '../files';
import { EquipmentCatalogService } from './catalog/equipment-catalog.service';
import { EquipmentNamesService } from './catalog/equipment-names.service';
import { EquipmentTypesService } from './catalog/equipment-types.service';
import { CreateEquipmentDto, UpdateEquipmentDto } from './equipment.dto';
import { EquipmentService } from './equipment.service';
import { EQUIPMENT_EXPORT } from './equipment.export';

export const EquipmentController = crudController(EquipmentService, {
  path: 'equipment',
  tag: 'Equipment',
  scopes: { read: 'private:read', write: 'private:write' },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  createDto: CreateEquipmentDto,
  updateDto: UpdateEquipmentDto,
  api: { derived: { file: EMBEDDED_FILE_SCHEMA } },
  exported: EQUIPMENT_EXPORT,
});

export const EquipmentTypesController = crudController(EquipmentTypesService, {
  path: 'equipment-types',
  tag: 'Equipment types',
  scopes: { read: 'private:read', write: 'private:write' },
  operations: ['list'],
});

export const EquipmentNamesController = crudController(EquipmentNamesService, {
  path: 'equipment-names',
  tag: 'Equipment names',
  scopes: { read: 'private:read', write: 'private:write' },
  operations: ['list'],
});

@Module({
  imports: [PersonRecordsModule, FilesModule],
  controllers: [EquipmentController, EquipmentTypesController, EquipmentNamesController],
  providers: [EquipmentService, EquipmentTypesService, EquipmentNamesService, EquipmentCatalogService],
  exports: [EquipmentService, EquipmentCatalogService],
})
export class EquipmentModule {}
