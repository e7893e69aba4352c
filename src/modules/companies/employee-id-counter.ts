import { EntityManager } from 'typeorm';
import { runStatementIn } from '../../core/database/prepared-query';
import { EmployeeIdFilter } from './company.entity';

/** A company's employee id settings and counter (D9), as stored. */
export interface EmployeeIdSettings {
  autogenerate_employee_id: boolean;
  autogenerate_employee_id_for_new_hires: boolean;
  next_employee_id: string | null;
  autogenerate_employee_id_filters: EmployeeIdFilter[];
}

/**
 * The company's employee id settings; with `lock`, the row is locked for the transaction (FOR NO KEY UPDATE, which
 * does not block inserts that reference the company), so concurrent creates take the counter one after the other.
 */
export async function readEmployeeIdSettings(em: EntityManager, companyId: string, lock: boolean): Promise<EmployeeIdSettings | undefined> {
  // Prepared: read by every create of a person.
  const rows = await runStatementIn<EmployeeIdSettings>(
    em,
    `SELECT autogenerate_employee_id, autogenerate_employee_id_for_new_hires, next_employee_id, autogenerate_employee_id_filters
       FROM companies WHERE id = $1 ${lock ? 'FOR NO KEY UPDATE' : ''}`,
    [companyId],
  );
  return rows[0];
}

/** Moves the company's employee id counter (the caller wraps it in the company's update events). */
export async function setNextEmployeeId(em: EntityManager, companyId: string, next: string): Promise<void> {
  await em.query(`UPDATE companies SET next_employee_id = $2, updated_at = now() WHERE id = $1`, [companyId, next]);
}
