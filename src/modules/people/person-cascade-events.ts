import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { ResourceService } from '../../core/crud/resource.service';
import { ResourceRegistry } from '../../core/crud/resource-registry';
import { tenantQuery } from '../../core/tenancy/tenant-query';

/** Resources whose own delete hook already records their events when a person goes (job roles re-link the chain). */
const HANDLED_ELSEWHERE = new Set(['jobRole']);

/**
 * Deleting a person deletes their records by database cascade, which writes no events: this records
 * `<resource>.deleted` for each of them first (D14: every API-visible change is an event). The person-owned
 * resources are found from their declarations (`ownership.personColumn`), so a new one is covered without a change here.
 */
@Injectable()
export class PersonCascadeEvents {
  constructor(private readonly registry: ResourceRegistry) {}

  async record(em: EntityManager, companyId: string, personId: string): Promise<void> {
    for (const service of this.personOwnedServices()) {
      const { entity, alias } = service.definition;
      const rows = await tenantQuery(em, entity, alias, companyId).andWhere(`${alias}.person_id = :personId`, { personId }).getMany();
      await service.recordCascadeDeletes(em, companyId, rows);
    }
  }

  private personOwnedServices(): ResourceService<any>[] {
    return this.registry.services().filter((s) => s.definition.ownership?.personColumn === 'person_id' && !HANDLED_ELSEWHERE.has(s.definition.name));
  }
}
