import { COMPANY_TIMEZONE, REMOTE } from '../../../src/modules/people/person-derived';
import { personTimezoneSql } from '../../../src/modules/people';
import { createTestApp, TestApp } from '../../support/test-app';

/** A person's timezone from where they work, as the one SQL piece every reader uses (people, feeds, exports) computes it. */
describe('person timezone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const personTimezone = async (locationId: string | null, remoteTimezone: string | null, locationTimezone: string | null) => {
    const [row] = await t.db.query(
      `SELECT ${personTimezoneSql('p', 'l')} AS timezone
         FROM (SELECT $1::text AS location_id, $2::text AS remote_timezone) p, (SELECT $3::text AS timezone) l`,
      [locationId, remoteTimezone, locationTimezone],
    );
    return row.timezone;
  };

  it('is the remote timezone for remote people, else the location\'s, else the company\'s (UTC)', async () => {
    expect(await personTimezone(REMOTE, 'America/Chicago', 'Europe/London')).toBe('America/Chicago');
    expect(await personTimezone(REMOTE, null, 'Europe/London')).toBe(COMPANY_TIMEZONE);
    expect(await personTimezone('loc1', 'America/Chicago', 'Europe/London')).toBe('Europe/London');
    expect(await personTimezone('loc1', null, null)).toBe('UTC');
    expect(await personTimezone(null, null, null)).toBe('UTC');
  });
});
