import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { ResourceService } from '../../core/crud/resource.service';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { ApiError } from '../../core/errors/api-error';
import { registerConstraintError } from '../../core/errors/database-errors';
import { DEFAULT_COMPENSATION_TYPES } from './default-compensation-types';
import { CreateCompensationTypeDto } from './compensation-type.dto';
import { CompensationType } from './compensation-type.entity';

registerConstraintError('compensation_types_name_unique', () =>
  ApiError.invalidField('name', 'a compensation type with this name exists already'),
);

@Injectable()
export class CompensationTypesService extends ResourceService<CompensationType, CreateCompensationTypeDto> {
  readonly definition: ResourceDefinition<CompensationType> = {
    name: 'compensationType',
    policy: 'compensationType',
    entity: CompensationType,
    alias: 'ctype',
    query: {
      filters: { companyId: { type: 'string', operators: [] } },
      sort: { name: 'ctype.name', baseType: 'ctype.base_type', createdAt: 'ctype.created_at' },
    },
    fields: ['id', 'companyId', 'name', 'baseType', 'createdAt', 'updatedAt'],
    auditValues: ['name'],
  };

  protected async buildNew(_em: EntityManager, _auth: AuthContext, input: CreateCompensationTypeDto) {
    return { name: input.name.trim(), baseType: 'custom' as const };
  }

  /** The standard types every company is made with (D9), in their order. */
  async insertDefaults(em: EntityManager, companyId: string): Promise<void> {
    for (const type of DEFAULT_COMPENSATION_TYPES) await this.insertRow(em, { companyId }, type);
  }
}
