import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { CreateEmergencyContactDto, UpdateEmergencyContactDto } from './emergency-contact.dto';
import { EmergencyContactsService } from './emergency-contacts.service';
import { EMERGENCY_CONTACT_EXPORT } from './emergency-contact.export';

export const EmergencyContactsController = crudController(EmergencyContactsService, {
  path: 'emergency-contacts',
  tag: 'Emergency contacts',
  scopes: { read: 'private:read', write: 'private:write' },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  createDto: CreateEmergencyContactDto,
  updateDto: UpdateEmergencyContactDto,
  api: { derived: { formattedPhoneNumber: { type: ['string', 'null'], description: 'The phone number in international form.' } } },
  exported: EMERGENCY_CONTACT_EXPORT,
});

@Module({
  controllers: [EmergencyContactsController],
  providers: [EmergencyContactsService],
  exports: [EmergencyContactsService],
})
export class EmergencyContactsModule {}
