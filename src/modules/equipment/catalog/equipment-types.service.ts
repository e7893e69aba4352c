import { Injectable } from '@nestjs/common';
import { SelectQueryBuilder } from 'typeorm';
import { ResourceService } from '../../../core/crud/resource.service';
import { ResourceDefinition } from '../../../core/crud/resource-definition';
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

  protected applySpecial(qb: SelectQueryBuilder<EquipmentType>): void {
    qb.andWhere(`(etype.is_default OR (${typeInUseSql('etype')}))`);
  }
}
