import type { ExportDeclaration } from '../../core/read/export-declaration';
import { ExportCatalog, ExportSource } from './export-catalog';
import { EXPORT_CATALOG, EXPORT_SOURCES } from '../../../test/support/export-catalog';
import { BANK_ACCOUNT_EXPORT } from '../bank-accounts/bank-account.export';
import { DOCUMENT_EXPORT } from '../documents/document.export';
import { PERSON_EXPORT } from '../people/person.export';

/**
 * The export catalogue composes the resources' declarations: what reading a column takes follows from the resource
 * that declares it, each spec name has exactly one declaring resource, and the people's joins come first.
 */
const source = (exported: ExportDeclaration, scope: ExportSource['scope'], resource: ExportSource['resource'], alias: string, table: string): ExportSource => ({
  exported, scope, resource, alias, table, personColumn: 'person_id', readScope: () => [],
});
const [people, ...others] = EXPORT_SOURCES;

describe('export catalogue: what reading a column takes follows from the resource declaring it', () => {
  const gate = (type: Parameters<ExportCatalog['columnsOf']>[0], name: string) => {
    const { scope, resource, fieldClass, everyRow } = EXPORT_CATALOG.columnsOf(type)[name].gate;
    return { scope, resource, fieldClass, everyRow };
  };

  it.each<[Parameters<ExportCatalog['columnsOf']>[0], string, object]>([
    ['people', 'firstName', { scope: 'public:read', resource: 'person', fieldClass: 'public' }],
    ['people', 'phoneNumber', { scope: 'private:read', resource: 'person', fieldClass: 'private' }],
    ['people', 'shortBirthday', { scope: 'private:read', resource: 'person', fieldClass: 'birthday' }],
    ['people', 'salary', { scope: 'compensations:read', resource: 'compensation' }],
    ['people', 'accountNumber', { scope: 'private:read', resource: 'bankAccount' }],
    ['people', 'idExpiryDates', { scope: 'documents:read', resource: 'identityDocument' }],
    ['people', 'paidTimeOff', { scope: 'public:read', resource: 'timeAway' }],
    ['people', 'sickLeave', { scope: 'private:read', resource: 'timeAway', fieldClass: 'private' }],
    ['timeAway', 'approvalFlow', { scope: 'private:read', resource: 'person', fieldClass: 'private' }],
    ['timeAway', 'note', { scope: 'private:read', resource: 'timeAway', fieldClass: 'private' }],
    ['identityDocument', 'verifier', { scope: 'documents:read', resource: 'identityDocument', everyRow: true }],
    ['timesheet', 'totalTime', { scope: 'private:read', resource: 'timesheetSubmission' }],
  ])('%s %s: %j', (type, name, expected) => {
    expect(gate(type, name)).toEqual({ fieldClass: undefined, everyRow: undefined, ...expected });
  });

  it('reads custom values of a section through the record the section extends, with its own scope check', () => {
    const extras = EXPORT_CATALOG.extras.get('customFields')!;
    const column = extras.column({ id: 'cf1', name: 'Pay note', group: 'compensation' }, 'cfield0');
    expect([column.gate.scope, column.gate.resource]).toEqual(['private:read', 'compensation']);
    expect(column.sql).toContain(':cfield0');
  });

  it('gives the type of a private time-away category (its days) the private view, as the time-away module says', () => {
    const extras = EXPORT_CATALOG.extras.get('timeAwayTypes')!;
    expect(extras.column({ id: 't1', name: 'Sick', group: 'sickLeave' }, 'ttype0').gate.fieldClass).toBe('private');
    expect(extras.column({ id: 't2', name: 'Holiday', group: 'paidTimeOff' }, 'ttype0').gate.fieldClass).toBeUndefined();
  });
});

describe('export catalogue: every name of the spec has one declaring resource', () => {
  it('composes the served declarations', () => {
    expect(() => new ExportCatalog([people, ...others])).not.toThrow();
  });

  it('fails naming a column of the spec no served resource declares', () => {
    const withoutBank = others.filter((s) => s.exported !== BANK_ACCOUNT_EXPORT);
    expect(() => new ExportCatalog([people, ...withoutBank])).toThrow('no served resource declares the people column bankName');
  });

  it('fails on a column two resources declare', () => {
    const twice = source({ columns: { salary: { sql: 'NULL', kind: 'text' } } }, 'private:read', 'customValue', 'cvalue', 'custom_values');
    expect(() => new ExportCatalog([people, ...others, twice])).toThrow('column salary is declared twice');
  });

  it('fails on a column naming a join no resource declares', () => {
    const broken = { ...PERSON_EXPORT, columns: { ...PERSON_EXPORT.columns, firstName: { sql: 'x.name', kind: 'text' as const, joins: ['nowhere'] } } };
    expect(() => new ExportCatalog([{ ...people, exported: broken }, ...others])).toThrow('needs undeclared joins: nowhere');
  });

  it('fails naming a list parameter whose columns no served resource declares', () => {
    const withoutCustomFields = others.map((s) => (s.exported.extraColumns?.list === 'customFields' ? { ...s, exported: { ...s.exported, extraColumns: undefined } } : s));
    expect(() => new ExportCatalog([people, ...withoutCustomFields])).toThrow('no served resource declares the columns of customFields');
  });

  it('fails on records of a type the API does not have', () => {
    const stray = source({ records: { type: 'trainings', order: 't.id', columns: {} } }, 'private:read', 'equipment', 't', 'trainings');
    expect(() => new ExportCatalog([people, ...others, stray])).toThrow('trainings is not an export type');
  });

  it('needs exactly one resource declaring the people, aliased as the declarations read them', () => {
    expect(() => new ExportCatalog(others)).toThrow('0 resources declare the exported people');
    expect(() => new ExportCatalog([{ ...people, alias: 'p' }, ...others])).toThrow('the people are aliased p');
  });

  it('refuses field classes on a resource its controller reads with another scope than public or private', () => {
    const classed = source({ ...DOCUMENT_EXPORT, columns: { extra: { sql: 'NULL', kind: 'text', fieldClass: 'private' } } }, 'documents:read', 'document', 'document', 'documents');
    expect(() => new ExportCatalog([people, ...others.filter((s) => s.exported !== DOCUMENT_EXPORT), classed])).toThrow('its columns have no field classes');
  });

  it('adds the people\'s joins first, whatever order the resources were served in', () => {
    expect([...new ExportCatalog([...others, people]).personJoins.keys()]).toEqual(['company', 'location', 'role', 'manager', 'bank']);
  });
});
