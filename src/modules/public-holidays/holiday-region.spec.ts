import Holidays from 'date-holidays';
import { holidayRegionOf, remoteRegionOf } from './holiday-region';
import { remotePlace } from '../people/person-derived';

/**
 * A place's public holidays are "their location's country-region or country": the first subdivision the place
 * lies in that the holidays library has a calendar for (a nation of the UK, a German Land, a Spanish autonomous
 * community, a Swiss canton, an Australian or US state, a Canadian province), never a borough or council.
 */
describe('holiday region of a place', () => {
  const hasCalendar = (code: string) => {
    const [country, region] = code.split('-');
    return Boolean((new Holidays().getStates(country, 'en') as Record<string, string> | undefined)?.[region]);
  };

  it.each([
    ['London', 'GB', 'GB-ENG'],
    ['Manchester', 'GB', 'GB-ENG'],
    ['Edinburgh', 'GB', 'GB-SCT'],
    ['Glasgow', 'GB', 'GB-SCT'],
    ['Cardiff', 'GB', 'GB-WLS'],
    ['Belfast', 'GB', 'GB-NIR'],
    ['Munich', 'DE', 'DE-BY'],
    ['Berlin', 'DE', 'DE-BE'],
    ['Barcelona', 'ES', 'ES-CT'],
    ['Madrid', 'ES', 'ES-MD'],
    ['Zurich', 'CH', 'CH-ZH'],
    ['Geneva', 'CH', 'CH-GE'],
    ['Sydney', 'AU', 'AU-NSW'],
    ['Melbourne', 'AU', 'AU-VIC'],
    ['Austin', 'US', 'US-TX'],
    ['Boston', 'US', 'US-MA'],
    ['Toronto', 'CA', 'CA-ON'],
    ['Vancouver', 'CA', 'CA-BC'],
  ])('a remote person in %s (%s) has the calendar %s', (city, country, region) => {
    expect(hasCalendar(region)).toBe(true);
    expect(remotePlace(city, country).remoteRegionCode).toBe(region);
    expect(holidayRegionOf(country, { city })).toBe(region);
  });

  it('an office\'s state comes first; a subdivision without a calendar walks up to the one that has it', () => {
    expect(holidayRegionOf('GB', { state: 'Scotland', city: 'London' })).toBe('GB-SCT');
    expect(holidayRegionOf('GB', { state: 'Westminster', city: 'London' })).toBe('GB-ENG');
    expect(holidayRegionOf('ES', { state: 'Barcelona', city: 'Barcelona' })).toBe('ES-CT');
    expect(holidayRegionOf('ES', { state: 'Cataluña' })).toBe('ES-CT');
    // No region of France has its own calendar: a state's own code stays (France's calendar applies); an office
    // without a state has no region; a remote person has the most precise one found.
    expect(holidayRegionOf('FR', { state: 'Île-de-France', city: 'Paris' })).toBe('FR-J');
    expect(holidayRegionOf('FR', { city: 'Paris' })).toBeNull();
    expect(remoteRegionOf('FR', 'Paris')).toBe('FR-J');
    // An unknown state is not replaced by the city's region (the address is flagged invalid instead).
    expect(holidayRegionOf('GB', { state: 'Atlantis', city: 'London' })).toBeNull();
    expect(holidayRegionOf('GB', { city: 'Nowhere-on-Sea' })).toBeNull();
    expect(remoteRegionOf('GB', 'Nowhere-on-Sea')).toBeNull();
    expect(holidayRegionOf(null, { city: 'London' })).toBeNull();
  });
});
