import { ENTERPRISE_USER_SCHEMA, USER_SCHEMA, type ScimResource } from '../../scim';
import { patchOperations, pushedUser, userHash } from './pushed-user';

const user = (extra: Record<string, unknown> = {}): ScimResource => ({
  schemas: [USER_SCHEMA, ENTERPRISE_USER_SCHEMA],
  id: 'person-1',
  userName: 'ada@example.com',
  name: { givenName: 'Ada', familyName: 'Lovelace', formatted: 'Ada Lovelace' },
  active: true,
  emails: [{ value: 'ada@example.com', type: 'work', primary: true }],
  [ENTERPRISE_USER_SCHEMA]: { department: 'Engineering', manager: { value: 'person-2', $ref: 'https://hr.example/scim/v2/Users/person-2', displayName: 'Grace Hopper' } },
  meta: { resourceType: 'User', created: '2030-01-01T00:00:00.000Z', lastModified: '2030-01-02T00:00:00.000Z', location: 'https://hr.example/scim/v2/Users/person-1', version: 'W/"x"' },
  ...extra,
});

describe('the User a target is sent', () => {
  it('is the service provider\'s User without id, meta and the manager\'s link, with the person\'s id as externalId', () => {
    const body = pushedUser(user());
    expect(body).toEqual({
      schemas: [USER_SCHEMA, ENTERPRISE_USER_SCHEMA],
      externalId: 'person-1',
      userName: 'ada@example.com',
      name: { givenName: 'Ada', familyName: 'Lovelace', formatted: 'Ada Lovelace' },
      active: true,
      emails: [{ value: 'ada@example.com', type: 'work', primary: true }],
      [ENTERPRISE_USER_SCHEMA]: { department: 'Engineering', manager: { value: 'person-2', displayName: 'Grace Hopper' } },
    });
  });

  it('hashes alike whatever the order of members, and differently once a value changes', () => {
    const body = pushedUser(user());
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect(userHash(reordered)).toBe(userHash(body));
    expect(userHash(pushedUser(user({ active: false })))).not.toBe(userHash(body));
  });
});

describe('the PATCH that makes a target\'s User equal', () => {
  const desired = pushedUser(user());
  const stored = () => JSON.parse(JSON.stringify({ ...desired, id: 'remote-9', meta: { resourceType: 'User' } }));

  it('is empty when the target keeps the same values (the manager\'s read-only displayName left to the target)', () => {
    const remote = stored();
    delete remote[ENTERPRISE_USER_SCHEMA].manager.displayName;
    remote.nickName = 'their own';
    expect(patchOperations(desired, remote)).toEqual([]);
  });

  it('replaces each attribute that differs, with the wanted value', () => {
    const remote = stored();
    remote.active = false;
    remote.name.familyName = 'Byron';
    expect(patchOperations(desired, remote)).toEqual([
      { op: 'replace', path: 'name', value: desired.name },
      { op: 'replace', path: 'active', value: true },
    ]);
  });

  it('removes a managed attribute the HR record no longer gives, never one the connector does not manage', () => {
    const remote = { ...stored(), title: 'Countess', nickName: 'Ada' };
    expect(patchOperations(desired, remote)).toEqual([{ op: 'remove', path: 'title' }]);
  });

  it('reads the target\'s attribute names whatever their case', () => {
    const { userName, ...rest } = stored();
    expect(patchOperations(desired, { ...rest, USERNAME: userName })).toEqual([]);
  });
});
