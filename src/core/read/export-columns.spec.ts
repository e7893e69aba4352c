import { sealedColumns } from '../crypto/sealed/sealed-columns';
import { fieldColumns, sealedColumn } from './export-columns';
import { ReadDeclaration } from './read-declaration';

/** Export columns built from a read declaration take its fields' classes and SQL, so a field is described once. */
const READ: ReadDeclaration = {
  fields: ['id', 'firstName', 'birthday', 'status', 'jobRole'],
  sql: { status: "CASE WHEN p.ended THEN 'offboarded' ELSE p.status END" },
  fieldClass: (field) => (field === 'birthday' ? 'birthday' : field === 'status' || field === 'firstName' ? 'public' : 'private'),
};

describe('export columns from a read declaration', () => {
  it('take the class of the field they show, and its SQL: declared, else the column of the same name', () => {
    const columns = fieldColumns(READ, 'p', {
      firstName: {},
      birthday: { kind: 'date' },
      employeeStatus: { field: 'status' },
      jobTitle: { field: 'jobRole', sql: 'role.job_title', joins: ['role'] },
    });
    expect(columns).toEqual({
      firstName: { sql: 'p.first_name', kind: 'text', fieldClass: 'public' },
      birthday: { sql: 'p.birthday', kind: 'date', fieldClass: 'birthday' },
      employeeStatus: { sql: "CASE WHEN p.ended THEN 'offboarded' ELSE p.status END", kind: 'text', fieldClass: 'public' },
      jobTitle: { sql: 'role.job_title', kind: 'text', joins: ['role'], fieldClass: 'private' },
    });
  });

  it('refuse a field the read declaration does not answer', () => {
    expect(() => fieldColumns(READ, 'p', { nickname: {} })).toThrow('nickname is not a field of the read declaration');
  });

  it('have no class when the declaration has none (every reader of the rows sees every field)', () => {
    expect(fieldColumns({ fields: ['name'] }, 'e', { name: {} }).name).toEqual({ sql: 'e.name', kind: 'text' });
  });
});

describe('a sealed export column', () => {
  it('selects the stored column and names the row its value is bound to', () => {
    const declaration = sealedColumns({ table: 'export_column_spec', fields: { taxId: 'tax_id' } });
    expect(sealedColumn(declaration, 'taxId', 'p', { joins: ['x'] })).toEqual({
      sql: 'p.tax_id', kind: 'text', joins: ['x'], sealed: { declaration, field: 'taxId', rowIdSql: 'p.id' },
    });
  });
});
