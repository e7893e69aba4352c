import { CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { isCountryCode, timezoneOf } from '../../core/geo/places';
import { remoteRegionOf } from '../public-holidays';

/** A company has no timezone of its own in the spec: people without a place are on UTC, the API's clock (D7). */
export const COMPANY_TIMEZONE = 'UTC';
export const REMOTE = 'remote';

/** Formatting is pure and lists show the same numbers again and again: remembered, up to a bound. */
const formatted = new Map<string, string | null>();
const FORMAT_CACHE_SIZE = 50_000;

/** A phone number in international form (`+44 20 7946 0958`), or null when it cannot be read as one (D7). */
export function formatPhoneNumber(number: string | null, defaultCountry: string | null): string | null {
  if (!number) return null;
  const key = `${defaultCountry ?? ''}|${number}`;
  const known = formatted.get(key);
  if (known !== undefined) return known;
  if (formatted.size >= FORMAT_CACHE_SIZE) formatted.clear();
  const result = formatUncached(number, defaultCountry);
  formatted.set(key, result);
  return result;
}

function formatUncached(number: string, defaultCountry: string | null): string | null {
  const region = defaultCountry && isCountryCode(defaultCountry) ? (defaultCountry as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(number, region);
  return parsed?.isPossible() ? parsed.formatInternational() : null;
}

/**
 * Region code and timezone of a remote person's city (`Austin`, US -> `US-TX`, `America/Chicago`). The region is
 * the one whose public holidays apply there (`London` -> `GB-ENG`, not its borough): remoteRegionOf.
 */
export function remotePlace(city: string | null, countryCode: string | null): { remoteRegionCode: string | null; remoteTimezone: string | null } {
  if (!countryCode) return { remoteRegionCode: null, remoteTimezone: null };
  return { remoteRegionCode: remoteRegionOf(countryCode, city), remoteTimezone: timezoneOf(city, countryCode) };
}
