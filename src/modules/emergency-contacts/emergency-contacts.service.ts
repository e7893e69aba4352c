import { Injectable } from '@nestjs/common';
import { EntityManager, Not } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { ApiError } from '../../core/errors/api-error';
import { registerConstraintError } from '../../core/errors/database-errors';
import { PersonRecordService } from '../person-records';
import { lockPerson, lockPersonOfRecord } from '../people';
import { assertPersonReachable } from '../person-records';
import { formatPhoneNumber } from '../person-records';
import { CreateEmergencyContactDto, UpdateEmergencyContactDto } from './emergency-contact.dto';
import { EmergencyContact } from './emergency-contact.entity';

export const MAX_EMERGENCY_CONTACTS = 2;

const TOO_MANY = () => ApiError.invalidField('personId', `this person has ${MAX_EMERGENCY_CONTACTS} emergency contacts already (the most allowed)`);
// Backstops: every write holds the person's row lock, so these only fire if that rule is ever bypassed.
registerConstraintError('emergency_contacts_at_most_two', TOO_MANY);
registerConstraintError('emergency_contacts_one_primary', () => ApiError.invalidField('isPrimary', 'this person has a primary emergency contact already'));

/**
 * At most two contacts per person; the first is primary; making one primary un-primaries the other;
 * deleting the primary promotes the other. Every write locks the person's row first, then the contacts,
 * so concurrent requests take turns and exactly one contact is primary after each commit.
 */
@Injectable()
export class EmergencyContactsService extends PersonRecordService<EmergencyContact, CreateEmergencyContactDto, UpdateEmergencyContactDto> {
  readonly definition: ResourceDefinition<EmergencyContact> = {
    name: 'emergencyContact',
    policy: 'emergencyContact',
    entity: EmergencyContact,
    alias: 'contact',
    ownership: { personColumn: 'person_id' },
    query: {
      filters: {
        isPrimary: { type: 'boolean', operators: [] },
        personId: { type: 'string', operators: ['$in'] },
      },
    },
    fields: ['id', 'personId', 'name', 'email', 'phoneNumber', 'relationship', 'isPrimary', 'createdAt', 'updatedAt'],
    read: {
      fields: ['id', 'personId', 'name', 'email', 'phoneNumber', 'relationship', 'isPrimary', 'formattedPhoneNumber', 'createdAt', 'updatedAt'],
      sql: { formattedPhoneNumber: 'contact.phone_number' },
      derive: { formattedPhoneNumber: (phoneNumber) => formatPhoneNumber(phoneNumber as string | null) },
    },
  };

  protected async buildNew(em: EntityManager, auth: AuthContext, input: CreateEmergencyContactDto): Promise<Partial<EmergencyContact>> {
    await assertPersonReachable(em, this.policy, auth, 'emergencyContact', input.personId);
    await lockPerson(em, auth.companyId, input.personId);
    const existing = await em.find(EmergencyContact, { where: { companyId: auth.companyId, personId: input.personId } });
    if (existing.length >= MAX_EMERGENCY_CONTACTS) throw TOO_MANY();
    let isPrimary = true;
    if (existing.length === 0) {
      if (input.isPrimary === false) throw ApiError.invalidField('isPrimary', "a person's first emergency contact is the primary one");
    } else {
      isPrimary = input.isPrimary === true;
      const primary = existing.find((c) => c.isPrimary);
      if (isPrimary && primary) await this.setPrimary(em, auth.companyId, primary, false);
    }
    const { isPrimary: _ignored, ...fields } = input;
    return {
      ...fields,
      isPrimary,
      slot: existing.some((c) => c.slot === 1) ? 2 : 1,
    };
  }

  protected async beforeLock(em: EntityManager, auth: AuthContext, id: string): Promise<void> {
    await lockPersonOfRecord(em, 'emergency_contacts', auth.companyId, id);
  }

  protected async applyUpdate(em: EntityManager, auth: AuthContext, row: EmergencyContact, input: UpdateEmergencyContactDto): Promise<void> {
    const { isPrimary, ...fields } = input;
    await super.applyUpdate(em, auth, row, fields);
    if (isPrimary === undefined || isPrimary === row.isPrimary) return;
    const other = await this.otherContact(em, row);
    if (isPrimary) {
      if (other?.isPrimary) await this.setPrimary(em, auth.companyId, other, false);
      row.isPrimary = true;
      return;
    }
    if (!other) throw ApiError.invalidField('isPrimary', "a person's only emergency contact is the primary one");
    // Step aside first: the partial unique index allows one primary per person at every statement.
    await em.update(EmergencyContact, { id: row.id }, { isPrimary: false });
    row.isPrimary = false;
    await this.setPrimary(em, auth.companyId, other, true);
  }

  protected async afterWrite(em: EntityManager, auth: AuthContext, row: EmergencyContact, kind: 'created' | 'updated' | 'deleted') {
    if (kind !== 'deleted' || !row.isPrimary) return;
    const other = await this.otherContact(em, row);
    if (other) await this.setPrimary(em, auth.companyId, other, true);
  }

  private otherContact(em: EntityManager, row: EmergencyContact): Promise<EmergencyContact | null> {
    return em.findOne(EmergencyContact, { where: { companyId: row.companyId, personId: row.personId, id: Not(row.id) } });
  }

  /** Changes another contact's primary flag as a write of its own, with its `emergencyContact.updated` event. */
  private async setPrimary(em: EntityManager, companyId: string, contact: EmergencyContact, isPrimary: boolean): Promise<void> {
    const before = await this.objectOf(em, contact, null);
    contact.isPrimary = isPrimary;
    contact.updatedAt = new Date();
    await em.update(EmergencyContact, { id: contact.id }, { isPrimary, updatedAt: contact.updatedAt });
    await this.recordEvent(em, companyId, 'updated', contact, before);
  }
}
