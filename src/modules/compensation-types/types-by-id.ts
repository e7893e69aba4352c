import { EntityManager } from 'typeorm';

/** The company's compensation types with these ids: id, name and base_type (as `group`), in no particular order; unknown ids are left out. */
export async function compensationTypesByIds(em: EntityManager, companyId: string, ids: string[]): Promise<{ id: string; name: string; group: string }[]> {
  return em.query(`SELECT id, name, base_type AS "group" FROM compensation_types WHERE company_id = $1 AND id = ANY($2::text[])`, [companyId, ids]);
}
