import { EntityManager } from 'typeorm';

/** The company's oldest compensation type of each of these base types (a base type without one is left out). */
export async function oldestTypeOfBaseTypes(em: EntityManager, companyId: string, baseTypes: string[]): Promise<{ id: string; base_type: string }[]> {
  return em.query(
    `SELECT DISTINCT ON (base_type) id, base_type FROM compensation_types
      WHERE company_id = $1 AND base_type = ANY($2::text[]) ORDER BY base_type, created_at`,
    [companyId, baseTypes],
  );
}
