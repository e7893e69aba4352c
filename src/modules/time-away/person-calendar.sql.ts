/**
 * The holiday calendar that applies to person `p`: their own `publicHolidayCalendarId`, else their
 * location's country-region or country (a remote person's remote region or country), else the company's country,
 * taken as the country of its first location (companies have no country of their own).
 */
export const PERSON_CALENDAR_SQL = `COALESCE(
    p.public_holiday_calendar_id,
    CASE WHEN p.location_id = 'remote' THEN COALESCE(p.remote_region_code, p.remote_country_code)
         ELSE (SELECT COALESCE(l.region_code, l.country_code) FROM locations l WHERE l.company_id = p.company_id AND l.id = p.location_id) END,
    (SELECT l.country_code FROM locations l WHERE l.company_id = p.company_id ORDER BY l.created_at, l.id LIMIT 1))`;
