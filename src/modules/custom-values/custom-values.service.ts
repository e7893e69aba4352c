import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { ApiObject } from '../../core/crud/resource.service';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { ResourceRegistry } from '../../core/crud/resource-registry';
import { OutboxService } from '../../core/outbox/outbox.service';
import { PolicyService } from '../../core/policy/policy.service';
import { ApiError } from '../../core/errors/api-error';
import { runStatement } from '../../core/database/prepared-query';
import { readPool } from '../../core/database/read-route';
import { registerConstraintError } from '../../core/errors/database-errors';
import { Action } from '../../core/policy/policy.service';
import { FilterOperator } from '../../core/query/query-declaration';
import { assertReference, tenantQuery } from '../../core/tenancy/tenant-query';
import { lockFieldShared } from '../custom-fields';
import { CustomField } from '../custom-fields';
import { Person } from '../people';
import { PersonRecordService } from '../person-records';
import { CustomFieldSection, SECTION_POLICY } from '../custom-fields';
import { assertValueFitsField } from './custom-value-rules';
import { CreateCustomValueDto, UpdateCustomValueDto } from './custom-value.dto';
import { CustomValue } from './custom-value.entity';

registerConstraintError('custom_values_one_per_field', () =>
  ApiError.invalidField('customFieldId', 'this person has a value for this field (and resource) already; update that value instead'),
);

const CUSTOM_VALUE_FIELDS = ['id', 'personId', 'customFieldId', 'resourceId', 'value', 'createdAt', 'updatedAt'] as const;

const ANY_OPERATOR: FilterOperator[] = ['$eq', '$ne', '$in', '$nin'];
const RANGE: FilterOperator[] = ['$gt', '$gte', '$lt', '$lte'];

/** The record of the person a `banking` or `equipment` value describes: the resource served at `path`. */
const SECTION_RESOURCE = {
  banking: { path: 'bank-accounts', label: 'bank account' },
  equipment: { path: 'equipment', label: 'equipment' },
} as const;

/** `resourceId` filters; an empty value stands for "no resource" (`resourceId=` matches values without one). */
function resourceIdSql(op: FilterOperator, values: unknown[], alias: string, param: (v: unknown) => string): string {
  const column = `${alias}.resource_id`;
  const ids = values.filter((v) => v !== '');
  const withNull = ids.length < values.length;
  const inList = ids.length ? `${column} IN (${ids.map(param).join(', ')})` : 'FALSE';
  switch (op) {
    case '$ne':
      return withNull ? `${column} IS NOT NULL` : `${column} IS DISTINCT FROM ${param(ids[0])}`;
    case '$in':
      return withNull ? `(${column} IS NULL OR ${inList})` : inList;
    case '$nin':
      return withNull ? `(${column} IS NOT NULL AND NOT ${inList})` : `(${column} IS NULL OR NOT ${inList})`;
    default:
      return withNull ? `${column} IS NULL` : `${column} = ${param(ids[0])}`;
  }
}

@Injectable()
export class CustomValuesService extends PersonRecordService<CustomValue, CreateCustomValueDto, UpdateCustomValueDto> {
  readonly definition: ResourceDefinition<CustomValue> = {
    name: 'customValue',
    policy: 'customValue',
    entity: CustomValue,
    alias: 'cvalue',
    ownership: { personColumn: 'person_id' },
    query: {
      filters: {
        personId: { type: 'string', operators: ANY_OPERATOR },
        customFieldId: { type: 'string', operators: ANY_OPERATOR },
        resourceId: { type: 'string', operators: ANY_OPERATOR, toSql: resourceIdSql },
        createdAt: { type: 'dateOrDatetime', operators: RANGE, equality: false },
        updatedAt: { type: 'dateOrDatetime', operators: RANGE, equality: false },
      },
      or: ['resourceId'],
    },
    fields: CUSTOM_VALUE_FIELDS,
    read: { fields: CUSTOM_VALUE_FIELDS },
    // A value is as private as the record it extends: its reads are recorded where that record's are.
    auditReads: { rows: (value) => value.section === undefined || this.readsRecordedIn(value.section) },
  };

