import { formatPhoneNumber } from './person-derived';
import { formatPhoneNumber as formatStoredPhone, isPhoneNumber } from '../person-records/phone';

/** D7: phone numbers shown in international form from the person's region. */
describe('person phone numbers', () => {
  it('formats international numbers whatever the region', () => {
    expect(formatPhoneNumber('+442079460958', null)).toBe('+44 20 7946 0958');
    expect(formatPhoneNumber('+49 30 1234567', 'US')).toBe('+49 30 1234567');
  });

  it('reads national numbers in the person\'s region', () => {
    expect(formatPhoneNumber('020 7946 0958', 'GB')).toBe('+44 20 7946 0958');
    expect(formatPhoneNumber('(212) 555-0123', 'US')).toBe('+1 212 555 0123');
  });

  it('shows null for a national number without a region, or one that cannot be a number', () => {
    expect(formatPhoneNumber('020 7946 0958', null)).toBeNull();
    expect(formatPhoneNumber('020 7946 0958', 'XX')).toBeNull();
    expect(formatPhoneNumber('12', 'GB')).toBeNull();
    expect(formatPhoneNumber(null, 'GB')).toBeNull();
    expect(formatPhoneNumber('', 'GB')).toBeNull();
  });

  it('answers the same again for a number already formatted (the cache keys on the region too)', () => {
    expect(formatPhoneNumber('020 7946 0958', 'GB')).toBe('+44 20 7946 0958');
    expect(formatPhoneNumber('020 7946 0958', 'FR')).not.toBe('+44 20 7946 0958');
  });

  it('accepts record phone numbers only with their calling code, and formats them', () => {
    expect(isPhoneNumber('+44 20 7946 0958')).toBe(true);
    expect(isPhoneNumber('020 7946 0958')).toBe(false);
    expect(isPhoneNumber(`+44 ${'1'.repeat(40)}`)).toBe(false);
    expect(isPhoneNumber(442079460958)).toBe(false);
    expect(formatStoredPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatStoredPhone(null)).toBeNull();
  });
});
