import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { ResourceService } from '../../core/crud/resource.service';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { ApiError } from '../../core/errors/api-error';
import { UpdateCompanyDto } from './company.dto';
import { Company } from './company.entity';

@Injectable()
export class CompaniesService extends ResourceService<Company, object, UpdateCompanyDto> {
  readonly definition: ResourceDefinition<Company> = {
    name: 'company',
    policy: 'company',
    entity: Company,
    alias: 'company',
    tenantColumn: 'id',
    query: { filters: {} },
    fields: [
      'id', 'name', 'domains', 'trialEndDate', 'status', 'paymentStatus', 'isTimesheetEnabled', 'logo',
      'autogenerateEmployeeId', 'autogenerateEmployeeIdForNewHires', 'nextEmployeeId', 'autogenerateEmployeeIdFilters',
      'createdAt', 'updatedAt',
    ],
  };

  protected async applyUpdate(em: EntityManager, auth: AuthContext, row: Company, input: UpdateCompanyDto) {
    input.autogenerateEmployeeIdFilters?.forEach((filter, index) => {
      const needsValues = filter.operator === 'in' || filter.operator === 'nin';
      if (needsValues && filter.value.length === 0) {
        throw ApiError.validation([{ name: 'autogenerateEmployeeIdFilters.value', reason: `operator ${filter.operator} needs at least one value`, index: String(index) }]);
      }
    });
    await super.applyUpdate(em, auth, row, input);
    if (row.autogenerateEmployeeId && !row.nextEmployeeId) {
      throw ApiError.invalidField('nextEmployeeId', 'is required while autogenerateEmployeeId is on');
    }
  }
}
