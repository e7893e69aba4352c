import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service';
import { auditOfChange } from '../audit/audit-of-change';
import { SealedValues } from '../crypto/sealed/sealed-values';
import { sealedPayloadFields } from '../crypto/sealed/sealed-payload';
import { newId } from '../ids';
import { EventRecord } from './event.entity';
import { EventPlace, outboxTransaction } from './outbox-transaction';

export interface EventInput {
  companyId: string;
  type: string;
  object: Record<string, unknown>;
  previousAttributes?: Record<string, unknown>;
  /** Fields whose from/to values the change's audit entry may hold (ResourceDefinition.auditValues); not in the event. */
  auditValues?: readonly string[];
}

/**
 * Writes events through the caller's transaction manager, so a rolled-back change leaves none. Every change is an
 * event (D14), so this is also where every change's audit entry is made (it commits with the change).
 */
@Injectable()
export class OutboxService {
  constructor(
    private readonly sealedValues: SealedValues,
    private readonly audit: AuditLog,
  ) {}

  /**
   * Reserves the place of an event recorded later in the same transaction: a create reserves its place before its
   * hooks make related rows, so `person.created` precedes its `jobRole.created`. In a write transaction the place is
   * in its collector (no statement); elsewhere it is the next commit-order key, taken now.
   */
  async reserve(em: EntityManager): Promise<EventPlace> {
    const collector = outboxTransaction.getStore();
    if (collector) return collector.reserve();
    const [row] = await em.query(`SELECT nextval(pg_get_serial_sequence('events', 'seq'))::text AS seq`);
    return row.seq;
  }

  /**
   * In a write transaction the event is written with the transaction's audit entries just before it commits
   * (writeTransaction); elsewhere now.
   */
  async record(em: EntityManager, input: EventInput, reserved?: EventPlace): Promise<EventRecord> {
    const id = newId('evt_');
    const createdAt = new Date();
    const data: Record<string, unknown> = { object: input.object };
    if (input.previousAttributes) data.previousAttributes = input.previousAttributes;
    const payload = { id, type: input.type, createdAt: createdAt.toISOString(), companyId: input.companyId, data };
    const recordId = typeof input.object.id === 'string' ? input.object.id : null;
    const resourceType = input.type.split('.')[0];
    const stored = await this.sealed(payload);
    const collector = outboxTransaction.getStore();
    if (collector) {
      collector.add({ id, companyId: input.companyId, type: input.type, resourceType, recordId, createdAt, payload: stored }, reserved);
    } else {
      await em.query(
        `INSERT INTO events (id, seq, company_id, type, resource_type, record_id, created_at, payload)
         VALUES ($1, COALESCE($2::bigint, nextval(pg_get_serial_sequence('events', 'seq'))), $3, $4, $5, $6, $7, $8)`,
        [id, reserved ?? null, input.companyId, input.type, resourceType, recordId, createdAt, stored],
      );
    }
    await this.audit.recordWrite(em, auditOfChange(input));
    return Object.assign(new EventRecord(), { id, companyId: input.companyId, type: input.type, resourceType, recordId, createdAt, payload, dispatchedAt: null });
  }

  /** The payload's text with the sealed fields of its resource encrypted (the object in memory keeps them plain). */
  private async sealed(payload: { id: string; type: string; companyId: string; data: Record<string, unknown> }): Promise<string> {
    // Most payloads carry no sealed value (a new person's tax ids are null): written as they are, without a copy.
    if (!sealedPayloadFields(payload).length) return JSON.stringify(payload);
    const copy = { ...payload, data: Object.fromEntries(Object.entries(payload.data).map(([k, v]) => [k, { ...(v as object) }])) };
    const fields = sealedPayloadFields(copy);
    const sealed = await this.sealedValues.sealAll(payload.companyId, fields.map((f) => ({ value: f.part[f.field] as string, context: f.context })));
    fields.forEach((f, i) => (f.part[f.field] = sealed[i]));
    return JSON.stringify(copy);
  }
}
