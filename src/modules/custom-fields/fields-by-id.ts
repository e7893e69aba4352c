import { EntityManager } from 'typeorm';

/** The company's custom fields with these ids: id, name and section (as `group`), in no particular order; unknown ids are left out. */
export async function customFieldsByIds(em: EntityManager, companyId: string, ids: string[]): Promise<{ id: string; name: string; group: string }[]> {
  return em.query(`SELECT id, name, section AS "group" FROM custom_fields WHERE company_id = $1 AND id = ANY($2::text[])`, [companyId, ids]);
}
