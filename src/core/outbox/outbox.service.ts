import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { newId } from '../ids';
import { EventRecord } from './event.entity';

export interface EventInput {
  companyId: string;
  type: string;
  object: Record<string, unknown>;
  previousAttributes?: Record<string, unknown>;
}

/** Writes events through the caller's transaction manager, so a rolled-back change leaves none. */
@Injectable()
export class OutboxService {
  async record(em: EntityManager, input: EventInput): Promise<EventRecord> {
    const id = newId('evt_');
    const createdAt = new Date();
    const data: Record<string, unknown> = { object: input.object };
    if (input.previousAttributes) data.previousAttributes = input.previousAttributes;
    const payload = { id, type: input.type, createdAt: createdAt.toISOString(), companyId: input.companyId, data };
    const event = em.create(EventRecord, { id, companyId: input.companyId, type: input.type, createdAt, payload, dispatchedAt: null });
    await em.insert(EventRecord, event as never);
    return event;
  }
}
