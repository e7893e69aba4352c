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
}
