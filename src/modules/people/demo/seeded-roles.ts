import { EntityManager } from 'typeorm';
import { personLocationJoinSql } from '../../locations';

export interface SeededRole {
  person_id: string;
  effective_date: string;
  /** The country of the person's place of work: their office's, else their remote country. */
  country: string | null;
  new_hire: boolean;
}

/** The job roles of these people, each with the person's place-of-work country, by person then effective date. */
export async function rolesWithCountry(em: EntityManager, companyId: string, personIds: string[]): Promise<SeededRole[]> {
  return em.query(
    `SELECT r.person_id, r.effective_date, COALESCE(l.country_code, p.remote_country_code) AS country, p.status = 'newHire' AS new_hire
       FROM job_roles r
       JOIN people p ON p.company_id = r.company_id AND p.id = r.person_id
       ${personLocationJoinSql('p', 'l')}
      WHERE r.company_id = $1 AND r.person_id = ANY($2)
      ORDER BY r.person_id, r.effective_date`,
    [companyId, personIds],
  );
}
