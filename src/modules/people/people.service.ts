import { Injectable } from '@nestjs/common';
import { AuthContext } from '../../core/auth/auth-context';
import { ApiObject, ResourceService } from '../../core/crud/resource.service';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { tenantQuery } from '../../core/tenancy/tenant-query';
import { ApiError } from '../../core/errors/api-error';
import { Person } from './person.entity';

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** People: the login rows of the platform; the full resource is declared in the people issue. */
@Injectable()
export class PeopleService extends ResourceService<Person> {
  readonly definition: ResourceDefinition<Person> = {
    name: 'person',
    policy: 'person',
    entity: Person,
    alias: 'person',
    ownership: { personColumn: 'id' },
    query: { filters: {} },
    fields: [
      'id', 'companyId', 'firstName', 'lastName', 'email', 'role', 'status', 'employmentStartDate', 'employmentEndDate',
      'locationId', 'createdAt', 'updatedAt',
    ],
  };

  /** The token owner's own person (`GET /api/me`). */
  async me(auth: AuthContext): Promise<ApiObject> {
    const row = await tenantQuery(this.db.manager, Person, 'person', auth.companyId)
      .andWhere('person.id = :id', { id: auth.personId })
      .getOne();
    if (!row) throw ApiError.notFound();
    return this.toApi(row, auth);
  }

  toApi(row: Person, auth: AuthContext | null): ApiObject {
    const out = super.toApi(row, auth);
    const offboarded = row.employmentEndDate !== null && row.employmentEndDate < todayUtc();
    return { ...out, status: offboarded ? 'offboarded' : row.status };
  }
}
