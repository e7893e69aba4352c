import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { JobRolesService } from './job-roles/job-roles.service';
import { isActiveOwner } from './owners';
import { personStatusConditionSql } from './person-status.sql';
import { dropPersonLookups } from './person-lookups';
import { PersonRemovalHooks } from './person-removal-hooks';

/** What an erasure request needs to know of the person (docs/security.md, "Erasure"). */
export interface ErasureSubject {
  id: string;
  /** D9: the employment end date has passed (status `offboarded`). */
  offboarded: boolean;
  activeOwner: boolean;
}

/**
 * Columns a pseudonymized person keeps (ERASURE_RETAINS): their place in the company's payroll (employee id, employment
 * dates, contract, payroll provider, location, role and status). Every other column is cleared.
 */
const PSEUDONYMIZED = `first_name = NULL, middle_name = NULL, last_name = NULL, preferred_name = NULL, pronouns = NULL,
  email = NULL, personal_email = NULL, phone_number = NULL, personal_phone_number = NULL, gender = NULL, birthday = NULL,
  is_birthday_hidden = false, profile_photo_id = NULL, nationality = NULL, nationalities = NULL, spoken_languages = NULL,
  dietary_preference = NULL, food_allergies = '{}', address = NULL, city = NULL, state = NULL, postcode = NULL,
  country_code = NULL, bio = NULL, linked_in = NULL, twitter = NULL, github = NULL, turnover_impact = NULL,
  leaving_reason = NULL, leaving_note = NULL, leaving_file_id = NULL, tax_id = NULL, tax_code = NULL, remote_city = NULL,
  remote_region_code = NULL, remote_country_code = NULL, remote_timezone = NULL, teams = '[]', is_verified = false,
  is_work_email_hidden = false, calendar_feed_token = NULL, calendar_feed_token_index = NULL, seen_documents_at = NULL,
  source = NULL, source_id = NULL, first_active_at = NULL, updated_at = now()`;

/** The person row's part of an erasure: the people module's SQL, used by the person-erasure module. */
@Injectable()
export class PersonErasureRows {
  constructor(
    private readonly jobRoles: JobRolesService,
    private readonly removalHooks: PersonRemovalHooks,
  ) {}

  async subject(em: EntityManager, companyId: string, personId: string): Promise<ErasureSubject | null> {
    const [row] = await em.query(
      `SELECT p.id, p.role, p.status, p.employment_end_date::text AS "employmentEndDate", ${personStatusConditionSql('p', 'offboarded')} AS offboarded
         FROM people p WHERE p.company_id = $1 AND p.id = $2`,
      [companyId, personId],
    );
    if (!row) return null;
    return { id: row.id, offboarded: row.offboarded, activeOwner: isActiveOwner(row) };
  }

  /** Locks the person row for the erasure's transaction; false when it is gone already. */
  async lock(em: EntityManager, companyId: string, personId: string): Promise<boolean> {
    const rows = await em.query(`SELECT id FROM people WHERE company_id = $1 AND id = $2 FOR UPDATE`, [companyId, personId]);
    return rows.length > 0;
  }

  /** The person's reports report to nobody, then the row goes (their remaining records and tokens by cascade). */
  async remove(em: EntityManager, companyId: string, personId: string): Promise<number> {
    await this.jobRoles.releaseReports(em, companyId, personId);
    await this.dropLookups(em, companyId, personId);
    const [, count] = await em.query(`DELETE FROM people WHERE company_id = $1 AND id = $2`, [companyId, personId]);
    return Number(count ?? 0);
  }

  /** Kept for the records a company must retain, with nothing left that identifies the person but their ids. */
  async pseudonymize(em: EntityManager, companyId: string, personId: string): Promise<void> {
    await this.jobRoles.releaseReports(em, companyId, personId);
    await this.dropLookups(em, companyId, personId);
    await em.query(`UPDATE people SET ${PSEUDONYMIZED} WHERE company_id = $1 AND id = $2`, [companyId, personId]);
  }

  /** The lookups of the person's email and feed token, and those of the rows that go with them (their tokens'). */
  private async dropLookups(em: EntityManager, companyId: string, personId: string): Promise<void> {
    await dropPersonLookups(em, companyId, personId);
    await this.removalHooks.run(em, companyId, personId);
  }

  /** People of any company whose employment ended before `day` (UTC), after the cursor, in (end date, id) order. */
  async endedBefore(em: EntityManager, day: string, after: { day: string; id: string } | null, limit: number) {
    const rows: { companyId: string; id: string; day: string }[] = await em.query(
      `SELECT company_id AS "companyId", id, employment_end_date::text AS day FROM people
        WHERE employment_end_date < $1::date AND ($2::date IS NULL OR (employment_end_date, id) > ($2::date, $3::text))
        ORDER BY employment_end_date, id LIMIT $4`,
      [day, after?.day ?? null, after?.id ?? null, limit],
    );
    return rows;
  }
}
