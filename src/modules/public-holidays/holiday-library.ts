import type HolidaysLibrary from 'date-holidays';
import { lazyModule } from '../../core/lazy-module';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadHolidays = lazyModule(() => require('date-holidays') as typeof HolidaysLibrary);

/** What a calendar code (`GB`, `GB-SCT`) stands for in the holidays library. */
export interface CalendarCode {
  id: string;
  name: string;
  countryCode: string;
  country: string;
  regionCode: string | null;
  region: string | null;
}

export interface LibraryHoliday {
  date: string;
  name: string;
}

const CODE = /^([A-Z]{2})(?:-([A-Z0-9]{1,3}))?$/;

const loadCountries = lazyModule((): Record<string, string> => new (loadHolidays())().getCountries('en'));

/** The country or country-region a code names, or null when the library does not know it. */
export function calendarCode(id: string): CalendarCode | null {
  const match = CODE.exec(id);
  if (!match) return null;
  const [, countryCode, region] = match;
  const country = loadCountries()[countryCode];
  if (!country) return null;
  if (!region) return { id, name: country, countryCode, country, regionCode: null, region: null };
  const regionName = englishStates(countryCode)[region];
  if (!regionName) return null;
  return { id, name: `${country} (${regionName})`, countryCode, country, regionCode: id, region: regionName };
}

/** The library's regions of a known country, by code, in English (remembered: at most one entry per country). */
function englishStates(countryCode: string): Record<string, string> {
  let states = englishStateNames.get(countryCode);
  if (!states) {
    const Holidays = loadHolidays();
    states = (new Holidays().getStates(countryCode, 'en') as Record<string, string> | undefined) ?? {};
    englishStateNames.set(countryCode, states);
  }
  return states;
}
const englishStateNames = new Map<string, Record<string, string>>();

/** The regions the library has calendars for in a country, named in English and in the country's languages. */
export function libraryStates(countryCode: string): [string, string][] {
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
