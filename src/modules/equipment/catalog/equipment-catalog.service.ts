import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { newId } from '../../../core/ids';
import { DEFAULT_EQUIPMENT_TYPES } from './default-equipment-types';

/**
 * Keeps the catalogue behind equipment names and types: the company's default types, plus every type
 * and name once used by equipment (case-insensitive, first spelling kept). Catalogue rows are
 * bookkeeping, not resources the API writes, so they record no events.
 */
@Injectable()
export class EquipmentCatalogService {
  async insertDefaults(em: EntityManager, companyId: string): Promise<void> {
    const start = Date.now();
    // Creation times a millisecond apart keep the defaults listed in their order.
    for (const [index, value] of DEFAULT_EQUIPMENT_TYPES.entries()) {
      const at = new Date(start + index);
      await em.query(
        `INSERT INTO equipment_types (id, company_id, value, is_default, created_at, updated_at) VALUES ($1, $2, $3, true, $4, $4)
         ON CONFLICT (company_id, lower(value)) DO NOTHING`,
        [newId(), companyId, value, at],
      );
    }
  }

  async recordUse(em: EntityManager, companyId: string, type: string, name: string): Promise<void> {
    const now = new Date();
    await em.query(
      `INSERT INTO equipment_types (id, company_id, value, is_default, created_at, updated_at) VALUES ($1, $2, $3, false, $4, $4)
       ON CONFLICT (company_id, lower(value)) DO NOTHING`,
      [newId(), companyId, type, now],
    );
    await em.query(
      `INSERT INTO equipment_names (id, company_id, type, value, is_default, created_at, updated_at) VALUES ($1, $2, $3, $4, false, $5, $5)
       ON CONFLICT (company_id, lower(type), lower(value)) DO NOTHING`,
      [newId(), companyId, type, name, now],
    );
  }

  /**
   * An erasure (docs/security.md, "Erasure"), before the person's equipment goes: the catalogue forgets the names and
   * types only their equipment used (a name may be theirs: "Ada's bike"). A default type, and a name or type some
   * other person's equipment still uses, stays. Answers how many catalogue rows went.
   */
  async forgetUsesOf(em: EntityManager, companyId: string, personId: string): Promise<number> {
    const [{ names, types }] = await em.query(
      `WITH mine AS (
         SELECT DISTINCT lower(type) AS type, lower(name) AS name FROM equipment WHERE company_id = $1 AND person_id = $2),
       unshared AS (
         SELECT m.type, m.name FROM mine m
          WHERE NOT EXISTS (SELECT 1 FROM equipment e
                             WHERE e.company_id = $1 AND lower(e.type) = m.type AND lower(e.name) = m.name AND e.person_id <> $2)),
       names AS (
         DELETE FROM equipment_names n USING unshared u
          WHERE n.company_id = $1 AND lower(n.type) = u.type AND lower(n.value) = u.name AND NOT n.is_default
         RETURNING n.id),
       types AS (
         DELETE FROM equipment_types t USING (SELECT DISTINCT type FROM unshared) u
          WHERE t.company_id = $1 AND lower(t.value) = u.type AND NOT t.is_default
            AND NOT EXISTS (SELECT 1 FROM equipment e WHERE e.company_id = $1 AND lower(e.type) = u.type AND e.person_id <> $2)
            AND NOT EXISTS (SELECT 1 FROM equipment_names n WHERE n.company_id = $1 AND lower(n.type) = u.type
                               AND NOT EXISTS (SELECT 1 FROM unshared x WHERE x.type = lower(n.type) AND x.name = lower(n.value)))
         RETURNING t.id)
       SELECT (SELECT count(*)::int FROM names) AS names, (SELECT count(*)::int FROM types) AS types`,
      [companyId, personId],
    );
    return names + types;
  }
}
