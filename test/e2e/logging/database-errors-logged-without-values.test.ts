import { captureLogs } from '../../support/log-capture';
import { messageWithoutValues } from '../../../src/core/logging/error-serializer';
import { newCompany, newUser, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * A database error is logged without the values it carries: a TypeORM query error holds its parameters (bank
 * account numbers) and PostgreSQL's detail, so the 500 path must not log the raw error. The log keeps the error id,
 * class, code and table only.
 */
describe('logged database errors carry no values', () => {
  let t: TestApp;
  let c: TestCompany;
  const { stream, lines } = captureLogs();
  const account = 'DE89370400440532013000';
  const body = (personId: string) => ({
    personId, bankName: 'Deutsche Bank', nameOnAccount: 'Ada Lovelace', accountNumber: account, swiftCode: 'DEUTDEFF',
    sortCode: '40-47-84', routingNumber: '021000021',
  });

  beforeAll(async () => {
    t = await createTestApp({ logStream: stream });
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  const errorLine = (errorId: string) => {
    const line = lines.find((l) => l.includes(errorId));
    expect(line).toBeDefined();
    return JSON.parse(line!);
  };

  it('a database error raised with the value in its message and detail logs neither, but the error id', async () => {
    await t.db.query(`CREATE FUNCTION refuse_account() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused %', NEW.account_number USING DETAIL = 'account ' || NEW.account_number, HINT = NEW.sort_code; END $$`);
    await t.db.query(`CREATE TRIGGER refuse_account BEFORE INSERT ON bank_accounts FOR EACH ROW EXECUTE FUNCTION refuse_account()`);
    try {
      const person = await newUser(t, c.companyId, 'user');
      const res = await t.api.post('/api/bank-accounts', c.token, body(person.personId));
      expect(res.status).toBe(500);
      expect(res.body).toEqual(expect.objectContaining({ code: 500, name: 'GeneralError', id: expect.stringMatching(/^err_/) }));
      const logged = errorLine(res.body.id);
      expect(logged.err).toEqual(expect.objectContaining({ type: 'QueryFailedError', code: 'P0001' }));
      const text = lines.join('\n');
      expect(text).not.toContain(account);
      expect(text).not.toContain('370400440532013000');
      expect(text).not.toContain('40-47-84');
      expect(text).not.toContain('021000021');
      expect(logged.err).not.toHaveProperty('parameters');
      expect(logged.err).not.toHaveProperty('detail');
      expect(logged.err).not.toHaveProperty('query');
    } finally {
      await t.db.query('DROP TRIGGER refuse_account ON bank_accounts; DROP FUNCTION refuse_account()');
    }
  });

  it('a query against a dropped column logs the class, code and table but no parameter', async () => {
    await t.db.query('ALTER TABLE bank_accounts DROP COLUMN swift_code');
    const person = await newUser(t, c.companyId, 'user');
    const res = await t.api.post('/api/bank-accounts', c.token, body(person.personId));
    expect(res.status).toBe(500);
    const logged = errorLine(res.body.id);
    expect(logged.errorId).toBe(res.body.id);
    expect(logged.err).toEqual(expect.objectContaining({ type: 'QueryFailedError', code: '42703' }));
    expect(lines.join('\n')).not.toContain(account);
    expect(lines.join('\n')).not.toContain('DEUTDEFF');
  });

  it('messages lose their quoted values and digit runs', () => {
    expect(messageWithoutValues('duplicate key value violates unique constraint "x" Key (tax_id)=(AB123456) already exists')).toBe(
      'duplicate key value violates unique constraint "x" Key (?)=(?) already exists',
    );
    expect(messageWithoutValues('column "swift_code" of relation "bank_accounts" does not exist')).toBe('column "swift_code" of relation "bank_accounts" does not exist');
    expect(messageWithoutValues('invalid input value for enum role: "DE89370400440532013000"')).toBe('invalid input value for enum role: ?');
    expect(messageWithoutValues('value "secret" is out of range for type integer')).toBe('value ? is out of range for type integer');
    expect(messageWithoutValues("invalid input syntax for type uuid: 'abc'")).toBe('invalid input syntax for type uuid: ?');
  });
});
