import { EntityManager } from 'typeorm';

/** The company's time-away types with these ids: id, name and category (as `group`), in no particular order; unknown ids are left out. */
export async function timeAwayTypesByIds(em: EntityManager, companyId: string, ids: string[]): Promise<{ id: string; name: string; group: string }[]> {
  return em.query(`SELECT id, name, category AS "group" FROM time_away_types WHERE company_id = $1 AND id = ANY($2::text[])`, [companyId, ids]);
}
