import { Injectable } from '@nestjs/common';
import { ResourceService } from '../../../core/crud/resource.service';
import { ResourceDefinition } from '../../../core/crud/resource-definition';
import { SqlCondition } from '../../../core/query/query-declaration';
import { nameInUseSql } from './equipment-catalog.sql';
import { EquipmentName } from './equipment-name.entity';

/** GET /api/equipment-names: the names (models) in use, optionally of one `type` (case-insensitive). */
@Injectable()
export class EquipmentNamesService extends ResourceService<EquipmentName> {
  readonly definition: ResourceDefinition<EquipmentName> = {
    name: 'equipmentName',
    policy: 'equipmentCatalog',
    entity: EquipmentName,
    alias: 'ename',
    query: {
      filters: {
        type: { type: 'string', operators: [], toSql: (_op, values, alias, param) => `lower(${alias}.type) = lower(${param(values[0])})` },
      },
    },
    fields: ['id', 'companyId', 'value', 'isDefault', 'isUsed'],
  };

  /** Only the defaults and the values in use are listed. */
  protected specialConditions(): SqlCondition[] {
    return [{ sql: `(ename.is_default OR (${nameInUseSql('ename')}))`, params: {} }];
  }
}
