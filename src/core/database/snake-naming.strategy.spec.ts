import { postgresDefaultName, SnakeNamingStrategy } from './snake-naming.strategy';

/**
 * Constraints an entity declares without a name get the name PostgreSQL gives an unnamed constraint, so they match
 * the migrations' `REFERENCES ...` and `UNIQUE (...)` (PostgreSQL's makeObjectName: `<table>_<columns>_<label>`,
 * the longer part shortened first until the name fits in 63 characters).
 */
describe('constraint names as PostgreSQL gives them', () => {
  const naming = new SnakeNamingStrategy();

  it('names foreign keys, unique constraints, primary keys and indexes by table, columns and kind', () => {
    expect(naming.foreignKeyName('job_roles', ['company_id', 'reporting_to'])).toBe('job_roles_company_id_reporting_to_fkey');
    expect(naming.uniqueConstraintName('people', ['company_id', 'id'])).toBe('people_company_id_id_key');
    expect(naming.primaryKeyName('people')).toBe('people_pkey');
    expect(naming.indexName('people', ['company_id', 'status'])).toBe('people_company_id_status_idx');
  });

  it('shortens a name longer than 63 characters the way PostgreSQL does', () => {
    const name = postgresDefaultName('public_holidays', ['company_id', 'public_holiday_calendar_id', 'date', 'name'], 'key');
    expect(name).toBe('public_holidays_company_id_public_holiday_calendar_id_date__key');
    expect(name).toHaveLength(63);
    expect(postgresDefaultName('a'.repeat(70), ['b'.repeat(10)], 'fkey')).toBe(`${'a'.repeat(47)}_${'b'.repeat(10)}_fkey`);
  });

  it('keeps camelCase properties as snake_case columns', () => {
    expect(naming.columnName('autogenerateEmployeeIdForNewHires', undefined, [])).toBe('autogenerate_employee_id_for_new_hires');
  });
});
