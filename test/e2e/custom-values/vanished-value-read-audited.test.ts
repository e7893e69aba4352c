import { CustomValuesService } from '../../../src/modules/custom-values/custom-values.service';
import { authOf } from '../../support/auth-context';
import { newCompany, newUser, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * A list or retrieve of custom values is judged sensitive by the sections of the values it showed, looked up after
 * the read: a value deleted in between has no section any more, and its read is recorded all the same (the audit
 * trail of sensitive reads fails closed).
 */
describe('custom values: the read of a value deleted since it was read', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('is recorded, as a read of a section whose reads are recorded would be', async () => {
    const personId = (await newUser(t, c.companyId, 'user')).personId;
    const answer = { id: 'vanished-value', personId, customFieldId: 'some-field', resourceId: null, value: 'x', createdAt: null, updatedAt: null };
    const service = t.app.get(CustomValuesService) as unknown as { auditRead(auth: unknown, answers: unknown[], id: string | null): Promise<void> };
    await service.auditRead({ ...authOf('owner', { personId: c.ownerId }), companyId: c.companyId }, [answer], 'vanished-value');
    const entries = await t.db.query(`SELECT * FROM audit_events WHERE company_id = $1 AND action = 'customValue.read'`, [c.companyId]);
    expect(entries).toEqual([expect.objectContaining({ target_id: 'vanished-value', subject_person_ids: [personId] })]);
  });
});