  /** The sections whose values extend a record whose reads are recorded (bank accounts, compensations). */
  private sectionsReadRecorded?: ReadonlySet<string>;

  constructor(
    db: DataSource,
    outbox: OutboxService,
    policy: PolicyService,
    private readonly resources: ResourceRegistry,
  ) {
    super(db, outbox, policy);
  }

  /** Asked at run time, once every resource is registered (the registry holds their definitions). */
  private readsRecordedIn(section: CustomFieldSection): boolean {
    this.sectionsReadRecorded ??= new Set(
      Object.entries(SECTION_POLICY)
        .filter(([, policy]) => this.resources.services().some((s) => s !== this && s.definition.policy === policy && s.definition.auditReads))
        .map(([name]) => name),
    );
    return this.sectionsReadRecorded.has(section);
  }

  /**
   * Whether a read is recorded depends on each value's section, which the answers do not show: the answers of a list
   * or retrieve (read in API shape, no rows beside them) are judged by the sections of the values they show.
   */
  protected async auditRead(auth: AuthContext, answers: ApiObject[], id: string | null, rows: readonly CustomValue[] | null = null, em?: EntityManager): Promise<void> {
    await super.auditRead(auth, answers, id, rows ?? (await this.sectionsShown(auth.companyId, answers)), em);
  }

  /**
   * The values answered, in the answers' order, as far as judging their reads needs them (their sections); a value
   * deleted since it was read has none, and its read is recorded (the trail fails closed).
   */
  private async sectionsShown(companyId: string, answers: ApiObject[]): Promise<CustomValue[]> {
    const ids = answers.map((a) => a.id as string);
    const found = ids.length
      ? await runStatement<{ id: string; section: CustomFieldSection }>(
        readPool(this.db),
        'SELECT v.id, v.section FROM custom_values v WHERE v.company_id = $1 AND v.id = ANY($2::text[])',
        [companyId, ids],
      )
      : [];
    const sections = new Map(found.map((r) => [r.id, r.section]));
    return ids.map((valueId) => ({ section: sections.get(valueId) }) as CustomValue);
  }

  // ---- hooks ---------------------------------------------------------------------------------

  /** The field before the value's own row (the order a field's update or delete follows: field, then values). */
  protected async beforeLock(em: EntityManager, auth: AuthContext, id: string): Promise<void> {
    // A value never changes field, so reading its field id before any lock is safe.
    const [value]: { fieldId: string }[] = await em.query(
      'SELECT v.custom_field_id AS "fieldId" FROM custom_values v WHERE v.company_id = $1 AND v.id = $2',
      [auth.companyId, id],
    );
    if (value) await lockFieldShared(em, auth.companyId, value.fieldId);
  }

  protected async buildNew(em: EntityManager, auth: AuthContext, input: CreateCustomValueDto): Promise<Partial<CustomValue>> {
    const field = await this.findField(em, auth, input.customFieldId);
    await assertReference(em, auth, Person, input.personId, 'personId');
    // The section's scope, then the person through the rows of the record the section follows (RESOURCE_ACCESS).
    await this.policy.require(auth, 'customValue', 'create', [{ section: field.section, personId: input.personId }], { em, field: 'personId' });
    const resourceId = input.resourceId ?? null;
    await this.assertResource(em, auth, field, input.personId, resourceId);
    await this.assertValue(em, auth, field, input.value);
    return { personId: input.personId, customFieldId: field.id, section: field.section, resourceId, value: input.value };
  }

  protected async applyUpdate(em: EntityManager, auth: AuthContext, row: CustomValue, input: UpdateCustomValueDto): Promise<void> {
    if (input.value === undefined) return;
    await this.assertValue(em, auth, await this.findField(em, auth, row.customFieldId), input.value);
    row.value = input.value;
  }

  // ---- for the records values hang on (fields, bank accounts, equipment) ------------------------

