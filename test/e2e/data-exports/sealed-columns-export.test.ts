import { SealedValues } from '../../../src/core/crypto';
import { DemoSeedService } from '../../../src/modules/people/demo/demo-seed.service';
import { pdf, upload } from '../files/files-support';
import { newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { download, exportCsv } from './exports-support';

/**
 * Encryption at rest (docs/security.md): the columns stored sealed (tax id and code, bank account numbers, identity
 * document numbers) are exported as the plaintexts the API shows, never as their ciphertexts, in CSV and JSON;
 * legacy plain values export as they are; a ciphertext moved to another row fails the export, never shows.
 */
describe('data exports: sealed columns', () => {
  let t: TestApp;
  let c: TestCompany;
  let ada: any;
  let bob: any;
  let account: any;
  let passport: any;
  const BANK_FIELDS = ['accountNumber', 'sortCode', 'routingNumber'];
  const PEOPLE_FIELDS = ['lastName', 'taxId', 'taxCode', 'bankName', ...BANK_FIELDS];

  const stored = async (table: string, column: string, id: string): Promise<string> =>
    (await t.db.query(`SELECT ${column} AS v FROM ${table} WHERE id = $1`, [id]))[0].v;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    const london = await newLocation(t, c.token);
    const made = await newPerson(t, c.token, london, { firstName: 'Ada', lastName: 'Aardvark', taxId: 'AB 12 34 56 C', taxCode: '1257L' });
    const other = await newPerson(t, c.token, london, { firstName: 'Bob', lastName: 'Badger', taxId: 'ZZ 99 88 77 D', taxCode: 'BR' });
    const bank = await t.api.post('/api/bank-accounts', c.token, {
      personId: made.id, bankName: 'Bank', accountNumber: '31926819', sortCode: '60-16-13', routingNumber: '=021000021',
    });
    expect(bank.status).toBe(201);
    const fileId = (await upload(t, c.token, { type: 'identityDocument', personId: made.id, bytes: pdf() })).body.id;
    const doc = await t.api.post('/api/identity-documents', c.token, { personId: made.id, type: 'Passport', number: 'P-123456789', fileId, expiryDate: '2030-01-01' });
    expect(doc.status).toBe(201);
    // What the API shows: the values the export must hold.
    ada = (await t.api.get(`/api/people/${made.id}`, c.token)).body;
    bob = (await t.api.get(`/api/people/${other.id}`, c.token)).body;
    account = (await t.api.get(`/api/bank-accounts/${bank.body.id}`, c.token)).body;
    passport = (await t.api.get(`/api/identity-documents/${doc.body.id}`, c.token)).body;
  });
  afterAll(() => t.close());

  it('people: tax id, tax code and bank account numbers are exported as the API shows them while the database holds ciphertexts', async () => {
    expect(ada.taxId).toBe('AB 12 34 56 C');
    expect(account.accountNumber).toBe('31926819');
    for (const column of ['tax_id', 'tax_code']) expect(await stored('people', column, ada.id)).toMatch(/^v1:/);
    for (const column of ['account_number', 'sort_code', 'routing_number']) expect(await stored('bank_accounts', column, account.id)).toMatch(/^v1:/);

    const { rows } = await exportCsv(t, c.token, { fields: PEOPLE_FIELDS });
    expect(rows.find((r) => r.lastName === 'Aardvark')).toEqual({
      lastName: 'Aardvark', taxId: ada.taxId, taxCode: ada.taxCode, bankName: 'Bank',
      accountNumber: account.accountNumber, sortCode: account.sortCode, routingNumber: `'${account.routingNumber}`,
    });
    expect(rows.find((r) => r.lastName === 'Badger')).toEqual(expect.objectContaining({ taxId: bob.taxId, taxCode: bob.taxCode, accountNumber: '' }));

    const json = await download(t, c.token, { fields: PEOPLE_FIELDS, json: true });
    expect(json.status).toBe(200);
    expect(json.body.find((r: any) => r.lastName === 'Aardvark')).toEqual({
      lastName: 'Aardvark', taxId: ada.taxId, taxCode: ada.taxCode, bankName: 'Bank',
      accountNumber: account.accountNumber, sortCode: account.sortCode, routingNumber: account.routingNumber,
    });
    expect(JSON.stringify(json.body)).not.toContain('v1:');
  });

  it('identity documents: the number is exported as the API shows it while the database holds its ciphertext', async () => {
    expect(passport.number).toBe('P-123456789');
    expect(await stored('identity_documents', 'number', passport.id)).toMatch(/^v1:/);
    const { rows } = await exportCsv(t, c.token, { type: 'identityDocument', fields: ['lastName', 'type', 'number'] });
    expect(rows).toEqual([{ lastName: 'Aardvark', type: 'Passport', number: passport.number }]);
    const json = await download(t, c.token, { type: 'identityDocument', fields: ['lastName', 'number'], json: true });
    expect(json.body).toEqual([{ lastName: 'Aardvark', number: passport.number }]);
  });

  it('stored exports (behind a link) hold the plaintexts too', async () => {
    const made = await t.api.post('/api/data-exports', c.token, { fields: ['lastName', 'taxId', 'accountNumber'] });
    expect(made.status).toBe(201);
    expect(made.body.status).toBe('ready');
    const file = await t.app.inject({ method: 'GET', url: made.body.url });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(`Aardvark,${ada.taxId},${account.accountNumber}`);
    expect(file.body).not.toContain('v1:');
  });

  it('a legacy plain value (stored before encryption) is exported as it is', async () => {
    await t.db.query(`UPDATE people SET tax_id = 'LEGACY-TAX', tax_code = NULL WHERE id = $1`, [bob.id]);
    await t.db.query(`UPDATE bank_accounts SET sort_code = '11-22-33' WHERE id = $1`, [account.id]);
    await t.db.query(`UPDATE identity_documents SET number = 'LEGACY-P1' WHERE id = $1`, [passport.id]);
    const { rows } = await exportCsv(t, c.token, { fields: PEOPLE_FIELDS });
    expect(rows.find((r) => r.lastName === 'Badger')).toEqual(expect.objectContaining({ taxId: 'LEGACY-TAX', taxCode: '' }));
    expect(rows.find((r) => r.lastName === 'Aardvark')).toEqual(expect.objectContaining({ taxId: ada.taxId, sortCode: '11-22-33', accountNumber: account.accountNumber }));
    const docs = await exportCsv(t, c.token, { type: 'identityDocument', fields: ['number'] });
    expect(docs.rows).toEqual([{ number: 'LEGACY-P1' }]);
  });

  it('a ciphertext copied to another person fails the export (download or stored) with an error, never showing the value on the wrong row', async () => {
    const bobsBefore = await stored('people', 'tax_id', bob.id);
    await t.db.query(`UPDATE people SET tax_id = (SELECT tax_id FROM people WHERE id = $1) WHERE id = $2`, [ada.id, bob.id]);
    try {
      const res = await download(t, c.token, { fields: ['lastName', 'taxId'] });
      expect(res.status).toBe(500);
      expect(JSON.stringify(res.body)).not.toContain(ada.taxId);
      expect(res.body.message).toBe('A stored value of this record cannot be read');
      const storedExport = await t.api.post('/api/data-exports', c.token, { fields: ['lastName', 'taxId'] });
      expect(storedExport.status).toBe(500);
      expect(JSON.stringify(storedExport.body)).not.toContain(ada.taxId);
    } finally {
      await t.db.query(`UPDATE people SET tax_id = $2 WHERE id = $1`, [bob.id, bobsBefore]);
    }
  });

  it('opens the sealed cells of many rows per batch: every row its own value, one opening per batch of rows', async () => {
    const other = await newCompany(t);
    await t.app.get(DemoSeedService).seed(other.companyId, 600);
    const people: { id: string }[] = await t.db.query(`SELECT id FROM people WHERE company_id = $1 AND demo`, [other.companyId]);
    const values = people.map((_, i) => `TAX-${i}`);
    const sealed = await t.app.get(SealedValues).sealAll(other.companyId, people.map((p, i) => ({
      value: values[i], context: { table: 'people', column: 'tax_id', companyId: other.companyId, rowId: p.id },
    })));
    await t.db.query(
      `UPDATE people SET tax_id = v.tax_id FROM unnest($1::text[], $2::text[]) AS v(id, tax_id) WHERE people.id = v.id`,
      [people.map((p) => p.id), sealed],
    );
    const openings = jest.spyOn(t.app.get(SealedValues), 'openAll');
    try {
      const res = await download(t, other.token, { fields: ['taxId'], includeNewHires: true, includeOffboarded: true, json: true });
      expect(res.status).toBe(200);
      const exported = (res.body as { taxId: string | null }[]).map((r) => r.taxId).filter((v) => v !== null).sort();
      expect(exported).toEqual([...values].sort());
      // 600 demo people and the owner: two batches of at most 500 rows, each opened at once.
      const sizes = openings.mock.calls.map(([items]) => items.length);
      expect(sizes).toHaveLength(2);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(500);
      expect(sizes[0] + sizes[1]).toBe(600);
    } finally {
      openings.mockRestore();
    }
  }, 120_000);
});
