import { EntityManager } from 'typeorm';
import { newId } from '../../core/ids';

export interface NewLocation {
  label: string;
  city: string;
  country: string | null;
  countryCode: string;
  timezone: string | null;
  timeAwayPolicyId: string;
}

/** Writes locations in bulk, without events or hooks (the demo seed); answers their ids in order. */
export async function insertLocations(em: EntityManager, companyId: string, locations: NewLocation[]): Promise<string[]> {
  const ids: string[] = [];
  const now = new Date();
  for (const location of locations) {
    const id = newId();
    ids.push(id);
    await em.query(
      `INSERT INTO locations (id, company_id, label, city, country, country_code, timezone, is_address_invalid, time_away_policy_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, false, $8, $9, $9)`,
      [id, companyId, location.label, location.city, location.country, location.countryCode, location.timezone, location.timeAwayPolicyId, now],
    );
  }
  return ids;
}
