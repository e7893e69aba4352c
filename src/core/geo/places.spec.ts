import * as fc from 'fast-check';
import * as countries from 'i18n-iso-countries';
import * as cityTimezones from 'city-timezones';
import { cityIn, countryName, isPostcodeInvalid, regionCodeOf, timezoneOf } from './places';
import { remotePlace } from '../../modules/people/person-derived';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const iso31662: { data: Record<string, { sub: Record<string, { name: string }> }> } = require('iso-3166-2');

const COUNTRIES = Object.keys(countries.getAlpha2Codes());
const SUBDIVISIONS = Object.entries(iso31662.data).flatMap(([country, { sub }]) =>
  Object.entries(sub).map(([code, { name }]) => ({ country, code, name })),
);

/** Every place function over every input the data libraries know, plus arbitrary strings: an answer, never a throw. */
describe('places: inference never throws, so ordinary input never answers 500', () => {
  it('finds the region of the reported inputs that used to throw', () => {
    expect(regionCodeOf('FR', 'Ile-de-France')).toBeNull();
    expect(regionCodeOf('FR', 'Île-de-France')).toBe('FR-J');
    expect(regionCodeOf('FR', 'a-b-c')).toBeNull();
    expect(() => remotePlace('Cheongju', 'KR')).not.toThrow();
    expect(remotePlace('Cheongju', 'KR').remoteTimezone).toBe('Asia/Seoul');
    expect(remotePlace('Mostar', 'BA').remoteTimezone).toBe('Europe/Sarajevo');
  });

  it('answers for every subdivision of every country, by name and by code', () => {
    for (const { country, code, name } of SUBDIVISIONS) {
      expectRegionOf(country, regionCodeOf(country, name));
      expectRegionOf(country, regionCodeOf(country, code.slice(country.length + 1)));
      expectRegionOf(country, regionCodeOf(country, name.toUpperCase().replace(/ /g, '-')));
    }
    for (const country of COUNTRIES) {
      expect(countryName(country)).toEqual(expect.any(String));
      expect(() => timezoneOf(null, country)).not.toThrow();
    }
  });

  it('answers for every city of the timezone data, in its country and in every other', () => {
    for (const city of cityTimezones.cityMapping) {
      for (const name of [city.city, city.city_ascii, city.province ?? '']) {
        expect(() => remotePlace(name, city.iso2)).not.toThrow();
        expect(() => regionCodeOf(city.iso2, name)).not.toThrow();
      }
      expect(() => timezoneOf(city.city, city.iso2)).not.toThrow();
    }
  });

  it('answers for arbitrary states, cities and postcodes in any country', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z-]{0,12}$/)), (country, text) => {
        expectRegionOf(country, regionCodeOf(country, text));
        expect(() => timezoneOf(text, country)).not.toThrow();
        expect(() => remotePlace(text, country)).not.toThrow();
        expect(typeof isPostcodeInvalid(country, text)).toBe('boolean');
      }),
      { numRuns: 3000 },
    );
  });
});

/** A region code of this country, or null when the text names none. */
function expectRegionOf(country: string, code: string | null): void {
  if (code !== null) expect(code.startsWith(`${country}-`)).toBe(true);
}

describe('cityIn: the indexed lookup answers what the library lookup answers', () => {
  it('finds for every city name of the data, in every country it names, the city the library finds first', () => {
    for (const city of cityTimezones.cityMapping) {
      for (const name of [city.city, ` ${city.city.toUpperCase()} `]) {
        const fromLibrary = cityTimezones.lookupViaCity(name.trim()).find((c) => c.iso2 === city.iso2);
        expect(cityIn(name, city.iso2)).toBe(fromLibrary);
      }
    }
  });
});
