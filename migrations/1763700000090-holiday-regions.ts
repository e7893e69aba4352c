import { MigrationInterface, QueryRunner } from 'typeorm';
import { holidayRegionOf, remoteRegionOf } from '../src/modules/public-holidays/holiday-region';

/**
 * A place's region is the one whose public holidays apply there (docs/decisions-time-away.md): a remote person in
 * London is in `GB-ENG`, not the borough `GB-WSM`; one in Edinburgh in `GB-SCT` (was none); an office with a city
 * and no state gets its city's region. Stored values are recomputed with the same function the API now uses.
 */
export class HolidayRegions1763700000090 implements MigrationInterface {
  name = 'HolidayRegions1763700000090';

  async up(q: QueryRunner): Promise<void> {
    const people: { company_id: string; id: string; city: string | null; country: string; region: string | null }[] = await q.query(
      `SELECT company_id, id, remote_city AS city, remote_country_code AS country, remote_region_code AS region
         FROM people WHERE remote_country_code IS NOT NULL`,
    );
    for (const p of people) {
      const region = remoteRegionOf(p.country, p.city);
      if (region !== p.region) await q.query('UPDATE people SET remote_region_code = $3 WHERE company_id = $1 AND id = $2', [p.company_id, p.id, region]);
    }
    const locations: { company_id: string; id: string; city: string | null; state: string | null; country: string; region: string | null }[] = await q.query(
      'SELECT company_id, id, city, state, country_code AS country, region_code AS region FROM locations WHERE country_code IS NOT NULL',
    );
    for (const l of locations) {
      const region = holidayRegionOf(l.country, { state: l.state, city: l.city });
      if (region !== l.region) await q.query('UPDATE locations SET region_code = $3 WHERE company_id = $1 AND id = $2', [l.company_id, l.id, region]);
    }
  }

  async down(): Promise<void> {
    // The previous values (a borough, or none) were wrong; nothing to restore.
  }
}
