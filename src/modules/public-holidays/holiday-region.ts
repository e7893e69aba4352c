import { foldName, provinceOf, regionCodeOf, subdivisionsOfCity } from '../../core/geo/places';
import { calendarCode, libraryStates } from './holiday-library';

/**
 * The code of a state or region given by name within a country: its ISO 3166-2 code (`Scotland` -> `GB-SCT`), else
 * the region of the holidays library that has that name in English or in a language of the country
 * (`Cataluña` -> `ES-CT`). null when neither knows it.
 */
export function stateCodeOf(countryCode: string, state: string | null | undefined): string | null {
  if (!state?.trim()) return null;
  const iso = regionCodeOf(countryCode, state);
  if (iso) return iso;
  const folded = foldName(state);
  for (const [code, name] of libraryStates(countryCode)) if (foldName(name) === folded) return `${countryCode}-${code}`;
  return null;
}

/** ISO 3166-2 codes of the subdivisions a city lies in, most precise first (see subdivisionsOfCity). */
function cityCandidates(countryCode: string, city: string | null | undefined): string[] {
  if (!city?.trim()) return [];
  const codes = subdivisionsOfCity(city, countryCode);
  const province = provinceOf(city, countryCode);
  const named = province ? stateCodeOf(countryCode, province) : null;
  if (named && !codes.includes(named)) codes.push(named);
  return codes;
}

const withCalendar = (codes: string[]) => codes.find((code) => calendarCode(code) !== null) ?? null;

/**
 * The region whose public holidays apply at an office ("their location's country-region or country"). A state
 * given decides: its code (`Scotland` -> `GB-SCT`; unknown: null), or, when the holidays library has no calendar
 * for it (a borough, a province), the region of the city that has one (`Westminster`, London -> `GB-ENG`;
 * `Barcelona`, Barcelona -> `ES-CT`), else the state's own code (`FR-J`: France's calendar applies). Without a
 * state, the city's region that has a calendar (`London` -> `GB-ENG`, `Edinburgh` -> `GB-SCT`), else null.
 */
export function holidayRegionOf(countryCode: string | null | undefined, place: { state?: string | null; city?: string | null }): string | null {
  if (!countryCode) return null;
  if (place.state?.trim()) {
    const code = stateCodeOf(countryCode, place.state);
    if (!code || calendarCode(code)) return code;
    return withCalendar(cityCandidates(countryCode, place.city)) ?? code;
  }
  return withCalendar(cityCandidates(countryCode, place.city));
}

/**
 * The region of a remote person's city: of the subdivisions it lies in, the first the holidays library has a
 * calendar for (`London` -> `GB-ENG`, not the borough `GB-WSM`; `Barcelona` -> `ES-CT`), else the most precise
 * one found (`Paris` -> `FR-J`: France's calendar applies), else null.
 */
export function remoteRegionOf(countryCode: string, city: string | null | undefined): string | null {
  const codes = cityCandidates(countryCode, city);
  return withCalendar(codes) ?? codes[0] ?? null;
}
