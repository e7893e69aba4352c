import { Injectable } from '@nestjs/common';
import { ResourceService } from '../../../core/crud/resource.service';
import { ResourceDefinition } from '../../../core/crud/resource-definition';
import { SqlCondition } from '../../../core/query/query-declaration';
import { typeInUseSql } from './equipment-catalog.sql';
import { EquipmentType } from './equipment-type.entity';

/** GET /api/equipment-types: the defaults (`isDefault`) plus the types in use (`isUsed`). */
@Injectable()
export class EquipmentTypesService extends ResourceService<EquipmentType> {
  readonly definition: ResourceDefinition<EquipmentType> = {
    name: 'equipmentType',
    policy: 'equipmentCatalog',
    entity: EquipmentType,
    alias: 'etype',
    query: { filters: {} },
    fields: ['id', 'companyId', 'value', 'isDefault', 'isUsed'],
  };

  /** Only the defaults and the values in use are listed. */
  protected specialConditions(): SqlCondition[] {
    return [{ sql: `(etype.is_default OR (${typeInUseSql('etype')}))`, params: {} }];
  }
}
