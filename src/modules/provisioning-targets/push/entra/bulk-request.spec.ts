import { ENTERPRISE_USER_SCHEMA, USER_SCHEMA } from '../../../scim';
import { BULK_REQUEST_SCHEMA, bulkRequest, deactivation, MAX_BULK_OPERATIONS } from './bulk-request';

const user = (personId: string) => ({ schemas: [USER_SCHEMA, ENTERPRISE_USER_SCHEMA], externalId: personId, userName: `${personId}@example.com`, active: true });

describe('the bulk requests an Entra target is sent', () => {
  it('carries one POST /Users operation per person, the whole User as data and the person\'s id as bulkId', () => {
    expect(bulkRequest([{ personId: 'p1', data: user('p1') }, { personId: 'p2', data: user('p2') }])).toEqual({
      schemas: [BULK_REQUEST_SCHEMA],
      Operations: [
        { method: 'POST', bulkId: 'p1', path: '/Users', data: user('p1') },
        { method: 'POST', bulkId: 'p2', path: '/Users', data: user('p2') },
      ],
    });
  });

  it('refuses more operations than Entra takes in one request, and none', () => {
    const uploads = Array.from({ length: MAX_BULK_OPERATIONS + 1 }, (_, i) => ({ personId: `p${i}`, data: user(`p${i}`) }));
    expect(MAX_BULK_OPERATIONS).toBe(50);
    expect(() => bulkRequest(uploads.slice(0, 50))).not.toThrow();
    expect(() => bulkRequest(uploads)).toThrow(RangeError);
    expect(() => bulkRequest([])).toThrow(RangeError);
  });

  it('turns off a person no longer listed with their whole User, active false', () => {
    expect(deactivation('p1', user('p1'))).toEqual({ ...user('p1'), active: false });
  });

  it('sends externalId and active false alone when the record no longer names the person', () => {
    const bare = { schemas: [USER_SCHEMA], externalId: 'p1', active: false };
    expect(deactivation('p1', null)).toEqual(bare);
    expect(deactivation('p1', { schemas: [USER_SCHEMA], externalId: 'p1', active: true })).toEqual(bare);
  });
});
