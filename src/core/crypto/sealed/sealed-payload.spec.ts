import { sealedColumns, sealedFieldsOfResource } from './sealed-columns';
import { sealedPayloadFields } from './sealed-payload';

sealedColumns({ resource: 'specThing', table: 'spec_things', fields: { secretNumber: 'secret_number', otherSecret: 'other_secret' } });

const payload = (type: string, data: Record<string, Record<string, unknown>>) => ({ id: 'evt_1', type, companyId: 'co_1', data });

describe('sealed fields of an event payload', () => {
  it('finds the resource\'s sealed string fields in the object and the previous attributes, each bound to the event and its place', () => {
    const found = sealedPayloadFields(payload('specThing.updated', {
      object: { id: 'x', secretNumber: '123', otherSecret: null, name: 'n' },
      previousAttributes: { secretNumber: '99' },
    }));
    expect(found.map((f) => [f.field, f.part[f.field], f.context])).toEqual([
      ['secretNumber', '123', { table: 'events', column: 'payload.object.secretNumber', companyId: 'co_1', rowId: 'evt_1' }],
      ['secretNumber', '99', { table: 'events', column: 'payload.previousAttributes.secretNumber', companyId: 'co_1', rowId: 'evt_1' }],
    ]);
  });

  it('finds nothing in payloads of resources without sealed fields', () => {
    expect(sealedPayloadFields(payload('location.created', { object: { secretNumber: '1' } }))).toEqual([]);
    expect(sealedFieldsOfResource('location')).toEqual([]);
  });

  it('refuses a table declared twice with different fields', () => {
    expect(() => sealedColumns({ resource: 'specThing', table: 'spec_things', fields: { secretNumber: 'x' } })).toThrow('declared twice');
  });
});
