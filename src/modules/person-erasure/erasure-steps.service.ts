import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig, ErasureRetainable } from '../../config/app-config';
import { ResourceRegistry } from '../../core/crud/resource-registry';
import type { ResourceService } from '../../core/crud/resource.service';
import { SubjectAccessErasure } from '../data-exports';
import { SealedValues } from '../../core/crypto/sealed/sealed-values';
import { writeTransaction } from '../../core/database/write-transaction';
import { erasureMarker, ErasureMarker, isAboutPerson } from '../../core/erasure/erasure-marker';
import { ErasureCounts, PersonErasureRow, personErasures } from '../../core/erasure/person-erasures';
import { forgetRequestHashesAbout } from '../../core/idempotency/forget-request-hashes';
import { redactStoredResponses } from '../../core/idempotency/redact-stored-responses';
import { redactEventsAbout } from '../../core/outbox/event-store';
import { OutboxService } from '../../core/outbox/outbox.service';
import { EquipmentCatalogService } from '../equipment';
import { FileAttachmentsService } from '../files';
import { PersonErasureRows } from '../people';
import { ApiToken } from '../tokens';
import { redactDeliveriesAbout } from '../webhooks';

/** Rows redacted per transaction. */
const BATCH = 500;

/** ERASURE_RETAINS names -> the resources they keep. */
const RETAINED_RESOURCES: Record<ErasureRetainable, string> = { compensations: 'compensation', bankAccounts: 'bankAccount' };

/**
 * The erasure of one person (GDPR Art. 17, docs/security.md "Erasure"), in steps each safe to repeat or to run twice
 * at once, so a crash midway is finished by running it again (the sweep):
 * 1. records: in one transaction, the equipment catalogue's names only they used, the person's records, their file
 *    rows, the person row (or, with retained payroll records, its personal columns) with its lookup rows, `erased_at`
 *    and the counts; done once (the erasure row is locked, then checked).
 * 2. redaction of the copies: events, webhook deliveries (and attempts' response bodies), stored idempotent answers;
 *    each batch replaces only what is not yet a marker and adds its count in the same transaction.
 * 3. the files' stored bytes (local or S3, encrypted objects and photo variants), through the files module's purge.
 * 4. done, with the `person.erased` event, in one transaction, once.
 */
@Injectable()
export class ErasureSteps {
  private readonly logger = new Logger('Erasure');

  constructor(
    private readonly db: DataSource,
    private readonly registry: ResourceRegistry,
    private readonly people: PersonErasureRows,
    private readonly files: FileAttachmentsService,
    private readonly outbox: OutboxService,
    private readonly sealed: SealedValues,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly subjectAccess: SubjectAccessErasure,
    private readonly equipmentCatalog: EquipmentCatalogService,
  ) {}

  /** Runs every step not yet done; answers the erasure as it ends (null: none was requested). */
  async run(companyId: string, personId: string): Promise<PersonErasureRow | null> {
    const row = await personErasures.find(this.db.manager, companyId, personId);
    if (!row || row.status === 'done') return row;
    const erasedAt = await this.eraseRecords(companyId, personId);
    const marker = erasureMarker(personId, erasedAt);
    await this.redactEvents(companyId, personId, marker);
    await this.redactDeliveries(companyId, personId, marker);
    await this.redactResponses(companyId, personId, marker);
    await forgetRequestHashesAbout(this.db, this.sealed, companyId, personId);
    await this.subjectAccess.deleteAbout(companyId, personId);
    await this.files.purge();
    await this.finish(companyId, personId);
    return personErasures.find(this.db.manager, companyId, personId);
  }

