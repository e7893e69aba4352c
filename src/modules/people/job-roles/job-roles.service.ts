import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { AuthContext } from '../../../core/auth/auth-context';
import { lockPerson } from '../person-lock';
import { ResourceService } from '../../../core/crud/resource.service';
import { ResourceDefinition } from '../../../core/crud/resource-definition';
import { ApiError } from '../../../core/errors/api-error';
import { registerConstraintError } from '../../../core/errors/database-errors';
import { Action } from '../../../core/policy/policy.service';
import { SqlCondition, TranslatedQuery } from '../../../core/query/query-declaration';
import { ApiRow } from '../../../core/read/read-declaration';
import { assertReference, tenantQuery } from '../../../core/tenancy/tenant-query';
import { expectReference } from '../../../core/tenancy/key-checked-reference';
import { Person } from '../person.entity';
import { CreateJobRoleDto, UpdateJobRoleDto } from './job-role.dto';
import { JobRole } from './job-role.entity';
import { JOB_ROLE_API_FIELDS } from './job-role-fields';
import { JOB_ROLE_READ } from './job-role-read.sql';
import { relinkChain } from './job-role-chain.sql';
import { closesReportingCycle, lockReportingLines } from './reporting-cycles.sql';

registerConstraintError('job_roles_person_effective', () => ApiError.invalidField('effectiveDate', 'another job role of this person starts on this date'));

/** The first role of a new person (spec: People create body `jobRole`). */
export interface FirstJobRole {
  jobTitle: string;
  department?: string | null;
  reportingTo?: string | null;
}

/**
 * Job roles (D9): a person's history of roles with its `endDate` chain kept right on every write, the last role
 * undeletable, reporting lines inside the company and without cycles. Writes to one person's roles take turns
 * on the person's row, locked before any role row.
 */
@Injectable()
export class JobRolesService extends ResourceService<JobRole, CreateJobRoleDto, UpdateJobRoleDto> {
  readonly definition: ResourceDefinition<JobRole> = {
    name: 'jobRole',
    policy: 'jobRole',
    entity: JobRole,
    alias: 'role',
    ownership: { personColumn: 'person_id' },
    query: {
      filters: { personId: { type: 'string', operators: [] } },
      special: { $asOf: 'date' },
    },
    fields: JOB_ROLE_API_FIELDS,
    read: JOB_ROLE_READ,
    auditValues: ['jobTitle', 'department', 'endDate'],
  };

  // ---- reads -------------------------------------------------------------

  /** `$asOf=D`: the role in effect on D, one per person (the chain makes [effectiveDate, endDate] disjoint). */
  protected specialConditions(special: TranslatedQuery['special']): SqlCondition[] {
    if (special.$asOf === undefined) return [];
    return [{ sql: `COALESCE(role.end_date, 'infinity'::date) >= :asOf AND role.effective_date <= :asOf`, params: { asOf: special.$asOf } }];
  }

  protected async readerClasses(auth: AuthContext, rows: ApiRow[], em: EntityManager = this.db.manager) {
    const classes = await this.policy.fieldClasses(em, auth, 'jobRole', rows.map((r) => r.personId as string));
    return (row: ApiRow) => classes.get(row.personId as string)!;
  }


  // ---- writes ------------------------------------------------------------

  /** Locks the role's person before the role row (the order every job-role write uses: no deadlocks). */
  protected async findScoped(em: EntityManager, auth: AuthContext, id: string, action: Action, lock = false): Promise<JobRole> {
    if (lock) {
      const owner = await tenantQuery(em, JobRole, 'role', auth.companyId).select('role.person_id', 'personId').andWhere('role.id = :id', { id }).getRawOne<{ personId: string }>();
      if (owner) await lockPerson(em, auth.companyId, owner.personId);
    }
    return super.findScoped(em, auth, id, action, lock);
  }

  protected async buildNew(em: EntityManager, auth: AuthContext, input: CreateJobRoleDto): Promise<Partial<JobRole>> {
    await assertReference(em, auth, Person, input.personId, 'personId');
    await lockPerson(em, auth.companyId, input.personId);
    await this.assertManager(em, auth.companyId, input.personId, input.reportingTo);
    await this.assertFreeDate(em, auth.companyId, input.personId, input.effectiveDate, null);
    return {
      personId: input.personId, jobTitle: input.jobTitle, department: input.department ?? null, effectiveDate: input.effectiveDate,
      endDate: null, isFirst: false, reportingTo: input.reportingTo ?? null, note: input.note ?? null,
    };
  }

  protected async applyUpdate(em: EntityManager, auth: AuthContext, row: JobRole, input: UpdateJobRoleDto): Promise<void> {
    if (input.reportingTo !== undefined) await this.assertManager(em, auth.companyId, row.personId, input.reportingTo);
    if (input.effectiveDate !== undefined) await this.assertFreeDate(em, auth.companyId, row.personId, input.effectiveDate, row.id);
    await super.applyUpdate(em, auth, row, input);
    // The chain is re-linked after the save; until then the old end date may precede the new start.
    if (input.effectiveDate !== undefined) row.endDate = null;
  }

  protected async beforeDelete(em: EntityManager, auth: AuthContext, row: JobRole): Promise<void> {
    const [{ count }] = await em.query(`SELECT count(*)::int AS count FROM job_roles WHERE company_id = $1 AND person_id = $2`, [auth.companyId, row.personId]);
    if (count <= 1) throw ApiError.invalidField('id', "a person's last job role cannot be deleted");
  }

