import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { ApiObject, CommittedChange, ResourceService } from '../../core/crud/resource.service';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { ApiError } from '../../core/errors/api-error';
import { registerConstraintError } from '../../core/errors/database-errors';
import { OutboxService } from '../../core/outbox/outbox.service';
import { PolicyService } from '../../core/policy/policy.service';
import { ApiRow } from '../../core/read/read-declaration';
import { tenantQuery } from '../../core/tenancy/tenant-query';
import { FileAttachmentsService } from '../files';
import { JobRolesService } from './job-roles/job-roles.service';
import { currentDepartment } from './job-roles/current-department.sql';
import { newCalendarFeed } from './calendar-feed-token';
import { DataKeyStore } from '../../core/crypto';
import { EmployeeIdService } from './employee-ids/employee-ids.service';
import { assertAnotherActiveOwner, isActiveOwner, isOwner, lockOwnerChanges } from './owners';
import { PEOPLE_QUERY } from './people.query';
import { remotePlace } from './person-derived';
import { CreatePersonDto, UpdatePersonDto } from './person.dto';
import { Person, PERSON_SEALED } from './person.entity';
import { PERSON_READ } from './person-read';
import { attachNewPersonFiles, replacePersonFiles } from './person-files';
import { consistencyIssues, expectApprovalFlow, expectLocation, missingForStatus, throwIfAny } from './person-rules';
import { TODAY_UTC_JS } from './today';
import { PersonCascadeEvents } from './person-cascade-events';
import { PersonWriteHooks } from './person-write-hooks';
import { LookedUpValues, writePersonLookups } from './person-lookups';
import { PersonRemovalHooks } from './person-removal-hooks';
import { PersonLocationMoves } from './person-location-moves';
import { NEW_HIRE } from '../../core/policy/new-hires';
import { NEW_PERSON_ROLE } from '../../core/auth/roles';

registerConstraintError('people_employee_id_unique', () => ApiError.invalidField('employeeId', 'is already the employee id of another person of the company'));

/** Body fields the service handles itself rather than copying onto the row. */
const SPECIAL_INPUT = new Set(['status', 'calendarFeedToken', 'jobRole', 'timeAwayAllocation', 'seenDocumentsAt']);

/**
 * People (spec: Person; D4, D5, D9): create and update rules by status, derived fields, employee ids,
 * the first job role, and per-field visibility from the policy table.
 */
@Injectable()
export class PeopleService extends ResourceService<Person, CreatePersonDto, UpdatePersonDto> {
  readonly definition: ResourceDefinition<Person> = {
    name: 'person',
    policy: 'person',
    auditReads: { fields: ['taxId', 'taxCode'] },
    entity: Person,
    alias: 'person',
    ownership: { personColumn: 'id' },
    query: PEOPLE_QUERY,
    // The API object is PERSON_READ's; these are the stored fields it starts from.
    fields: ['id', 'companyId', 'createdAt', 'updatedAt'],
    read: PERSON_READ,
    sealed: PERSON_SEALED,
    auditValues: ['status', 'role', 'locationId', 'countryCode', 'timezone'],
  };

  constructor(
    db: DataSource,
    outbox: OutboxService,
    policy: PolicyService,
    private readonly jobRoles: JobRolesService,
    private readonly employeeIds: EmployeeIdService,
    private readonly files: FileAttachmentsService,
    private readonly writeHooks: PersonWriteHooks,
    private readonly cascadeEvents: PersonCascadeEvents,
    private readonly keys: DataKeyStore,
    private readonly removalHooks: PersonRemovalHooks,
    private readonly locationMoves: PersonLocationMoves,
  ) {
    super(db, outbox, policy);
  }

  /**
   * The keys a feed token needs (the blind-index key, the company's data key), fetched before any row lock: fetching
   * one takes another pool connection, which must not be awaited while this one holds a lock others wait on.
   */
  private async feedTokenKeys(companyId: string): Promise<void> {
    await this.keys.blindIndexRootKey();
    await this.keys.activeKey(companyId);
  }

  /**
   * Every new person gets a calendar feed token (sealed by the core) and its blind index, whoever inserts them, and
   * the lookup rows of their work email and feed token.
   */
  async insertRow(em: EntityManager, auth: Pick<AuthContext, 'companyId'>, fields: Partial<Person>, options: { recordEvent?: boolean } = {}): Promise<Person> {
    const feed = fields.calendarFeedToken === undefined ? await newCalendarFeed(this.keys) : {};
    const row = await super.insertRow(em, auth, { ...fields, ...feed }, options);
    await writePersonLookups(em, row.companyId, row.id, null, lookedUp(row));
    return row;
  }

