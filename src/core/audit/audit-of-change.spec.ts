import { auditOfChange, RecordedChange } from './audit-of-change';

/** An update of a record whose name and status moved, with a bookkeeping timestamp moving too. */
const update = (auditValues?: readonly string[]): RecordedChange => ({
  companyId: 'co_1',
  type: 'contractor.updated',
  object: { id: 'ctr_1', personId: 'per_1', name: 'New name', status: 'active', iban: 'GB29NWBK60161331926819', updatedAt: 't2' },
  previousAttributes: { name: 'Old name', status: 'inactive', iban: 'DE89370400440532013000', updatedAt: 't1' },
  auditValues,
});

describe('an audit entry of a change holds values only of the fields its resource declares', () => {
  it('names the changed fields and holds no value when the resource declares none', () => {
    const entry = auditOfChange(update());
    expect(entry).toMatchObject({ action: 'contractor.updated', target: { type: 'contractor', id: 'ctr_1' }, subjectPersonIds: ['per_1'] });
    expect(entry.fields).toEqual(['name', 'status', 'iban']);
    expect(entry.changes).toBeNull();
    expect(JSON.stringify(entry)).not.toMatch(/Old name|New name|GB29|DE89/);
  });

  it('an empty declaration is names only as well', () => {
    expect(auditOfChange(update([])).changes).toBeNull();
  });

  it('holds from/to of the declared fields only, naming the others', () => {
    const entry = auditOfChange(update(['status', 'locationId']));
    expect(entry.fields).toEqual(['name', 'status', 'iban']);
    expect(entry.changes).toEqual({ status: { from: 'inactive', to: 'active' } });
  });

  it('a declared field that changed to or from nothing holds null', () => {
    const entry = auditOfChange({ ...update(['name']), object: { id: 'ctr_1', name: null }, previousAttributes: { name: 'Old name' } });
    expect(entry.changes).toEqual({ name: { from: 'Old name', to: null } });
  });

  it('a create names the fields it set and holds no value, declared or not', () => {
    const entry = auditOfChange({ companyId: 'co_1', type: 'contractor.created', object: { id: 'ctr_1', name: 'A', status: 'active', note: null, createdAt: 't' }, auditValues: ['name', 'status'] });
    expect(entry.fields).toEqual(['name', 'status']);
    expect(entry.changes).toBeNull();
  });
});
