/** The public face of the equipment module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { EquipmentModule } from './equipment.module';
export { EquipmentService } from './equipment.service';
export { EquipmentCatalogService } from './catalog/equipment-catalog.service';
export { DEFAULT_EQUIPMENT_TYPES } from './catalog/default-equipment-types';
