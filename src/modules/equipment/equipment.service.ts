import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { ApiObject } from '../../core/crud/resource.service';
import { ReadContext } from '../../core/crud/read-context';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { OutboxService } from '../../core/outbox/outbox.service';
import { PolicyService } from '../../core/policy/policy.service';
import { CustomValuesService } from '../custom-values/custom-values.service';
import { PersonRecordService } from '../person-records/person-record.service';
import { assertPersonReachable } from '../person-records/person-access';
import { EquipmentCatalogService } from './catalog/equipment-catalog.service';
import { assertEquipmentRules } from './equipment-rules';
import { CreateEquipmentDto, UpdateEquipmentDto } from './equipment.dto';
import { Equipment } from './equipment.entity';

@Injectable()
export class EquipmentService extends PersonRecordService<Equipment, CreateEquipmentDto, UpdateEquipmentDto> {
  readonly definition: ResourceDefinition<Equipment> = {
    name: 'equipment',
    policy: 'equipment',
    entity: Equipment,
    alias: 'equipment',
    ownership: { personColumn: 'person_id' },
    query: { filters: { personId: { type: 'string', operators: ['$in'] } } },
    fields: [
      'id', 'personId', 'type', 'name', 'serialNumber', 'cost', 'currency', 'note', 'fileId', 'issueDate', 'receiptDate',
      'collectionDate', 'collectedBy', 'createdAt', 'updatedAt',
    ],
  };

  constructor(
    db: DataSource,
    outbox: OutboxService,
    policy: PolicyService,
    private readonly catalog: EquipmentCatalogService,
    private readonly customValues: CustomValuesService,
  ) {
    super(db, outbox, policy);
  }

  protected async buildNew(em: EntityManager, auth: AuthContext, input: CreateEquipmentDto): Promise<Partial<Equipment>> {
    await assertPersonReachable(em, this.policy, auth, 'equipment', input.personId);
    const row = {
      personId: input.personId,
      type: input.type.trim(),
      name: input.name.trim(),
      serialNumber: input.serialNumber ?? null,
      cost: input.cost ?? null,
      currency: input.currency ?? null,
      note: input.note ?? null,
      fileId: input.fileId ?? null,
      issueDate: input.issueDate,
      receiptDate: input.receiptDate ?? null,
      collectionDate: input.collectionDate ?? null,
      // Whoever records the collection is its collector.
      collectedBy: input.collectionDate ? auth.personId : null,
    };
    assertEquipmentRules(row);
    return row;
  }

  protected async applyUpdate(em: EntityManager, auth: AuthContext, row: Equipment, input: UpdateEquipmentDto): Promise<void> {
    const movesTo = input.personId !== undefined && input.personId !== row.personId ? input.personId : null;
    if (movesTo) await assertPersonReachable(em, this.policy, auth, 'equipment', movesTo);
    const collectionBefore = row.collectionDate;
    await super.applyUpdate(em, auth, row, { ...input, type: input.type?.trim(), name: input.name?.trim() });
    if (input.collectionDate !== undefined && input.collectionDate !== collectionBefore) {
      row.collectedBy = input.collectionDate === null ? null : auth.personId;
    }
    assertEquipmentRules(row);
    if (movesTo) await this.customValues.moveWithResource(em, auth.companyId, row.id, movesTo);
  }

  protected async afterWrite(em: EntityManager, auth: AuthContext, row: Equipment, kind: 'created' | 'updated' | 'deleted') {
    if (kind !== 'deleted') await this.catalog.recordUse(em, auth.companyId, row.type, row.name);
  }

  /** Custom values of `equipment` fields describe this equipment: they go with it, with their events. */
  protected async beforeDelete(em: EntityManager, auth: AuthContext, row: Equipment): Promise<void> {
    await this.customValues.deleteWhere(em, auth.companyId, { resourceId: row.id });
  }

  toApi(row: Equipment, context: ReadContext | null): ApiObject {
    // `file` ({ id, url, filename }) arrives with the files resource (D10); until then no file can be attached.
    return { ...super.toApi(row, context), file: null };
  }
}
