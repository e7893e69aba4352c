import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { CommittedChange } from '../../core/crud/resource.service';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { OutboxService } from '../../core/outbox/outbox.service';
import { PolicyService } from '../../core/policy/policy.service';
import { LinkSigner } from '../../core/storage/link-signer';
import { newId } from '../../core/ids';
import { FileAttachmentsService } from '../files';
import { embeddedFileOf, fileNameSql } from '../files';
import { PersonRecordHandovers, PersonRecordRemovals, PersonRecordService } from '../person-records';
import { assertPersonReachable } from '../person-records';
import { EquipmentCatalogService } from './catalog/equipment-catalog.service';
import { assertEquipmentRules } from './equipment-rules';
import { CreateEquipmentDto, UpdateEquipmentDto } from './equipment.dto';
import { Equipment } from './equipment.entity';

const EQUIPMENT_FIELDS = [
  'id', 'personId', 'type', 'name', 'serialNumber', 'cost', 'currency', 'note', 'fileId', 'issueDate', 'receiptDate',
  'collectionDate', 'collectedBy', 'createdAt', 'updatedAt',
] as const;

@Injectable()
export class EquipmentService extends PersonRecordService<Equipment, CreateEquipmentDto, UpdateEquipmentDto> {
  readonly definition: ResourceDefinition<Equipment> = {
    name: 'equipment',
    policy: 'equipment',
    entity: Equipment,
    alias: 'equipment',
    ownership: { personColumn: 'person_id' },
    query: { filters: { personId: { type: 'string', operators: ['$in'] } } },
    fields: EQUIPMENT_FIELDS,
    read: {
      // The attached file embedded as `{ id, url, filename }`: its name selected, its link signed once per row.
      fields: [...EQUIPMENT_FIELDS, 'file'],
      sql: { file: fileNameSql('equipment.company_id', 'equipment.file_id') },
      derive: { file: (filename, row) => embeddedFileOf(this.signer, filename, row.fileId) },
    },
    auditValues: ['name'],
  };

  constructor(
    db: DataSource,
    outbox: OutboxService,
    policy: PolicyService,
    private readonly catalog: EquipmentCatalogService,
    private readonly removals: PersonRecordRemovals,
    private readonly handovers: PersonRecordHandovers,
    private readonly files: FileAttachmentsService,
    private readonly signer: LinkSigner,
  ) {
    super(db, outbox, policy);
  }

  protected async buildNew(em: EntityManager, auth: AuthContext, input: CreateEquipmentDto): Promise<Partial<Equipment>> {
    await assertPersonReachable(em, this.policy, auth, 'equipment', input.personId);
    const id = newId();
    if (input.fileId) await this.files.attach(em, auth, { fileId: input.fileId, type: 'equipment', personId: input.personId, owner: `equipment:${id}`, field: 'fileId' });
    const row = {
      id,
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
    const fileBefore = row.fileId;
    if (input.fileId !== undefined && input.fileId !== fileBefore) {
      // The previous file goes (references are checked at commit), then the new one is attached for the holder.
      await this.files.release(em, auth.companyId, [fileBefore]);
      const holder = movesTo ?? row.personId;
      if (input.fileId !== null) await this.files.attach(em, auth, { fileId: input.fileId, type: 'equipment', personId: holder, owner: `equipment:${row.id}`, field: 'fileId' });
    } else if (movesTo && fileBefore) {
      // Handed over with its file: the file is the new holder's.
      await this.files.moveToPerson(em, auth.companyId, fileBefore, movesTo);
    }
    await super.applyUpdate(em, auth, row, { ...input, type: input.type?.trim(), name: input.name?.trim() });
    if (input.collectionDate !== undefined && input.collectionDate !== collectionBefore) {
      row.collectedBy = input.collectionDate === null ? null : auth.personId;
    }
    assertEquipmentRules(row);
    if (movesTo) await this.handovers.run(em, auth.companyId, row.id, movesTo);
  }

  protected async afterWrite(em: EntityManager, auth: AuthContext, row: Equipment, kind: 'created' | 'updated' | 'deleted') {
    if (kind !== 'deleted') await this.catalog.recordUse(em, auth.companyId, row.type, row.name);
    else await this.files.release(em, auth.companyId, [row.fileId]);
  }

  /** A deleted record's file is released in the transaction; its bytes go once it commits. */
  protected async afterCommit(change: CommittedChange<Equipment, CreateEquipmentDto, UpdateEquipmentDto, unknown>): Promise<void> {
    if (change.kind === 'deleted') this.files.purgeSoon();
  }

  /** What extends this equipment (custom values of `equipment` fields) goes with it, with its events. */
  protected async beforeDelete(em: EntityManager, auth: AuthContext, row: Equipment): Promise<void> {
    await this.removals.run(em, auth.companyId, row.id);
  }
}
