import { ColumnShape, defaultRead } from './default-read';

const COLUMNS: Record<string, ColumnShape> = {
  id: { type: 'text' },
  value: { type: 'text' },
  createdAt: { type: 'timestamptz' },
  isUsed: { type: 'boolean', isVirtualProperty: true, query: (alias) => `EXISTS (SELECT 1 FROM uses u WHERE u.type_id = ${alias}.id)` },
  size: { type: 'bigint', transformer: { from: Number, to: Number } },
  tags: { type: 'simple-array' },
  seenAt: { type: 'timestamp' },
};
const columnOf = (field: string) => COLUMNS[field];

describe('the default read of a resource without a declared one', () => {
  it('selects its definition fields, in order, as stored', () => {
    expect(defaultRead('thing', ['id', 'value', 'createdAt'], 't', columnOf)).toEqual({ fields: ['id', 'value', 'createdAt'] });
  });

  it('opens the sealed fields the answer does not show, as the entity did', () => {
    expect(defaultRead('thing', ['id', 'value'], 't', columnOf, ['value', 'secret'])).toEqual({ fields: ['id', 'value'], opened: ['secret'] });
  });

  it('selects a virtual column through its query on the alias', () => {
    expect(defaultRead('thing', ['id', 'isUsed'], 't', columnOf)).toEqual({
      fields: ['id', 'isUsed'],
      sql: { isUsed: '(EXISTS (SELECT 1 FROM uses u WHERE u.type_id = t.id))' },
    });
  });

  it.each(['size', 'tags', 'seenAt'])('refuses %s, whose column TypeORM converts on load, asking for a declared read', (field) => {
    expect(() => defaultRead('thing', ['id', field], 't', columnOf)).toThrow(`thing: field ${field} is converted by TypeORM on load; declare the resource's read`);
  });

  it('refuses a field that is no column of the entity', () => {
    expect(() => defaultRead('thing', ['id', 'nickname'], 't', columnOf)).toThrow('thing: field nickname is not a column of its entity');
  });
});
