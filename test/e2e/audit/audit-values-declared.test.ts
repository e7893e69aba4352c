import { ResourceRegistry } from '../../../src/core/crud/resource-registry';
import { newCompany, newLocation, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * The fields whose from/to values each served resource lets into the audit trail (docs/security.md, "Audit trail"):
 * ids, states, dates and names of the organisation. A resource missing here, or declaring more, fails this test: a new
 * field's values enter the trail only by a decision written here.
 */
const VALUED_FIELDS: Record<string, string[]> = {
  documentType: ['name'],
  company: ['name', 'status'],
  jobRole: ['jobTitle', 'department', 'endDate'],
  publicHolidayCalendar: ['name', 'countryCode'],
  publicHoliday: ['name'],
  timeAwayPolicy: ['name'],
  timeAwayApprovalFlow: ['name'],
  location: ['countryCode', 'timezone'],
  person: ['status', 'role', 'locationId', 'countryCode', 'timezone'],
  document: [],
  equipment: ['name'],
  equipmentType: [],
  equipmentName: [],
  identityDocument: [],
  timeAwayType: ['name'],
  timeAway: [],
  timeAwayAllocation: ['timeAwayPolicyId', 'startDate', 'endDate'],
  timeAwayAdjustment: ['date'],
  workingPattern: ['name', 'isDefault'],
  workingPatternAllocation: ['workingPatternId', 'startDate', 'endDate'],
  timesheetEntry: ['date'],
  timesheetSubmission: ['startDate', 'endDate', 'status'],
  compensationType: ['name'],
  customField: ['name'],
  bankAccount: [],
  compensation: [],
  customValue: [],
  emergencyContact: [],
  identityDocumentType: [],
  webhook: [],
  provisioningTarget: ['status'],
};

describe('audit entries hold values only of the fields a resource declares', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  const definitions = () => t.app.get(ResourceRegistry).services().map((s) => s.definition);

  it('every served resource declares exactly the fields pinned here', () => {
    const declared = Object.fromEntries(definitions().map((d) => [d.name, [...(d.auditValues ?? [])].sort()]));
    expect(declared).toEqual(Object.fromEntries(Object.entries(VALUED_FIELDS).map(([name, fields]) => [name, [...fields].sort()])));
  });

  it('every declared field is a field of the resource\'s API object', () => {
    const strays = definitions().flatMap((d) => (d.auditValues ?? []).filter((f) => !(d.read?.fields ?? d.fields).includes(f as never)).map((f) => `${d.name}.${f}`));
    expect(strays).toEqual([]);
  });

  it('an update holds from/to of its declared fields and names the others', async () => {
    const id = await newLocation(t, c.token, { city: 'London', countryCode: 'GB', label: 'Office' });
    const moved = await t.api.patch(`/api/locations/${id}`, c.token, { city: 'Berlin', countryCode: 'DE', label: 'Head office' });
    expect(moved.status).toBe(200);
    const [entry] = await t.db.query(
      `SELECT fields, changes FROM audit_events WHERE company_id = $1 AND action = 'location.updated' AND target_id = $2`, [c.companyId, id]);
    expect(entry.fields).toEqual(expect.arrayContaining(['city', 'label', 'countryCode', 'timezone']));
    expect(entry.changes).toEqual({ countryCode: { from: 'GB', to: 'DE' }, timezone: { from: 'Europe/London', to: 'Europe/Berlin' } });
  });
});
