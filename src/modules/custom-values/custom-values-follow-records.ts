import { Injectable, OnModuleInit } from '@nestjs/common';
import { ApiError } from '../../core/errors/api-error';
import { ChoiceRemovals, CustomFieldDeletions } from '../custom-fields';
import { PersonRecordHandovers, PersonRecordRemovals } from '../person-records';
import { CustomValuesService } from './custom-values.service';

/**
 * Values follow what they describe: a deleted field or record (bank account, equipment) takes its values along, each
 * with its `customValue.deleted` event; equipment handed to another person takes its values to them; a choice values
 * use cannot be dropped from its field.
 */
@Injectable()
export class CustomValuesFollowRecords implements OnModuleInit {
  constructor(
    private readonly values: CustomValuesService,
    private readonly choiceRemovals: ChoiceRemovals,
    private readonly fieldDeletions: CustomFieldDeletions,
    private readonly recordRemovals: PersonRecordRemovals,
    private readonly recordHandovers: PersonRecordHandovers,
  ) {}

  onModuleInit(): void {
    this.choiceRemovals.register(async (em, companyId, field, removed) => {
      const inUse = await this.values.choicesInUse(em, companyId, field.id, removed);
      if (inUse.length) throw ApiError.invalidField('config.choices', `cannot drop choices that values use: ${inUse.join(', ')}`);
    });
    this.fieldDeletions.register((em, companyId, field) => this.values.deleteWhere(em, companyId, { customFieldId: field.id }));
    this.recordRemovals.register((em, companyId, recordId) => this.values.deleteWhere(em, companyId, { resourceId: recordId }));
    this.recordHandovers.register((em, companyId, recordId, personId) => this.values.moveWithResource(em, companyId, recordId, personId));
  }
}
