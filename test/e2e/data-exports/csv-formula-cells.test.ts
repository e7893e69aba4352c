import { newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { exportCsv } from './exports-support';

/** D11 (OWASP CSV injection): whitespace before a formula sign, and the fullwidth signs, are neutralised in CSV cells. */
describe('data exports: CSV cells a spreadsheet would run as formulas', () => {
  let t: TestApp;
  let c: TestCompany;
  let motto: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    const london = await newLocation(t, c.token);
    const cobra = await newPerson(t, c.token, london, { lastName: 'Cobra', preferredName: '\uff1dHYPERLINK("http://x")' });
    motto = (await t.api.post('/api/custom-fields', c.token, { name: 'Motto', section: 'basics', type: 'text' })).body.id;
    const value = await t.api.post('/api/custom-values', c.token, { personId: cobra.id, customFieldId: motto, value: ' =1+1' });
    expect(value.status).toBe(201);
  });
  afterAll(() => t.close());

  it('prefixes a quote to a fullwidth formula sign and to a formula sign after a space', async () => {
    const { rows } = await exportCsv(t, c.token, { fields: ['lastName', 'preferredName'], customFields: [motto] });
    const cobra = rows.find((r) => r.lastName === 'Cobra')!;
    expect(cobra.preferredName).toBe('\'\uff1dHYPERLINK("http://x")');
    expect(cobra.Motto).toBe('\' =1+1');
  });
});
