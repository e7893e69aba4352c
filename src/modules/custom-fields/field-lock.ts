import { EntityManager } from 'typeorm';

/**
 * Holds a field against change (FOR SHARE) for the transaction: a value's write takes it before the value's own
 * row, the order a field's update or delete follows (field, then values).
 */
export async function lockFieldShared(em: EntityManager, companyId: string, fieldId: string): Promise<void> {
  await em.query('SELECT 1 FROM custom_fields f WHERE f.company_id = $1 AND f.id = $2 FOR SHARE OF f', [companyId, fieldId]);
}
