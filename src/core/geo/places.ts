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

/** A city of that name in the country, from the cities data (loaded on first use). */
export function cityIn(city: string, countryCode: string): CityTimezones.CityData | undefined {
  return loadCities().lookupViaCity(city.trim()).find((c) => c.iso2 === countryCode);
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
