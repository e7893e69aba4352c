import { PEOPLE_DIRECTORY } from '../people/person-directory';
import type { AuthContext } from '../../core/auth/auth-context';
import { ApiError } from '../../core/errors/api-error';
import { PolicyService } from '../../core/policy/policy.service';
import { SqlCondition } from '../../core/query/query-declaration';
import { DEFAULT_FIELDS } from './columns/export-fields';
import { ExportPlan, planExport, recordResourceOf } from './export-plan';
import { ExportExtras, ExportRequest } from './export-request';
import { exportRequestOf } from './export-request-rules';
import { CreateDataExportDto } from './data-export.dto';
import { ALL_GRANTS, authOf } from '../../../test/support/auth-context';
import { EXPORT_CATALOG } from '../../../test/support/export-catalog';

/**
 * The export planner (D11) as a pure function: the columns a request asks for decide the scopes and policy rows it
 * needs (403 naming each refused column), and one parameterised statement selects the rows.
 */
const policy = new PolicyService(PEOPLE_DIRECTORY);
const NO_EXTRAS: ExportExtras = { compensationTypes: [], customFields: [], timeAwayTypes: [] };
/** The people service's read scope, as it would hand it over (the planner only ANDs it in). */
const PERSON_SCOPE: SqlCondition[] = [{ sql: 'person.company_id = :policyCompanyId', params: { policyCompanyId: 'c1' } }];

const request = (body: Partial<CreateDataExportDto> = {}): ExportRequest => exportRequestOf(body as CreateDataExportDto);

function plan(auth: AuthContext, body: Partial<CreateDataExportDto> = {}, extras: Partial<ExportExtras> = {}, recordScope: SqlCondition[] = []): ExportPlan {
  return planExport({ auth, policy, catalog: EXPORT_CATALOG, request: request(body), extras: { ...NO_EXTRAS, ...extras }, personScope: PERSON_SCOPE, recordScope, today: '2026-11-25' });
}

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the plan to be refused');
}

const owner = authOf('owner');
const publicToken = authOf('owner', { scopes: ['public:read'] });

describe('export plan: columns need their scopes and policy rows (403 naming each)', () => {
  it('plans the default people export for any member with a public:read token', () => {
    for (const auth of [publicToken, authOf('user', { scopes: ['public:read'] }), authOf('tech')]) {
      expect(plan(auth).columns.map((c) => c.header)).toEqual(DEFAULT_FIELDS.people);
    }
  });

  it.each<[string, Parameters<typeof authOf>, string[], string[]]>([
    ['a public:read token', ['owner', { scopes: ['public:read'] }], ['firstName', 'phoneNumber', 'salary', 'bankName', 'birthday'], ['phoneNumber', 'salary', 'bankName', 'birthday']],
    ['finance without the documents grant', ['finance'], ['firstName', 'salary', 'idExpiryDates'], ['idExpiryDates']],
    ['finance with the documents grant', ['finance', { grants: ALL_GRANTS }], ['firstName', 'salary', 'idExpiryDates'], []],
    ['an admin without the compensations grant', ['admin'], ['salary', 'phoneNumber'], []],
    ['a manager without grants', ['user', { isManager: true }], ['phoneNumber', 'emergencyContacts', 'bankName', 'salary'], []],
    ['tech', ['tech'], ['phoneNumber', 'diversity', 'paidTimeOff', 'sickLeave'], []],
    ['a token without compensations:read', ['owner', { scopes: ['private:read'] }], ['salary', 'bonus', 'phoneNumber'], ['salary', 'bonus']],
  ])('%s asking %j is refused %j', (_name, auth, fields, refused) => {
    const caller = authOf(...auth);
    if (refused.length === 0) {
      expect(plan(caller, { fields }).columns.map((c) => c.header)).toEqual(fields);
      return;
    }
    const error = refusal(() => plan(caller, { fields }));
    expect(error.code).toBe(403);
    expect(error.message).toBe(`You may not read these columns: ${refused.join(', ')}`);
  });

  it('refuses the rows of a record type the role cannot read, naming the type', () => {
    const error = refusal(() => plan(authOf('tech'), { type: 'document', fields: ['firstName'] }));
    expect(error.code).toBe(403);
    expect(error.message).toContain('document records');
  });

  it('gives the verifier of identity documents only to roles reading every identity document', () => {
    const fields = ['firstName', 'type', 'verifier'];
    expect(plan(owner, { type: 'identityDocument', fields }).columns).toHaveLength(3);
    const employee = refusal(() => plan(authOf('user'), { type: 'identityDocument', fields }));
    expect(employee.message).toBe('You may not read these columns: verifier');
  });

  it('refuses a filter on a field the caller may not read, naming the filter', () => {
    const error = refusal(() => plan(publicToken, { filters: [{ field: 'contractType', operator: 'in', value: ['fullTime'] }] as never }));
    expect(error.code).toBe(403);
    expect(error.message).toContain('filters[0] (contractType)');
  });

  it('needs the private time-away view for days of categories whose reason is private (D4 "no reason")', () => {
    expect(plan(authOf('user'), { fields: ['paidTimeOff', 'sickLeave'] }).columns).toHaveLength(2);
    const error = refusal(() => plan(authOf('user', { scopes: ['public:read'] }), { fields: ['paidTimeOff', 'sickLeave'] }));
    expect(error.message).toBe('You may not read these columns: sickLeave');
  });
});

