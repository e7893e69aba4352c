import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { databaseUrl } from '../../support/test-env';
import { captureLogs } from '../../support/log-capture';
import { newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { WebhookReceiver } from '../../support/webhook-receiver';
import { DELIVERING_ENV, publishedWebhook } from '../../support/webhooks';
import { png, upload } from '../files/files-support';

/** A value no other row or fixture holds, so a dump either contains it or does not. */
const marker = (prefix: string) => `${prefix}${randomBytes(6).toString('hex').toUpperCase()}`;

/** The whole database as `pg_dump` writes it (plain SQL): what a backup, a replica or a support dump holds. */
function dump(t: TestApp): string {
  return execFileSync('pg_dump', ['--no-owner', databaseUrl(t.databaseName)], { maxBuffer: 512 * 1024 * 1024 }).toString('utf8');
}

/**
 * Encryption at rest of sensitive fields (docs/security.md, "What is encrypted"): tax ids, bank account numbers and
 * identity document numbers are stored sealed in their tables, in event payloads, webhook deliveries and stored
 * idempotent answers; clients see the values unchanged; a ciphertext moved or altered answers an error, never a value.
 */
describe('sealed fields', () => {
  let t: TestApp;
  let c: TestCompany;
  let other: TestCompany;
  let locationId: string;
  const logs = captureLogs();
  const receiver = new WebhookReceiver();

  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp({ mode: 'all', env: DELIVERING_ENV, logStream: logs.stream });
    c = await newCompany(t);
    other = await newCompany(t);
    locationId = await newLocation(t, c.token);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('stores tax ids, bank account numbers and document numbers sealed everywhere: a pg_dump holds none of them', async () => {
    await publishedWebhook(t, c.token, { url: receiver.url });
    const secrets = {
      taxId: marker('TAXID'), taxCode: marker('TAXCODE'), accountNumber: marker('DE89ACC'), sortCode: marker('SORT'),
      routingNumber: marker('ROUTE'), number: marker('PASS'), updatedTaxId: marker('NEWTAX'),
    };
    const person = await newPerson(t, c.token, locationId, { taxId: secrets.taxId, taxCode: secrets.taxCode });
    expect(person).toMatchObject({ taxId: secrets.taxId, taxCode: secrets.taxCode });
    const updated = await t.api.patch(`/api/people/${person.id}`, c.token, { taxId: secrets.updatedTaxId });
    expect(updated.body.taxId).toBe(secrets.updatedTaxId);
    const bank = await t.api.request(
      'POST', '/api/bank-accounts', c.token,
      { personId: person.id, accountNumber: secrets.accountNumber, sortCode: secrets.sortCode, routingNumber: secrets.routingNumber },
      { 'idempotency-key': marker('key') },
    );
    expect(bank.status).toBe(201);
    expect(bank.body).toMatchObject({ accountNumber: secrets.accountNumber, sortCode: secrets.sortCode, routingNumber: secrets.routingNumber });
    const fileId = (await upload(t, c.token, { type: 'identityDocument', personId: person.id, filename: 'passport.png', bytes: await png() })).body.id;
    const doc = await t.api.post('/api/identity-documents', c.token, { personId: person.id, type: 'Passport', fileId, number: secrets.number });
    expect(doc.body.number).toBe(secrets.number);

    // Clients read the values unchanged: retrieves, lists and webhook deliveries.
    expect((await t.api.get(`/api/people/${person.id}`, c.token)).body).toMatchObject({ taxId: secrets.updatedTaxId, taxCode: secrets.taxCode });
    expect((await t.api.get(`/api/bank-accounts/${bank.body.id}`, c.token)).body).toEqual(bank.body);
    expect((await t.api.get(`/api/identity-documents?personId=${person.id}`, c.token)).body.data[0].number).toBe(secrets.number);
    await receiver.waitForCount(1, 'identityDocument.created', 20_000, (d) => d.json?.type === 'identityDocument.created');
    const delivered = (type: string) => receiver.received.find((d) => d.json?.type === type)?.json.data;
    expect(delivered('bankAccount.created').object.accountNumber).toBe(secrets.accountNumber);
    expect(delivered('person.updated')).toMatchObject({ object: { taxId: secrets.updatedTaxId }, previousAttributes: { taxId: secrets.taxId } });
    expect(delivered('identityDocument.created').object.number).toBe(secrets.number);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE company_id = $1`, [c.companyId]))[0].n).toBeGreaterThan(3);

    expect((await t.db.query(`SELECT count(*)::int AS n FROM idempotency_keys WHERE company_id = $1`, [c.companyId]))[0].n).toBe(1);
    const text = dump(t);
    expect(text).toContain(person.id);
    for (const [name, value] of Object.entries(secrets)) expect({ name, found: text.includes(value) }).toEqual({ name, found: false });
  });

  it('binds each value to its row, column and company: a copied or altered ciphertext answers an error, logged with the record id', async () => {
    const a = await newPerson(t, c.token, locationId, { taxId: marker('A') });
    const b = await newPerson(t, c.token, locationId, { taxId: marker('B') });
    await t.db.query(`UPDATE people SET tax_id = (SELECT tax_id FROM people WHERE id = $1) WHERE id = $2`, [a.id, b.id]);
    const moved = await t.api.get(`/api/people/${b.id}`, c.token);
    expectError(moved, 500, 'GeneralError');
    expect(JSON.stringify(moved.body)).not.toContain(a.taxId);
    expect(logs.lines.some((line) => line.includes('does not decrypt') && line.includes(b.id))).toBe(true);
    expect((await t.api.get(`/api/people/${a.id}`, c.token)).body.taxId).toBe(a.taxId);

    // The same column of another row read as another column: tax_code holds tax_id's ciphertext.
    await t.db.query(`UPDATE people SET tax_code = tax_id WHERE id = $1`, [a.id]);
    expectError(await t.api.get(`/api/people/${a.id}`, c.token), 500, 'GeneralError');

    const mine = await newPerson(t, c.token, locationId, { taxId: marker('M') });
    const theirs = await newPerson(t, other.token, await newLocation(t, other.token));
    const account = marker('ACC');
    const myBank = (await t.api.post('/api/bank-accounts', c.token, { personId: mine.id, accountNumber: account })).body;
    // The row moved to another company as it is (same id): the company is part of what its values are bound to.
    await t.db.query(`UPDATE bank_accounts SET company_id = $1, person_id = $2 WHERE id = $3`, [other.companyId, theirs.id, myBank.id]);
    const foreign = await t.api.get(`/api/bank-accounts/${myBank.id}`, other.token);
    expectError(foreign, 500, 'GeneralError');
    expect(JSON.stringify(foreign.body)).not.toContain(account);
    expectError(await t.api.get(`/api/bank-accounts?personId=${theirs.id}`, other.token), 500, 'GeneralError');

    // One character of the ciphertext changed.
    const [{ tax_id: sealed }] = await t.db.query(`SELECT tax_id FROM people WHERE id = $1`, [mine.id]);
    const altered = sealed.slice(0, -5) + (sealed.at(-5) === 'A' ? 'B' : 'A') + sealed.slice(-4);
    await t.db.query(`UPDATE people SET tax_id = $1 WHERE id = $2`, [altered, mine.id]);
    expectError(await t.api.get(`/api/people/${mine.id}`, c.token), 500, 'GeneralError');
  });

  it('stores the answer of an idempotent write sealed and replays it unchanged', async () => {
    const person = await newPerson(t, c.token, locationId);
    const key = marker('idem');
    const accountNumber = marker('IDEM');
    const first = await t.api.request('POST', '/api/bank-accounts', c.token, { personId: person.id, accountNumber }, { 'idempotency-key': key });
    const [{ response_body: stored }] = await t.db.query(`SELECT response_body FROM idempotency_keys WHERE key = $1`, [key]);
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(accountNumber);
    const again = await t.api.request('POST', '/api/bank-accounts', c.token, { personId: person.id, accountNumber }, { 'idempotency-key': key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('reads values stored plain before encryption as they are, and seals them on their next change', async () => {
    const person = await newPerson(t, c.token, locationId);
    await t.db.query(`UPDATE people SET tax_id = 'PLAIN-LEGACY-1' WHERE id = $1`, [person.id]);
    expect((await t.api.get(`/api/people/${person.id}`, c.token)).body.taxId).toBe('PLAIN-LEGACY-1');
    await t.api.patch(`/api/people/${person.id}`, c.token, { taxId: 'PLAIN-LEGACY-2' });
    const [{ tax_id }] = await t.db.query(`SELECT tax_id FROM people WHERE id = $1`, [person.id]);
    expect(tax_id).toMatch(/^v1:/);
    expect((await t.api.get(`/api/people/${person.id}`, c.token)).body.taxId).toBe('PLAIN-LEGACY-2');
  });
});
