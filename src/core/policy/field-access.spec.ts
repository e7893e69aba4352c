import { PEOPLE_DIRECTORY } from '../../modules/people/person-directory';
import { PolicyService } from './policy.service';
import { SELF_EDITABLE_PERSON_FIELDS } from './policy-table';
import { forbiddenFields } from './field-access';
import { authOf } from '../../../test/support/auth-context';

/** D5: a person edits only their own name, address, social and similar fields; owner and admin write every field of everyone. */
const policy = new PolicyService(PEOPLE_DIRECTORY);
const self = { self: true, report: false };
const other = { self: false, report: false };

describe('writable fields of a person', () => {
  it('lets a user write their self-editable fields on their own record, naming every other field sent', () => {
    expect(forbiddenFields(policy, authOf('user'), 'person', self, ['firstName', 'address', 'calendarFeedToken'])).toEqual([]);
    expect(forbiddenFields(policy, authOf('user'), 'person', self, ['firstName', 'email', 'role', 'employmentStartDate'])).toEqual(['email', 'role', 'employmentStartDate']);
  });

  it('gives tech the same self-edit and a manager nothing more on their reports', () => {
    expect(forbiddenFields(policy, authOf('tech'), 'person', self, ['bio', 'taxId'])).toEqual(['taxId']);
    expect(forbiddenFields(policy, authOf('user', { isManager: true }), 'person', { self: false, report: true }, ['bio'])).toEqual(['bio']);
  });

  it('lets owner and admin write any field of anyone', () => {
    for (const role of ['owner', 'admin'] as const) {
      expect(forbiddenFields(policy, authOf(role), 'person', other, ['email', 'role', 'taxId', 'birthday'])).toEqual([]);
    }
  });

  it('keeps the self-editable list to the person\'s own details (no employment, pay or role fields)', () => {
    for (const field of ['email', 'role', 'status', 'employmentStartDate', 'employmentEndDate', 'taxId', 'employeeId', 'contractType', 'payrollProvider']) {
      expect(SELF_EDITABLE_PERSON_FIELDS).not.toContain(field);
    }
  });

  it('lets only roles writing every row create and delete people', async () => {
    const mayAdd = (auth: ReturnType<typeof authOf>) => policy.require(auth, 'person', 'create', [{ personId: null }]).then(() => true, () => false);
    const mayDelete = (auth: ReturnType<typeof authOf>) => policy.require(auth, 'person', 'delete', [{ personId: 'p-other' }]).then(() => true, () => false);
    expect(await mayAdd(authOf('owner'))).toBe(true);
    expect(await mayAdd(authOf('admin'))).toBe(true);
    expect(await mayDelete(authOf('owner'))).toBe(true);
    for (const role of ['finance', 'tech', 'user'] as const) {
      expect(await mayAdd(authOf(role, { isManager: true }))).toBe(false);
      expect(await mayDelete(authOf(role, { isManager: true, personId: 'p-other' }))).toBe(false);
    }
  });
});