describe('export plan: refusals of the request itself (422)', () => {
  it('refuses a compensation type, custom field or time-away type named like another column', () => {
    const error = refusal(() => plan(owner, { fields: ['firstName', 'salary'] }, { customFields: [{ id: 'cf1', name: 'salary', group: 'personal' }] }));
    expect(error.code).toBe(422);
    expect(error.issues).toEqual([expect.objectContaining({ name: 'fields', reason: expect.stringContaining('"salary"') })]);
  });

  it('refuses filters on fields without data and operators the field does not take, naming the item', () => {
    const noData = refusal(() => plan(owner, { filters: [{ field: 'spaceId', operator: 'in', value: ['x'] }] as never }));
    expect(noData.issues).toEqual([expect.objectContaining({ name: 'filters.field', index: '0' })]);
    const badOperator = refusal(() => plan(owner, { filters: [{ field: 'teams', operator: 'in', value: ['x'] }] as never }));
    expect(badOperator.issues).toEqual([expect.objectContaining({ name: 'filters.operator', index: '0' })]);
  });
});

describe('export plan: the SQL shape', () => {
  it('selects the columns in order as c0..cn plus the person id, ordered by name', () => {
    const { text } = plan(owner, { fields: ['lastName', 'firstName', 'email'] });
    expect(text).toMatch(/^SELECT person\.last_name AS c0,\n {2}person\.first_name AS c1,\n {2}CASE WHEN person\.is_work_email_hidden [\s\S]* AS c2,\n {2}person\.id AS person_id\nFROM people person\n/);
    expect(text.trimEnd().endsWith('ORDER BY person.last_name, person.first_name, person.id')).toBe(true);
  });

  it('joins only what its columns need, each once', () => {
    const bare = plan(owner, { fields: ['firstName'] }).text;
    expect(bare).not.toMatch(/JOIN/);
    const wide = plan(owner, { fields: ['companyName', 'jobTitle', 'department', 'manager', 'managerEmail', 'bankName', 'accountNumber', 'timezone', 'placeOfWork'] }).text;
    expect(wide.match(/JOIN companies co /g)).toHaveLength(1);
    expect(wide.match(/LEFT JOIN LATERAL \(SELECT r\.\* FROM job_roles r/g)).toHaveLength(1);
    expect(wide.match(/LEFT JOIN people mgr /g)).toHaveLength(1);
    expect(wide.match(/FROM bank_accounts b /g)).toHaveLength(1);
    expect(wide.match(/LEFT JOIN locations person_location /g)).toHaveLength(1);
    expect(wide.indexOf('job_roles r')).toBeLessThan(wide.indexOf('people mgr'));
  });

  it('makes one row per role in range with role history, per compensation day with compensation history', () => {
    const roles = plan(owner, { fields: ['firstName', 'jobTitle'], includeRoleHistory: true, startDate: '2025-01-01', endDate: '2025-12-31' });
    expect(roles.text).toContain('LEFT JOIN job_roles role ON');
    expect(roles.text.trimEnd().endsWith('ORDER BY person.last_name, person.first_name, person.id, role.effective_date')).toBe(true);
    const pay = plan(owner, { fields: ['firstName', 'salary'], includeCompensationHistory: true });
    expect(pay.text).toContain(') comp_day ON TRUE');
    expect(pay.text).toContain('COALESCE(comp_day.day,');
    expect(pay.text.trimEnd().endsWith('comp_day.day')).toBe(true);
  });

  it('joins a record type\'s rows within their own read scope: inner, or left when people without records are asked for', () => {
    const scope = [{ sql: 'equipment.company_id = :equipmentCompany', params: { equipmentCompany: 'c1' } }];
    const inner = plan(owner, { type: 'equipment', fields: ['firstName', 'name'] }, {}, scope);
    expect(inner.text).toMatch(/\nJOIN equipment equipment ON equipment\.person_id = person\.id\n {3}AND \(equipment\.company_id = \$\d+\)/);
    expect(inner.text).toContain('equipment.issue_date, equipment.id');
    const left = plan(authOf('user'), { type: 'equipment', fields: ['firstName', 'name'], includeWithoutEquipment: true }, {}, scope);
    expect(left.text).toContain('LEFT JOIN equipment equipment ON');
    // A person shows without equipment only when the caller reads that person's equipment (their own, for a user).
    expect(left.text).toMatch(/equipment\.id IS NOT NULL OR \(\(\(person\.id = \$\d+\)\) AND/);
    expect(recordResourceOf(EXPORT_CATALOG, 'equipment')).toBe('equipment');
    expect(recordResourceOf(EXPORT_CATALOG, 'people')).toBeUndefined();
  });

  it('reads the rows a flag adds from the declared relation under the records\' alias, and needs what reading them takes', () => {
    const entries = plan(owner, { type: 'timeAway', fields: ['firstName', 'days'] }).text;
    expect(entries).toContain('JOIN time_away entry ON entry.person_id = person.id');
    const withAdjustments = plan(owner, { type: 'timeAway', fields: ['firstName', 'days'], includeAdjustments: true }).text;
    expect(withAdjustments).toMatch(/JOIN \(\s+SELECT e\.id, [^]*FROM time_away e\s+UNION ALL[^]*FROM time_away_adjustments adj[^]*\) entry ON entry\.person_id = person\.id/);
    // Adjustments are private time-away data: a token without private:read is refused, naming the flag.
    const publicOnly = authOf('owner', { scopes: ['public:read'] });
    expect(() => plan(publicOnly, { type: 'timeAway', fields: ['firstName', 'days'] })).not.toThrow();
    expect(() => plan(publicOnly, { type: 'timeAway', fields: ['firstName', 'days'], includeAdjustments: true })).toThrow('includeAdjustments');
  });

  it('keeps the latest identity document of each type unless every version is asked for', () => {
    const latest = plan(owner, { type: 'identityDocument', fields: ['firstName', 'type'] }).text;
    expect(latest).toContain('NOT EXISTS (SELECT 1 FROM identity_documents newer');
    const all = plan(owner, { type: 'identityDocument', fields: ['firstName', 'type'], includeAllDocumentVersions: true }).text;
    expect(all).not.toContain('identity_documents newer');
  });

  it('selects active people, new hires unless excluded, offboarded only when asked', () => {
    const statuses = (body: Partial<CreateDataExportDto>) => {
      const { text } = plan(owner, { fields: ['firstName'], ...body });
      return ['active', 'newHire'].filter((s) => text.includes(`person.status = '${s}'`)).concat(text.includes('person.employment_end_date < ') ? ['offboarded'] : []);
    };
    expect(statuses({})).toEqual(['active', 'newHire']);
    expect(statuses({ includeNewHires: false })).toEqual(['active']);
    expect(statuses({ includeOffboarded: true })).toEqual(['active', 'newHire', 'offboarded']);
  });

  it('counts people without joins or record conditions, with the same people conditions', () => {
    const { text, count } = plan(owner, { type: 'equipment', fields: ['firstName', 'name'], includeWithoutEquipment: true });
    expect(count.text.startsWith('SELECT count(*)::int AS n FROM people person WHERE ')).toBe(true);
    expect(count.text).not.toMatch(/JOIN|equipment/);
    expect(text).toContain('person.company_id = $');
    expect(count.text).toContain('person.company_id = $');
  });

  it('makes a timesheet export one row per submission, within the range', () => {
    const { text } = plan(owner, { type: 'timesheet', fields: ['firstName', 'totalTime'], startDate: '2027-01-01', endDate: '2027-01-31' });
    expect(text).toContain('JOIN timesheet_submissions submission ON submission.person_id = person.id');
    expect(text).toMatch(/submission\.end_date >= \$\d+::date/);
    expect(text).toMatch(/ORDER BY .*submission\.start_date, submission\.id$/);
  });

  it('reads balances of the year of the range end, else its start, else today', () => {
    expect(plan(owner, { fields: ['balance'] }).balanceYear).toBe(2026);
    expect(plan(owner, { fields: ['balance'], startDate: '2024-03-01' }).balanceYear).toBe(2024);
    expect(plan(owner, { fields: ['balance'], startDate: '2023-03-01', endDate: '2025-02-01' }).balanceYear).toBe(2025);
  });
});

describe('export plan: values only as positional parameters', () => {
  const hostile = "x'); DROP TABLE people; --";

  it('binds filter values, extra ids and dates as values, never as SQL text', () => {
    const result = plan(
      owner,
      { fields: ['firstName'], startDate: '2025-01-01', endDate: '2025-12-31', filters: [{ field: 'department', operator: 'in', value: [hostile] }] as never },
      { compensationTypes: [{ id: `ct-${hostile}`, name: 'Car allowance', group: 'other' }], timeAwayTypes: [{ id: `tt-${hostile}`, name: 'Sabbatical', group: 'other' }] },
    );
    for (const text of [result.text, result.count.text]) {
      expect(text).not.toContain(hostile);
      // Every named parameter was replaced: no `:name` is left (casts `::type` are not parameters).
      expect(text).not.toMatch(/(?<![:\w]):[A-Za-z_]\w*/);
    }
    expect(result.values).toContainEqual([hostile]);
    expect(result.values).toContain(`ct-${hostile}`);
    expect(result.values).toContain(`tt-${hostile}`);
    expect(result.values).toContain('2025-01-01');
    expect(result.columns.map((c) => c.header)).toEqual(['firstName', 'Car allowance', 'Sabbatical']);
  });

  it('selects the id of the row each sealed cell belongs to once, after the person id, and says where each sealed cell finds it', () => {
    const { text, columns, sealedCells, companyId } = plan(owner, { fields: ['taxId', 'bankName', 'accountNumber', 'taxCode', 'sortCode'] });
    expect(text).toContain('person.id AS person_id,\n  person.id AS s0,\n  bank.id AS s1\nFROM');
    expect(sealedCells).toEqual([{ column: 0, rowId: 6 }, { column: 2, rowId: 7 }, { column: 3, rowId: 6 }, { column: 4, rowId: 7 }]);
    expect(columns.map((c) => c.sealed?.declaration.table ?? null)).toEqual(['people', null, 'bank_accounts', 'people', 'bank_accounts']);
    expect(companyId).toBe(owner.companyId);
    const documents = plan(owner, { type: 'identityDocument', fields: ['lastName', 'number'] });
    expect(documents.text).toContain('person.id AS person_id,\n  iddoc.id AS s0\nFROM');
    expect(documents.sealedCells).toEqual([{ column: 1, rowId: 3 }]);
    expect(plan(owner, { fields: ['lastName'] }).sealedCells).toEqual([]);
  });

  it('numbers placeholders densely: each $n has its value', () => {
    const { text, values, count } = plan(authOf('user', { isManager: true }), { fields: ['firstName', 'phoneNumber', 'salary'] });
    const highest = (sql: string) => Math.max(0, ...[...sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
    expect(highest(text)).toBe(values.length);
    expect(highest(count.text)).toBe(count.values.length);
  });
});