  /** The token owner's own person (`GET /api/me`), its tax fields' read recorded as a retrieve's is. */
  async me(auth: AuthContext): Promise<ApiObject> {
    const answer = (await this.objectsOf(this.db.manager, [{ id: auth.personId, companyId: auth.companyId }], auth)).get(auth.personId);
    if (!answer) throw ApiError.notFound();
    await this.auditRead(auth, [answer], auth.personId);
    return answer;
  }

  /**
   * The people as the owner sees them (event payloads, D14, and the console's answers), whatever their companies,
   * read through `em` (inside a write's transaction, as it left them).
   */
  async ownerViews(em: EntityManager, rows: Pick<Person, 'id' | 'companyId'>[]): Promise<ApiObject[]> {
    const objects = await this.objectsOf(em, rows, null);
    return rows.map((row) => {
      const object = objects.get(row.id);
      if (!object) throw new Error(`person ${row.id} is shown without having been read`);
      return object;
    });
  }

  // ---- reads -------------------------------------------------------------

  /** Field classes of each selected person for the caller (one reporting-line query per page, for managers only). */
  protected async readerClasses(auth: AuthContext, rows: ApiRow[], em: EntityManager = this.db.manager) {
    const classes = await this.policy.fieldClasses(em, auth, 'person', rows.map((r) => r.id as string));
    return (row: ApiRow) => classes.get(row.id as string)!;
  }


  // ---- create ------------------------------------------------------------

  protected async buildNew(em: EntityManager, auth: AuthContext, input: CreatePersonDto): Promise<Partial<Person>> {
    // A new person is nobody's own record: only roles writing every person add people (the access layer).
    await this.policy.require(auth, 'person', 'create', [{ personId: null }]);
    await this.feedTokenKeys(auth.companyId); // before the employee id counter's lock
    const status = input.status ?? 'active';
    const issues = missingForStatus(status, { ...input }, 'is required for an active person');
    if (status === 'active' && !input.jobRole) issues.push({ name: 'jobRole', reason: 'is required for an active person (with its jobTitle)' });
    throwIfAny(issues);
    expectLocation(em, input.locationId);
    expectApprovalFlow(em, input.timeAwayApprovalFlowId);

    const person: Partial<Person> = {
      ...copyFields(input),
      status,
      role: NEW_PERSON_ROLE,
      seenDocumentsAt: input.seenDocumentsAt ? new Date(input.seenDocumentsAt) : null,
      ...remotePlace(input.remoteCity ?? null, input.remoteCountryCode ?? null),
    };
    throwIfAny(consistencyIssues(person));
    if (!person.employeeId) {
      person.employeeId = await this.employeeIds.assign(em, auth.companyId, employeeIdSubject(person, input.jobRole?.department ?? null));
    }
    return person;
  }

  protected async afterWrite(em: EntityManager, auth: AuthContext, row: Person, kind: string, input?: CreatePersonDto | UpdatePersonDto): Promise<void> {
    const jobRole = kind === 'created' ? (input as CreatePersonDto | undefined)?.jobRole : undefined;
    if (jobRole) await this.jobRoles.createFirst(em, auth.companyId, row.id, jobRole, row.employmentStartDate ?? TODAY_UTC_JS());
    if (kind === 'created' && input) await attachNewPersonFiles(em, this.files, auth, row, input);
    await this.writeHooks.run(em, auth.companyId, row.id, input as Record<string, unknown> | undefined, kind);
  }

  // ---- update ------------------------------------------------------------

  /** Changes to an owner serialize per company before the person's row lock (a company keeps an active owner). */
  protected async beforeLock(em: EntityManager, auth: AuthContext, id: string): Promise<void> {
    await this.feedTokenKeys(auth.companyId);
    if (await isOwner(em, auth.companyId, id)) await lockOwnerChanges(em, auth.companyId);
  }