  /** Deletes the values of a field or of a resource being deleted, each with its `customValue.deleted` event. */
  async deleteWhere(em: EntityManager, companyId: string, where: { customFieldId: string } | { resourceId: string }): Promise<void> {
    const rows = await em.find(CustomValue, { where: { companyId, ...where }, lock: { mode: 'pessimistic_write' } });
    if (rows.length === 0) return;
    // Shown as they were, before they go.
    const shown = await this.objectsOf(em, rows, null);
    await em.delete(CustomValue, { companyId, id: In(rows.map((r) => r.id)) });
    for (const row of rows) await this.recordEvent(em, companyId, 'deleted', row, undefined, shown.get(row.id));
  }

  /** Equipment handed to another person takes its values along, each with its `customValue.updated` event. */
  async moveWithResource(em: EntityManager, companyId: string, resourceId: string, personId: string): Promise<void> {
    const rows = await em.find(CustomValue, { where: { companyId, resourceId }, lock: { mode: 'pessimistic_write' } });
    for (const row of rows) {
      const before = (await this.objectsOf(em, [row], null)).get(row.id);
      row.personId = personId;
      row.updatedAt = new Date();
      await em.update(CustomValue, { id: row.id }, { personId, updatedAt: row.updatedAt });
      await this.recordEvent(em, companyId, 'updated', row, before);
    }
  }

  /** Which of `choices` some value of the field still uses (a select's string or a multiSelect's item). */
  async choicesInUse(em: EntityManager, companyId: string, customFieldId: string, choices: string[]): Promise<string[]> {
    if (choices.length === 0) return [];
    const rows: { choice: string }[] = await em.query(
      `SELECT choice FROM unnest($3::text[]) AS choice
        WHERE EXISTS (SELECT 1 FROM custom_values v
                       WHERE v.company_id = $1 AND v.custom_field_id = $2 AND v.value @> to_jsonb(choice))`,
      [companyId, customFieldId, choices],
    );
    return rows.map((r) => r.choice);
  }

  // ---- checks --------------------------------------------------------------------------------

  /**
   * The value's field, held FOR SHARE to the end of the write: a concurrent change of its choices (FOR UPDATE)
   * waits for this value and then sees it, or this reads the changed field (a deleted one is gone).
   */
  private async findField(em: EntityManager, auth: AuthContext, id: string): Promise<CustomField> {
    const field = await tenantQuery(em, CustomField, 'field', auth.companyId)
      .andWhere('field.id = :fieldId', { fieldId: id })
      .setLock('pessimistic_read')
      .getOne();
    if (!field) throw ApiError.invalidField('customFieldId', `no custom field with id ${id} exists in this company`);
    return field;
  }

  /** `banking` and `equipment` values name a bank account or equipment of that person (D9); others name nothing. */
  private async assertResource(em: EntityManager, auth: AuthContext, field: CustomField, personId: string, resourceId: string | null) {
    const kind = field.section === 'banking' || field.section === 'equipment' ? SECTION_RESOURCE[field.section] : null;
    if (!kind) {
      if (resourceId !== null) throw ApiError.invalidField('resourceId', `values of ${field.section} fields name no resource`);
      return;
    }
    if (resourceId === null) throw ApiError.invalidField('resourceId', `is required for values of ${field.section} fields: the ${kind.label} they describe`);
    // FOR SHARE: a concurrent delete or hand-over of the record (which locks it) waits for this value, or this sees it gone.
    const found = await tenantQuery(em, this.resources.serviceOf(kind.path).definition.entity, 'res', auth.companyId)
      .andWhere('res.id = :resourceId AND res.person_id = :personId', { resourceId, personId })
      .setLock('pessimistic_read')
      .getOne();
    if (!found) throw ApiError.invalidField('resourceId', `no ${kind.label} with id ${resourceId} belongs to this person`);
  }

  private async assertValue(em: EntityManager, auth: AuthContext, field: CustomField, value: CreateCustomValueDto['value']) {
    assertValueFitsField(field, value);
    if (field.type === 'person') await assertReference(em, auth, Person, value, 'value');
  }
}
