import { deliverySubjects } from './delivery-subjects';

const payload = (object: unknown) => JSON.stringify({ id: 'evt_1', type: 'x', companyId: 'co_1', data: { object } });

describe('the people a delivery is about', () => {
  it('names the person of a person event and the person a record names', () => {
    expect(deliverySubjects('person.updated', payload({ id: 'per_1', taxId: 'v1:...' }))).toEqual(['per_1']);
    expect(deliverySubjects('bankAccount.created', payload({ id: 'ba_1', personId: 'per_2' }))).toEqual(['per_2']);
  });

  it('names nobody for records of no person, erasure markers, test events and unreadable payloads', () => {
    expect(deliverySubjects('location.created', payload({ id: 'loc_1' }))).toEqual([]);
    expect(deliverySubjects('person.updated', payload({ erased: true, personId: 'per_1', erasedAt: '2026-01-01T00:00:00.000Z' }))).toEqual([]);
    expect(deliverySubjects('webhook.test', payload({ webhookId: 'wh_1', message: 'A test event' }))).toEqual([]);
    expect(deliverySubjects('person.updated', '{not json')).toEqual([]);
    expect(deliverySubjects('person.updated', JSON.stringify({ data: { object: ['per_1'] } }))).toEqual([]);
  });
});
