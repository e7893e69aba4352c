import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { EntityMetadata } from 'typeorm/metadata/EntityMetadata';
import { Client } from 'pg';
import { insertEntity, insertStatement, MAX_PREPARED_INSERT_SHAPES } from '../../../src/core/database/entity-insert';
import { writeTransaction } from '../../../src/core/database/write-transaction';
import { Person } from '../../../src/modules/people';
import { newCompany, newLocation, newPerson } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/** A value of the column's type, as an entity would hold it. */
function sample(column: ColumnMetadata): unknown {
  const value = (() => {
    if (column.enum?.length) return column.enum[0];
    switch (typeof column.type === 'function' ? column.type.name.toLowerCase() : column.type) {
      case 'boolean': return true;
      case 'int': case 'integer': case 'smallint': case 'bigint': case 'number': return 3;
      case 'numeric': case 'decimal': return '12.50';
      case 'date': return '2026-01-02';
      case 'timestamptz': case 'timestamp': case 'date_': return new Date('2026-01-02T03:04:05.000Z');
      case 'jsonb': case 'json': return { a: [1, 'b'] };
      case 'bytea': return Buffer.from('bytes');
      default: return `v-${column.propertyName}`;
    }
  })();
  return column.isArray ? [value] : value;
}

function row(metadata: EntityMetadata, given: (column: ColumnMetadata, index: number) => boolean): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  metadata.columns.forEach((column, index) => {
    if (column.isInsert && given(column, index)) column.setEntityValue(values, sample(column));
  });
  return values;
}

/** The core's INSERT is TypeORM's statement, sent as a prepared statement: same text, same values, same read-back. */
describe('entity insert', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("every entity's INSERT, with every column given, with some and with none, is the text and values TypeORM writes", () => {
    const shapes = [() => true, (_: ColumnMetadata, i: number) => i % 2 === 0, () => false];
    let compared = 0;
    for (const metadata of t.db.entityMetadatas) {
      for (const given of shapes) {
        const values = row(metadata, given);
        const [text, params] = t.db.createQueryBuilder().insert().into(metadata.target).values({ ...values }).getQueryAndParameters();
        const returning = metadata.getInsertionReturningColumns().map((c) => `"${c.databaseName}"`).join(', ');
        expect(insertStatement(metadata, t.db.driver, values)).toEqual({ text: returning ? `${text} RETURNING ${returning}` : text, params });
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(3 * 20);
  });

  it('a row inserted in a transaction reads back its defaults into the values, and is stored', async () => {
    const c = await newCompany(t);
    const template = await newPerson(t, c.token, await newLocation(t, c.token));
    const stored = (await t.db.getRepository(Person).findOneByOrFail({ id: template.id })) as unknown as Record<string, unknown>;
    const values: Record<string, unknown> = { ...stored, id: 'pr_insert_test', email: `insert-${Date.now()}@example.com`, employeeId: null, calendarFeedToken: null, calendarFeedTokenIndex: null };
    for (const key of ['status', 'role', 'teams', 'isVerified']) delete values[key];
    await writeTransaction(t.db, (em) => insertEntity(em, Person, values as unknown as Person));
    expect({ status: values.status, role: values.role, teams: values.teams, isVerified: values.isVerified }).toEqual({
      status: expect.any(String), role: 'user', teams: [], isVerified: false,
    });
    const [back] = await t.db.query('SELECT role, teams, is_verified FROM people WHERE id = $1', ['pr_insert_test']);
    expect(back).toEqual({ role: 'user', teams: [], is_verified: false });
  });

  it('at most MAX_PREPARED_INSERT_SHAPES insert shapes are prepared; the rest run unnamed', async () => {
    const c = await newCompany(t);
    const template = await newPerson(t, c.token, await newLocation(t, c.token));
    const stored = (await t.db.getRepository(Person).findOneByOrFail({ id: template.id })) as unknown as Record<string, unknown>;
    const optional = ['bio', 'pronouns', 'twitter', 'github', 'linkedIn', 'preferredName', 'middleName', 'state'];
    const sent: { name?: string; text: string }[] = [];
    const original = Client.prototype.query as (...args: unknown[]) => unknown;
    const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
      const query = args[0] as { name?: string; text?: string } | string;
      if (typeof query === 'object' && query.text?.startsWith('INSERT INTO "people"')) sent.push({ name: query.name, text: query.text });
      return original.apply(this, args);
    } as never);
    const rolledBack = new Error('roll back');
    try {
      await writeTransaction(t.db, async (em) => {
        for (let shape = 0; shape < 2 ** optional.length && new Set(sent.map((s) => s.text)).size <= MAX_PREPARED_INSERT_SHAPES + 5; shape++) {
          const values: Record<string, unknown> = { ...stored, id: `pr_shape_${shape}`, email: `shape-${shape}@example.com`, employeeId: null, calendarFeedToken: null, calendarFeedTokenIndex: null };
          optional.forEach((field, bit) => (values[field] = shape & (1 << bit) ? 'x' : undefined));
          await insertEntity(em, Person, values as unknown as Person);
        }
        throw rolledBack;
      }).catch((error) => {
        if (error !== rolledBack) throw error;
      });
    } finally {
      spy.mockRestore();
    }
    const named = new Set(sent.filter((s) => s.name).map((s) => s.text));
    const unnamed = new Set(sent.filter((s) => !s.name).map((s) => s.text));
    expect(named.size).toBeLessThanOrEqual(MAX_PREPARED_INSERT_SHAPES);
    expect(unnamed.size).toBeGreaterThanOrEqual(5);
    expect([...unnamed].filter((text) => named.has(text))).toEqual([]);
  });
});
