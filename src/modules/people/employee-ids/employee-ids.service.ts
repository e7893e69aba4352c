import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ResourceRegistry } from '../../../core/crud/resource-registry';
import { ApiError } from '../../../core/errors/api-error';
import { EmployeeIdSettings, readEmployeeIdSettings, setNextEmployeeId } from '../../companies';
import { EmployeeIdSubject, matchesEmployeeIdFilters } from './employee-id-filters';
import { nextEmployeeId } from './employee-id-sequence';
import { NEW_HIRE } from '../../../core/policy/new-hires';

/** Ids taken by hand are skipped; past this many in a row the counter is surely wrong. */
const MAX_SKIPPED = 1000;

/**
 * Employee ids (D9): a new person matching the company's filters receives `nextEmployeeId` and the counter
 * moves on. The company row is locked (FOR NO KEY UPDATE, which does not block inserts that reference it)
 * from reading the counter to the end of the transaction, so concurrent creates never get the same id.
 */
@Injectable()
export class EmployeeIdService {
  constructor(private readonly resources: ResourceRegistry) {}

  async assign(em: EntityManager, companyId: string, subject: EmployeeIdSubject): Promise<string | null> {
    if (!this.applies(await readEmployeeIdSettings(em, companyId, false), subject)) return null;
    const settings = await readEmployeeIdSettings(em, companyId, true);
    if (!settings || !this.applies(settings, subject)) return null;

    let candidate = settings.next_employee_id!;
    for (let skipped = 0; await this.taken(em, companyId, candidate); skipped++) {
      if (skipped >= MAX_SKIPPED) throw ApiError.invalidField('employeeId', 'the company employee id counter only meets ids already in use');
      candidate = nextEmployeeId(candidate);
    }
    // The counter is a company field: moving it is a `company.updated` event (D14).
    await this.resources.serviceOf('companies').withUpdateEvents(em, companyId, [companyId], () =>
      setNextEmployeeId(em, companyId, nextEmployeeId(candidate)),
    );
    return candidate;
  }

  private applies(settings: EmployeeIdSettings | undefined, subject: EmployeeIdSubject): boolean {
    if (!settings?.autogenerate_employee_id || !settings.next_employee_id) return false;
    if (subject.status === NEW_HIRE && !settings.autogenerate_employee_id_for_new_hires) return false;
    return matchesEmployeeIdFilters(settings.autogenerate_employee_id_filters ?? [], subject);
  }

  private async taken(em: EntityManager, companyId: string, employeeId: string): Promise<boolean> {
    const rows = await em.query(`SELECT 1 FROM people WHERE company_id = $1 AND employee_id = $2`, [companyId, employeeId]);
    return rows.length > 0;
  }
}
