/** The public face of the compensation-types module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { CompensationTypesModule } from './compensation-types.module';
export { CompensationTypesService } from './compensation-types.service';
export { DEFAULT_COMPENSATION_TYPES } from './default-compensation-types';
export { CompensationType, ENDING_BASE_TYPES } from './compensation-type.entity';
export { oldestTypeOfBaseTypes } from './oldest-types';
export { compensationTypeOfEntrySql } from './compensation-type-join.sql';
export { compensationTypesByIds } from './types-by-id';