  protected async afterWrite(em: EntityManager, auth: AuthContext, row: JobRole): Promise<void> {
    await this.keepChain(em, auth.companyId, row.personId, row);
  }

  /** The first role of a new person, effective on `effectiveDate` (the employment start date). */
  async createFirst(em: EntityManager, companyId: string, personId: string, input: FirstJobRole, effectiveDate: string): Promise<JobRole> {
    expectReference(em, 'job_roles_company_id_reporting_to_fkey', 'jobRole.reportingTo', input.reportingTo);
    const row = await this.insertRow(em, { companyId }, {
      personId, jobTitle: input.jobTitle, department: input.department ?? null, effectiveDate, endDate: null, isFirst: true,
      reportingTo: input.reportingTo ?? null, note: null,
    }, { recordEvent: false });
    const inserted = insertedApiRow(row);
    await this.recordEvent(em, companyId, 'created', row, undefined, inserted ? this.ownerViewOfSelected(inserted) : undefined);
    return row;
  }

  /** Before a person is deleted: their reports' roles lose the manager, their own roles go (with events). */
  async detachPerson(em: EntityManager, companyId: string, personId: string): Promise<void> {
    await this.releaseReports(em, companyId, personId);
    const own = await tenantQuery(em, JobRole, 'role', companyId).andWhere('role.person_id = :personId', { personId }).getMany();
    if (own.length === 0) return;
    // Shown as they were, before they go.
    const shown = await this.objectsOf(em, own, null);
    await em.delete(JobRole, { companyId, id: In(own.map((r) => r.id)) });
    for (const role of own) await this.recordEvent(em, companyId, 'deleted', role, undefined, shown.get(role.id));
  }

  /** The job roles reporting to the person report to nobody (`jobRole.updated` for each); the person's own stay. */
  async releaseReports(em: EntityManager, companyId: string, personId: string): Promise<void> {
    const now = new Date();
    const managed = await tenantQuery(em, JobRole, 'role', companyId).andWhere('role.reporting_to = :personId', { personId }).getMany();
    if (managed.length) {
      const before = await this.objectsOf(em, managed, null);
      for (const role of managed) {
        role.reportingTo = null;
        role.updatedAt = now;
        await em.update(JobRole, { id: role.id }, { reportingTo: null, updatedAt: now });
      }
      const after = await this.objectsOf(em, managed, null);
      for (const role of managed) await this.recordEvent(em, companyId, 'updated', role, before.get(role.id), after.get(role.id));
    }
  }

  // ---- invariants --------------------------------------------------------

  /** Re-links the person's chain, records `jobRole.updated` for the neighbours it changed, refuses cycles. */
  private async keepChain(em: EntityManager, companyId: string, personId: string, written: JobRole): Promise<void> {
    const changed = await relinkChain(em, companyId, personId, new Date());
    const neighbours = changed.filter((c) => c.id !== written.id);
    if (neighbours.length) {
      const rows = await tenantQuery(em, JobRole, 'role', companyId).andWhere({ id: In(neighbours.map((n) => n.id)) }).getMany();
      const shown = await this.objectsOf(em, rows, null);
      for (const row of rows) {
        const old = neighbours.find((n) => n.id === row.id)!;
        const object = shown.get(row.id);
        await this.recordEvent(em, companyId, 'updated', row, { ...object, endDate: old.oldEndDate, isFirst: old.oldIsFirst }, object);
      }
    }
    const hasManager = await em.query(`SELECT 1 FROM job_roles WHERE company_id = $1 AND person_id = $2 AND reporting_to IS NOT NULL LIMIT 1`, [companyId, personId]);
    if (hasManager.length) {
      await lockReportingLines(em, companyId);
      if (await closesReportingCycle(em, companyId, personId)) {
        throw ApiError.invalidField('reportingTo', 'this reporting line would make a person report to themselves, directly or indirectly');
      }
    }
  }

  private async assertManager(em: EntityManager, companyId: string, personId: string, reportingTo: string | null | undefined): Promise<void> {
    if (reportingTo === null || reportingTo === undefined) return;
    if (reportingTo === personId) throw ApiError.invalidField('reportingTo', 'a person cannot report to themselves');
    await assertReference(em, { companyId }, Person, reportingTo, 'reportingTo');
  }

  private async assertFreeDate(em: EntityManager, companyId: string, personId: string, date: string, exceptId: string | null): Promise<void> {
    const clash = await em.query(
      `SELECT 1 FROM job_roles WHERE company_id = $1 AND person_id = $2 AND effective_date = $3 AND id IS DISTINCT FROM $4`,
      [companyId, personId, date, exceptId],
    );
    if (clash.length) throw ApiError.invalidField('effectiveDate', 'another job role of this person starts on this date');
  }
}

/**
 * A new role's row as the compiled read gives it (JOB_ROLE_READ), from the values just inserted: every column is
 * stored as given, timestamps with the millisecond precision they are shown with. Null when the date was sent in
 * another form than the one read back (the role is then read).
 */
function insertedApiRow(row: JobRole): ApiRow | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(row.effectiveDate) || row.endDate !== null) return null;
  return {
    id: row.id, personId: row.personId, jobTitle: row.jobTitle, department: row.department, effectiveDate: row.effectiveDate,
    endDate: row.endDate, isFirst: row.isFirst, reportingTo: row.reportingTo, note: row.note,
    createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
  };
}
