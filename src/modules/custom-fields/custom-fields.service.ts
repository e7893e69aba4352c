import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { ResourceService } from '../../core/crud/resource.service';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { ApiError } from '../../core/errors/api-error';
import { registerConstraintError } from '../../core/errors/database-errors';
import { OutboxService } from '../../core/outbox/outbox.service';
import { PolicyService } from '../../core/policy/policy.service';
import { assertReference } from '../../core/tenancy/tenant-query';
import { CompensationType } from '../compensation-types';
import { ChoiceRemovals, CustomFieldDeletions } from './custom-field-hooks';
import { normalizeConfig } from './custom-field-config';
import { CreateCustomFieldDto, UpdateCustomFieldDto } from './custom-field.dto';
import { CUSTOM_FIELD_SECTIONS, CUSTOM_FIELD_TYPES, CustomField, CustomFieldSection, DIVERSITY_FIELD_TYPES } from './custom-field.entity';

registerConstraintError('custom_fields_name_unique', () =>
  ApiError.invalidField('name', 'a custom field with this name exists in this section already'),
);

const ANY_OPERATOR = ['$eq', '$ne', '$in', '$nin'] as const;

@Injectable()
export class CustomFieldsService extends ResourceService<CustomField, CreateCustomFieldDto, UpdateCustomFieldDto> {
  readonly definition: ResourceDefinition<CustomField> = {
    name: 'customField',
    policy: 'customField',
    entity: CustomField,
    alias: 'field',
    query: {
      filters: {
        section: { type: 'enum', values: CUSTOM_FIELD_SECTIONS, operators: [...ANY_OPERATOR] },
        type: { type: 'enum', values: CUSTOM_FIELD_TYPES, operators: [...ANY_OPERATOR] },
        id: { type: 'string', operators: [...ANY_OPERATOR] },
      },
    },
    fields: ['id', 'companyId', 'name', 'section', 'type', 'resourceId', 'config', 'createdAt', 'updatedAt'],
    auditValues: ['name'],
  };

  constructor(
    db: DataSource,
    outbox: OutboxService,
    policy: PolicyService,
    private readonly choiceRemovals: ChoiceRemovals,
    private readonly deletions: CustomFieldDeletions,
  ) {
    super(db, outbox, policy);
  }

  /**
   * A field of a section whose values follow another record's rows and scopes (compensation) changes every person's
   * values (a delete removes them, a dropped choice must be unused): the access layer lets through only callers who
   * write every such record. Asked before anything about the values is read, so a refused caller learns nothing of them.
   */
  private async assertMayWriteFieldsOf(auth: AuthContext, section: CustomFieldSection): Promise<void> {
    await this.policy.require(auth, 'customField', 'write', [{ section }]);
  }

  protected async buildNew(em: EntityManager, auth: AuthContext, input: CreateCustomFieldDto): Promise<Partial<CustomField>> {
    await this.assertMayWriteFieldsOf(auth, input.section);
    if (input.section === 'diversity' && !DIVERSITY_FIELD_TYPES.includes(input.type)) {
      throw ApiError.invalidField('type', `diversity fields are ${DIVERSITY_FIELD_TYPES.join(', ')}`);
    }
    const resourceId = input.resourceId ?? null;
    if (resourceId !== null && input.section !== 'compensation') {
      throw ApiError.invalidField('resourceId', 'only compensation fields name a resource (their compensation type)');
    }
    await assertReference(em, auth, CompensationType, resourceId, 'resourceId');
    return { name: input.name.trim(), section: input.section, type: input.type, resourceId, config: normalizeConfig(input.type, input.config) };
  }

  /**
   * The row is locked FOR UPDATE by the core: values being written hold it FOR SHARE while they are checked
   * against its choices, so a dropped choice is either seen in use here or refused there.
   */
  protected async applyUpdate(em: EntityManager, auth: AuthContext, row: CustomField, input: UpdateCustomFieldDto): Promise<void> {
    await this.assertMayWriteFieldsOf(auth, row.section);
    if (input.name !== undefined) row.name = input.name.trim();
    if (input.config === undefined) return;
    const config = normalizeConfig(row.type, input.config);
    const removed = (row.config.choices ?? []).filter((choice) => !config.choices?.includes(choice));
    await this.choiceRemovals.run(em, auth.companyId, row, removed);
    row.config = config;
  }

  /** Deleting a field deletes its values, each with its `customValue.deleted` event. */
  protected async beforeDelete(em: EntityManager, auth: AuthContext, row: CustomField): Promise<void> {
    await this.assertMayWriteFieldsOf(auth, row.section);
    await this.deletions.run(em, auth.companyId, row);
  }
}
