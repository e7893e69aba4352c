import { TokenResolver } from '../../../src/core/auth/token-resolver.service';
import { CustomValue } from '../../../src/modules/custom-values/custom-value.entity';
import { CustomValuesService } from '../../../src/modules/custom-values/custom-values.service';
import { newCompany, newLocation, newPerson, newUser, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Custom values follow the policy rows of their section (banking values the bank-account rows, ...), on every read
 * path: the read scope the core hands to compiled reads and exports (`readScope`) keeps exactly the values the list
 * shows. A manager reads their reports' profile values but not their banking values (managers see no bank details).
 */
describe('custom value sections on every read path', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  const field = async (section: string) =>
    (await t.api.post('/api/custom-fields', c.token, { name: `${section} ${Math.random()}`, section, type: 'text' })).body.id as string;
  const value = async (personId: string, customFieldId: string, resourceId?: string) => {
    const res = await t.api.post('/api/custom-values', c.token, { personId, customFieldId, value: 'x', ...(resourceId ? { resourceId } : {}) });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };

  it('keeps in the read scope exactly the values the list shows, section by section', async () => {
    const location = await newLocation(t, c.token);
    const manager = await newUser(t, c.companyId, 'user');
    const report = await newPerson(t, c.token, location, { jobRole: { jobTitle: 'Report', reportingTo: manager.personId } });
    const basics = await field('basics');
    const banking = await field('banking');
    const bank = (await t.api.post('/api/bank-accounts', c.token, { personId: report.id })).body.id as string;
    const reportBasics = await value(report.id, basics);
    const reportBanking = await value(report.id, banking, bank);
    const ownBasics = await value(manager.personId, basics);

    const listed = (await t.api.get('/api/custom-values?$limit=100', manager.token)).body.data.map((v: { id: string }) => v.id).sort();
    expect(listed).toEqual([reportBasics, ownBasics].sort());

    const auth = await t.app.get(TokenResolver).resolve(`Bearer ${manager.token}`);
    const qb = t.db.manager.createQueryBuilder(CustomValue, 'cvalue');
    for (const condition of t.app.get(CustomValuesService).readScope(auth)) qb.andWhere(condition.sql, condition.params);
    const scoped = (await qb.getMany()).map((v) => v.id).sort();
    expect(scoped).toEqual(listed);
    expect(scoped).not.toContain(reportBanking);
  });
});