  /** Step 1; answers `erased_at` (the records step's time, kept on the row). */
  async eraseRecords(companyId: string, personId: string): Promise<Date> {
    return writeTransaction(this.db, async (em) => {
      const row = await personErasures.find(em, companyId, personId, true);
      if (!row) throw new Error('no erasure was requested for this person');
      if (row.erasedAt) return row.erasedAt;
      const erasedAt = new Date();
      const deleted = (await this.people.lock(em, companyId, personId)) ? await this.deleteRecords(em, companyId, personId) : { records: {}, files: 0 };
      await personErasures.recordsErased(em, companyId, personId, erasedAt, { ...deleted, events: 0, webhookDeliveries: 0, idempotentResponses: 0 });
      return erasedAt;
    });
  }

  private async deleteRecords(em: EntityManager, companyId: string, personId: string): Promise<ErasureCounts> {
    const retains = new Set(this.config.erasureRetains.map((name) => RETAINED_RESOURCES[name]));
    const records: Record<string, number> = {};
    const retained: Record<string, number> = {};
    // While the person's equipment is still there to say which catalogue names were theirs alone.
    await this.equipmentCatalog.forgetUsesOf(em, companyId, personId);
    for (const service of this.personOwnedServices()) {
      const { name, entity } = service.definition;
      const mine = () => em.createQueryBuilder().from(entity, 'r').where('r.company_id = :companyId AND r.person_id = :personId', { companyId, personId });
      if (retains.has(name)) {
        const n = await mine().getCount();
        if (n) retained[name] = n;
        continue;
      }
      const { affected } = await em.createQueryBuilder().delete().from(entity).where('company_id = :companyId AND person_id = :personId', { companyId, personId }).execute();
      if (affected) records[name] = affected;
    }
    const files = await this.files.deletePersonFiles(em, companyId, personId);
    if (Object.keys(retained).length) {
      // The retained rows keep their person: the row stays, with nothing but ids and payroll facts, and signs in no more.
      await this.people.pseudonymize(em, companyId, personId);
      await em.createQueryBuilder().delete().from(ApiToken).where('company_id = :companyId AND person_id = :personId', { companyId, personId }).execute();
      retained.person = 1;
      return { records, retained, files };
    }
    records.person = await this.people.remove(em, companyId, personId);
    return { records, files };
  }

  private async redactEvents(companyId: string, personId: string, marker: ErasureMarker): Promise<void> {
    for (;;) {
      const n = await writeTransaction(this.db, async (em) => {
        const count = await redactEventsAbout(em, companyId, personId, marker, BATCH);
        await personErasures.addCount(em, companyId, personId, 'events', count);
        return count;
      });
      if (n < BATCH) return;
    }
  }

  private async redactDeliveries(companyId: string, personId: string, marker: ErasureMarker): Promise<void> {
    for (;;) {
      const n = await writeTransaction(this.db, async (em) => {
        const count = await redactDeliveriesAbout(em, companyId, personId, marker, BATCH);
        await personErasures.addCount(em, companyId, personId, 'webhookDeliveries', count);
        return count;
      });
      if (n < BATCH) return;
    }
  }

  /** Counted once the pass ends: a crash before leaves the answers it replaced uncounted (never counted twice). */
  private async redactResponses(companyId: string, personId: string, marker: ErasureMarker): Promise<void> {
    const about = (body: unknown) => isAboutPerson(body, personId, true);
    const n = await redactStoredResponses(this.db, this.sealed, companyId, about, JSON.stringify(marker));
    await personErasures.addCount(this.db.manager, companyId, personId, 'idempotentResponses', n);
  }

  private async finish(companyId: string, personId: string): Promise<void> {
    await writeTransaction(this.db, async (em) => {
      const erasedAt = await personErasures.finish(em, companyId, personId, new Date());
      if (!erasedAt) return;
      await this.outbox.record(em, { companyId, type: 'person.erased', object: { id: personId, erasedAt: erasedAt.toISOString() } });
    });
    this.logger.log(`Erased person ${personId} of company ${companyId}`);
  }

  private personOwnedServices(): ResourceService<any>[] {
    return this.registry.services().filter((s) => s.definition.ownership?.personColumn === 'person_id');
  }
}
