import { newCompany, newUser, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * A custom value is as private as the record it extends, in the audit trail too: reads of values of the
 * compensation section (and banking) record `customValue.read` as reads of compensations (bank accounts) do;
 * values of profile sections record none.
 */
describe('custom values: reads of sections that extend audited records', () => {
  let t: TestApp;
  let c: TestCompany;
  let personId: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    personId = (await newUser(t, c.companyId, 'user')).personId;
  });
  afterAll(() => t.close());

  const valueOf = async (section: string, value: string, resourceId?: string): Promise<string> => {
    const field = await t.api.post('/api/custom-fields', c.token, { name: `${section} ${Math.random()}`, section, type: 'text' });
    expect(field.status).toBe(201);
    const made = await t.api.post('/api/custom-values', c.token, { personId, customFieldId: field.body.id, value, ...(resourceId ? { resourceId } : {}) });
    expect(made.status).toBe(201);
    return made.body.id as string;
  };
  const reads = (): Promise<{ target_id: string | null; subject_person_ids: string[]; fields: string[]; row_count: number | null }[]> =>
    t.db.query(`SELECT * FROM audit_events WHERE company_id = $1 AND action = 'customValue.read' ORDER BY occurred_at`, [c.companyId]);

  it('records a retrieve of a compensation-section value, with whose it is and the fields shown', async () => {
    const id = await valueOf('compensation', 'Car allowance 4000');
    const res = await t.api.get(`/api/custom-values/${id}`, c.token);
    expect(res.status).toBe(200);
    expect(res.body.value).toBe('Car allowance 4000');
    const entry = (await reads()).filter((e) => e.target_id === id).at(-1)!;
    expect(entry).toMatchObject({ subject_person_ids: [personId], row_count: null });
    expect(entry.fields).toContain('value');
    expect(JSON.stringify(entry)).not.toContain('Car allowance');
  });

  it('records a banking value, and counts in a list only the values of such sections', async () => {
    const account = await t.api.post('/api/bank-accounts', c.token, { personId, accountNumber: 'GB29NWBK60161331926819' });
    await valueOf('banking', 'Joint account', account.body.id);
    await valueOf('basics', 'Chess');
    const list = await t.api.get(`/api/custom-values?personId=${personId}`, c.token);
    const sensitive = list.body.data.filter((v: { value: string }) => v.value !== 'Chess').length;
    expect(list.body.data.length).toBeGreaterThan(sensitive);
    const listed = (await reads()).filter((e) => e.target_id === null).at(-1)!;
    expect(listed).toMatchObject({ row_count: sensitive, subject_person_ids: [personId] });
  });

  it('records nothing for a value of a profile section', async () => {
    const id = await valueOf('basics', 'Climbing');
    expect((await t.api.get(`/api/custom-values/${id}`, c.token)).status).toBe(200);
    expect((await reads()).filter((e) => e.target_id === id)).toEqual([]);
  });
});