  protected async applyUpdate(em: EntityManager, auth: AuthContext, row: Person, input: UpdatePersonDto): Promise<void> {
    const wasActiveOwner = isActiveOwner(row);
    const lookedUpBefore = lookedUp(row);
    const locationBefore = row.locationId;
    const sent = Object.keys(input).filter((k) => (input as Record<string, unknown>)[k] !== undefined);
    await this.policy.require(auth, 'person', 'update', [{ personId: row.id, fields: sent }], { em });

    const activating = input.status === 'active' && row.status === NEW_HIRE;
    if (input.status === NEW_HIRE && row.status !== NEW_HIRE) throw ApiError.invalidField('status', 'an active person cannot become a new hire again');
    expectLocation(em, input.locationId);
    expectApprovalFlow(em, input.timeAwayApprovalFlowId);
    await replacePersonFiles(em, this.files, auth, row, input);

    Object.assign(row, copyFields(input));
    if (input.seenDocumentsAt !== undefined) row.seenDocumentsAt = input.seenDocumentsAt === null ? null : new Date(input.seenDocumentsAt);
    if (input.calendarFeedToken === 'reset') Object.assign(row, await newCalendarFeed(this.keys));
    if (input.remoteCity !== undefined || input.remoteCountryCode !== undefined) Object.assign(row, remotePlace(row.remoteCity, row.remoteCountryCode));
    // Moving the end date back to the future undoes a recorded offboarding, so a later one is recorded again.
    if (input.employmentEndDate !== undefined && (row.employmentEndDate === null || row.employmentEndDate >= TODAY_UTC_JS())) row.offboardedAt = null;
    if (activating) row.status = 'active';

    // Activation needs every required field; otherwise a required field sent may not be emptied.
    const missing = row.status === 'active'
      ? missingForStatus('active', { ...row }, activating ? 'is required to make the new hire active' : 'is required for an active person')
      : missingForStatus(NEW_HIRE, { ...row }, '');
    const issues = activating ? missing : missing.filter((issue) => sent.includes(issue.name) || row.status === NEW_HIRE);
    if (activating && !(await this.hasJobRole(em, row))) {
      issues.push({ name: 'jobRole', reason: 'the new hire needs a job role first (POST /api/job-roles)' });
    }
    throwIfAny([...issues, ...consistencyIssues(row)]);
    if (wasActiveOwner && !isActiveOwner(row)) {
      await assertAnotherActiveOwner(em, row.companyId, row.id, 'employmentEndDate', 'would end the only active owner of the company; make another person owner first');
    }
    if (activating && !row.employeeId) {
      row.employeeId = await this.employeeIds.assign(em, auth.companyId, employeeIdSubject(row, await currentDepartment(em, row.companyId, row.id)));
    }
    if (input.locationId !== undefined && input.locationId !== locationBefore) await this.locationMoves.run(em, auth.companyId, row.id, input.locationId);
    await writePersonLookups(em, row.companyId, row.id, lookedUpBefore, lookedUp(row));
  }

  // ---- delete ------------------------------------------------------------

  protected async beforeDelete(em: EntityManager, auth: AuthContext, row: Person): Promise<void> {
    await this.policy.require(auth, 'person', 'delete', [{ personId: row.id }], { em });
    if (isActiveOwner(row)) await assertAnotherActiveOwner(em, row.companyId, row.id, 'id', 'the only active owner of the company cannot be deleted');
    await this.jobRoles.detachPerson(em, auth.companyId, row.id);
    await this.cascadeEvents.record(em, auth.companyId, row.id);
    await writePersonLookups(em, auth.companyId, row.id, lookedUp(row), null);
    await this.removalHooks.run(em, auth.companyId, row.id);
  }

  /**
   * Deleting a person deletes their files (rows by cascade, in the same transaction), replacing a photo or leaving
   * file releases the old one: their bytes go once the write commits.
   */
  protected async afterCommit(change: CommittedChange<Person, CreatePersonDto, UpdatePersonDto, unknown>): Promise<void> {
    const releases = change.kind === 'deleted'
      || (change.kind === 'updated' && (change.input.profilePhotoId !== undefined || change.input.leavingFileId !== undefined));
    if (releases) this.files.purgeSoon();
  }

  private async hasJobRole(em: EntityManager, row: Person): Promise<boolean> {
    const found = await em.query(`SELECT 1 FROM job_roles WHERE company_id = $1 AND person_id = $2 LIMIT 1`, [row.companyId, row.id]);
    return found.length > 0;
  }
}

function lookedUp(row: Person): LookedUpValues {
  return { email: row.email, calendarFeedTokenIndex: row.calendarFeedTokenIndex };
}

/** The body's plain fields, as stored (the special ones are handled by the service). */
function copyFields(input: object): Partial<Person> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && !SPECIAL_INPUT.has(key)) out[key] = value;
  }
  return out as Partial<Person>;
}

function employeeIdSubject(person: Partial<Person>, department: string | null) {
  return {
    locationId: person.locationId ?? null,
    contractType: person.contractType ?? null,
    payrollProvider: person.payrollProvider ?? null,
    department,
    countryCode: person.countryCode ?? null,
    remoteCountryCode: person.remoteCountryCode ?? null,
    status: person.status ?? 'active',
    teams: person.teams ?? [],
  };
}
