import { newCompany, newLocation, newPerson, TestCompany } from '../factories';
import type { TestApp } from '../test-app';

/** Real records of a company, by the path segment of their resource (`people`, `bank-accounts`, ...). */
export type RecordIds = Record<string, string[]>;

export interface FuzzWorld {
  own: TestCompany;
  other: TestCompany;
  ids: RecordIds;
  otherIds: RecordIds;
}

/** A company with one record of every resource, made through the API (so the fuzz hits real ids). */
async function populate(t: TestApp, c: TestCompany): Promise<RecordIds> {
  const ok = async (path: string, body: Record<string, unknown>) => {
    const res = await t.api.post(path, c.token, body);
    if (res.status !== 201) throw new Error(`fuzz world: POST ${path} answered ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const list = async (path: string) => (await t.api.get(path, c.token)).body.data.map((r: { id: string }) => r.id) as string[];
  const location = await newLocation(t, c.token);
  const person = await newPerson(t, c.token, location, { jobRole: { jobTitle: 'Fuzzer', reportingTo: c.ownerId } });
  const types = await list('/api/compensation-types');
  const compensation = await ok('/api/compensations', {
    personId: person.id, compensationTypeId: types[0], amount: '50000.00', currency: 'EUR', period: 'annual', effectiveDate: '2025-01-01',
  });
  const bank = await ok('/api/bank-accounts', { personId: person.id, bankName: 'Bank', nameOnAccount: 'Ada', accountNumber: 'GB33BUKB20201555555555' });
  const contact = await ok('/api/emergency-contacts', { personId: person.id, name: 'Grace' });
  const equipment = await ok('/api/equipment', { personId: person.id, type: 'Laptop', name: 'X1', issueDate: '2025-01-01' });
  const field = await ok('/api/custom-fields', { name: 'Shirt size', section: 'basics', type: 'select', config: { choices: ['S', 'M', 'L'] } });
  const value = await ok('/api/custom-values', { personId: person.id, customFieldId: field.id, value: 'M' });
  return {
    companies: [c.companyId],
    people: [person.id, c.ownerId],
    locations: [location],
    'time-away-policies': await list('/api/time-away-policies'),
    'time-away-types': await list('/api/time-away-types'),
    'job-roles': await list('/api/job-roles'),
    'compensation-types': types,
    compensations: [compensation.id],
    'bank-accounts': [bank.id],
    'emergency-contacts': [contact.id],
    equipment: [equipment.id],
    'equipment-types': await list('/api/equipment-types'),
    'equipment-names': await list('/api/equipment-names'),
    'custom-fields': [field.id],
    'custom-values': [value.id],
  };
}

export async function makeFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const own = await newCompany(t);
  const other = await newCompany(t);
  return { own, other, ids: await populate(t, own), otherIds: await populate(t, other) };
}

/** Body property name -> the resource whose ids fit it. */
const ID_PROPERTY_RESOURCE: Record<string, string> = {
  personId: 'people', reportingTo: 'people', locationId: 'locations', timeAwayPolicyId: 'time-away-policies',
  compensationTypeId: 'compensation-types', customFieldId: 'custom-fields', resourceId: 'bank-accounts', value: 'people',
  timeAwayTypeId: 'time-away-types', jobRoleId: 'job-roles',
};

export function idsForProperty(ids: RecordIds, name: string): string[] {
  return ids[ID_PROPERTY_RESOURCE[name] ?? ''] ?? ids.people;
}

/**
 * A cheap fingerprint of everything a write could change: the event count and, per company-owned table,
 * the company's row count and latest `updated_at` (API tokens excluded: using one stamps it; the audit trail
 * excluded: a refusal is recorded there by design, docs/security.md "Audit trail").
 */
export async function fingerprintQuery(t: TestApp): Promise<string> {
  const tables: { table_name: string; stamped: boolean }[] = await t.db.query(
    `SELECT c.table_name, EXISTS (SELECT 1 FROM information_schema.columns u
                                   WHERE u.table_schema = 'public' AND u.table_name = c.table_name AND u.column_name = 'updated_at') AS stamped
       FROM information_schema.columns c
      WHERE c.table_schema = 'public' AND c.column_name = 'company_id'
        AND c.table_name NOT IN ('api_tokens', 'events', 'audit_events', 'audit_chain_heads', 'audit_chain_anchors', 'audit_denial_windows')
      ORDER BY c.table_name`,
  );
  const parts = tables.map(({ table_name: name, stamped }) =>
    `(SELECT count(*) || '@' || ${stamped ? "coalesce(max(updated_at)::text, '-')" : "''"} FROM "${name}" WHERE company_id = $1) AS "${name}"`);
  parts.push(`(SELECT count(*) || '@' || max(updated_at)::text FROM companies WHERE id = $1) AS companies`);
  parts.push(`(SELECT count(*) FROM events) AS events`);
  return `SELECT ${parts.join(', ')}`;
}

/** A body each create route accepts (fresh unique values each call): the base the fuzz mutates once. */
export function validCreateBody(ids: RecordIds, resource: string, unique: string): Record<string, unknown> | undefined {
  const person = ids.people[0];
  switch (resource) {
    case 'people':
      return { firstName: 'Fuzz', lastName: 'Person', email: `fuzz-${unique}@example.com`, employmentStartDate: '2024-01-15', locationId: ids.locations[0], jobRole: { jobTitle: 'Engineer', department: 'Engineering' } };
    case 'locations':
      return { city: 'Leeds', countryCode: 'GB', state: 'England', timeAwayPolicyId: ids['time-away-policies'][0] };
    case 'time-away-policies':
      return { name: `Policy ${unique}` };
    case 'time-away-types':
      return { name: `Type ${unique}`, isTimeOff: true, category: 'other' };
    case 'job-roles':
      return { personId: person, jobTitle: 'Lead', effectiveDate: '2025-06-01', reportingTo: ids.people[1] };
    case 'compensation-types':
      return { name: `Allowance ${unique}` };
    case 'compensations':
      return { personId: person, compensationTypeId: ids['compensation-types'][0], amount: '1000.00', currency: 'EUR', period: 'monthly', effectiveDate: '2025-03-01' };
    case 'bank-accounts':
      return { personId: ids.people[1], bankName: 'Bank', accountNumber: '12345678' };
    case 'emergency-contacts':
      return { personId: person, name: 'Alan', phoneNumber: '+44 20 7946 0000' };
    case 'equipment':
      return { personId: person, type: 'Phone', name: 'P1', issueDate: '2025-02-01' };
    case 'custom-fields':
      return { name: `Field ${unique}`, section: 'basics', type: 'text' };
    case 'custom-values':
      return { personId: ids.people[1], customFieldId: ids['custom-fields'][0], value: 'M' };
    default:
      return undefined;
  }
}
