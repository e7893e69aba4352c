import type { EntityManager } from 'typeorm';
import { PEOPLE_DIRECTORY } from '../../modules/people/person-directory';
import { FILE_TYPES } from '../../modules/files/file-types';
import { ApiError } from '../errors/api-error';
import { PolicyService } from './policy.service';
import { RESOURCE_ACCESS } from './resource-access';
import { ALL_GRANTS, authOf } from '../../../test/support/auth-context';

/**
 * The door (`PolicyService.require`): every refusal of a module comes from it, with the access data's messages.
 * Questions the policy data answers alone need no database; the people the door must look up are asked of the
 * person directory (a stub here, counting its looks).
 */
const looks: string[] = [];
const policy = new PolicyService({
  ...PEOPLE_DIRECTORY,
  async assertPerson(_em, _companyId, personId, field) {
    looks.push(`person ${personId}`);
    if (personId === 'p-unknown') throw ApiError.invalidField(field, `no record with id ${personId} exists in this company`);
  },
  async peopleWhere(_em, _companyId, personIds, _alias, conditions) {
    // Asked for new hires (`hiddenNewHires`), or for the people reached.
    const newHires = conditions.some((c) => c.sql.startsWith('NOT ('));
    looks.push(`${newHires ? 'new hires' : 'people'} ${personIds.join(',')}`);
    return new Set(personIds.filter((id) => (newHires ? id === 'p-new-hire' : id !== 'p-new-hire' && id !== 'p-outsider')));
  },
});
const em = {} as EntityManager;
const me = 'me';

async function refusal(ask: () => Promise<unknown>): Promise<{ code: number; message: string; fields?: string[] }> {
  try {
    await ask();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const issues = (error as unknown as { issues?: { name: string }[] }).issues;
    return { code: error.code, message: error.message, ...(issues ? { fields: issues.map((i) => i.name) } : {}) };
  }
  throw new Error('expected a refusal');
}

beforeEach(() => looks.splice(0));

describe('the door: time away (own requests, reviews by owner, admin and managers)', () => {
  it('lets a person request for themselves alone, pending; owner and admin for anyone, approved by them', async () => {
    expect(await policy.require(authOf('user'), 'timeAway', 'create', [{ personId: me }], { em, field: 'personId' })).toEqual({ reviews: false });
    expect(await refusal(() => policy.require(authOf('user', { isManager: true }), 'timeAway', 'create', [{ personId: 'p-report' }], { em, field: 'personId' })))
      .toEqual({ code: 403, message: 'Your role may only request time away for yourself' });
    expect(await policy.require(authOf('admin'), 'timeAway', 'create', [{ personId: 'p-other' }], { em, field: 'personId' })).toEqual({ reviews: true });
    // The person is looked up (422 when unknown, or a new hire hidden from the role); reach is told by the table alone.
    expect(looks).toEqual(['person me', 'new hires me', 'person p-report', 'new hires p-report', 'person p-other']);
  });

  it('hides a new hire from a role that does not see new hires, as an unknown person', async () => {
    expect(await refusal(() => policy.require(authOf('user'), 'timeAway', 'create', [{ personId: 'p-new-hire' }], { em, field: 'personId' })))
      .toMatchObject({ code: 422, fields: ['personId'] });
  });

  it('answers 422 on the field for an unknown person before any refusal', async () => {
    expect(await refusal(() => policy.require(authOf('user'), 'timeAway', 'create', [{ personId: 'p-unknown' }], { em, field: 'personId' })))
      .toMatchObject({ code: 422, fields: ['personId'] });
  });

  it('lets a manager change only the status of a report\'s request, and not delete it', async () => {
    const manager = authOf('user', { isManager: true });
    expect(await policy.require(manager, 'timeAway', 'update', [{ personId: 'p-report', fields: ['requestStatus'] }])).toEqual({ reviews: true });
    expect(await refusal(() => policy.require(manager, 'timeAway', 'update', [{ personId: 'p-report', fields: ['requestStatus', 'note'] }])))
      .toMatchObject({ code: 422, fields: ['note'] });
    expect(await refusal(() => policy.require(manager, 'timeAway', 'delete', [{ personId: 'p-report' }])))
      .toEqual({ code: 403, message: 'A manager reviews their reports\' requests but does not delete them' });
    expect(await policy.require(manager, 'timeAway', 'delete', [{ personId: me }])).toEqual({ reviews: false });
    expect(await refusal(() => policy.require(manager, 'timeAway', 'update', [{ personId: me, fields: ['requestStatus'] }])))
      .toMatchObject({ code: 422, fields: ['requestStatus'] });
    expect(looks).toEqual([]);
  });
});

describe('the door: requests decided in steps (approval flows)', () => {
  const byPerson = { approverId: 'p-approver', role: null };
  const byFinance = { approverId: null, role: 'finance' };

  it('lets the open step\'s approver decide it, whatever its role, and nothing else of the request', async () => {
    const approver = authOf('user', { personId: 'p-approver' });
    expect(await policy.require(approver, 'timeAway', 'update', [{ personId: 'p-requester', fields: ['requestStatus'], step: byPerson }]))
      .toEqual({ reviews: false, decidesStep: true });
    expect(await refusal(() => policy.require(approver, 'timeAway', 'update', [{ personId: 'p-requester', fields: ['requestStatus', 'note'], step: byPerson }])))
      .toMatchObject({ code: 422, fields: ['note'] });
  });

  it('lets holders of a step\'s role decide it, but not on their own request', async () => {
    const finance = authOf('finance', { personId: 'p-finance' });
    expect(await policy.require(finance, 'timeAway', 'update', [{ personId: 'p-requester', fields: ['requestStatus'], step: byFinance }]))
      .toEqual({ reviews: false, decidesStep: true });
    expect(await refusal(() => policy.require(finance, 'timeAway', 'update', [{ personId: 'p-finance', fields: ['requestStatus'], step: byFinance }])))
      .toMatchObject({ code: 403 });
    // Told by the rule itself when the token's scope would let it through.
    const withWrite = { ...finance, scopes: new Set([...finance.scopes, 'private:write' as const]) };
    expect(await refusal(() => policy.require(withWrite, 'timeAway', 'update', [{ personId: 'p-finance', fields: ['requestStatus'], step: byFinance }])))
      .toEqual({ code: 403, message: 'Only the approver of the request\'s current step, the owner or an admin may decide it' });
  });

  it('refuses with 403 anyone else deciding, a manager of the requester included, and a decided request\'s former approver', async () => {
    const manager = authOf('user', { isManager: true });
    for (const [auth, step] of [[manager, byPerson], [authOf('user'), byPerson], [authOf('user', { personId: 'p-approver' }), null]] as const) {
      expect(await refusal(() => policy.require(auth, 'timeAway', 'update', [{ personId: 'p-report', fields: ['requestStatus'], step }])))
        .toMatchObject({ code: 403 });
    }
    // What the role rows let them change besides stays theirs: the person their own request's dates.
    expect(await policy.require(authOf('user'), 'timeAway', 'update', [{ personId: me, fields: ['startDate'], step: byPerson }])).toEqual({ reviews: false });
  });

  it('lets owner and admin decide the whole request, whoever the step is for', async () => {
    expect(await policy.require(authOf('admin'), 'timeAway', 'update', [{ personId: 'p-requester', fields: ['requestStatus'], step: byFinance }]))
      .toEqual({ reviews: true });
    expect(await policy.require(authOf('owner'), 'timeAway', 'update', [{ personId: 'p-requester', fields: ['requestStatus'], step: null }]))
      .toEqual({ reviews: true });
  });

  it('needs private:write to decide, but private:read for a step of a role whose tokens never hold private:write (finance)', async () => {
    const finance = authOf('finance', { personId: 'p-finance' });
    expect(finance.scopes.has('private:write')).toBe(false);
    await policy.require(finance, 'timeAway', 'update', [{ personId: 'p-requester', fields: ['requestStatus'], step: byFinance }]);
    const readOnly = authOf('user', { personId: 'p-approver', scopes: ['private:read'] });
    expect(await refusal(() => policy.require(readOnly, 'timeAway', 'update', [{ personId: 'p-requester', fields: ['requestStatus'], step: byPerson }])))
      .toEqual({ code: 403, message: 'Deciding this request needs the private:write scope, which this token does not have with its owner\'s role' });
    const financeReadOnly = authOf('finance', { personId: 'p-finance', scopes: ['public:read'] });
    expect(await refusal(() => policy.require(financeReadOnly, 'timeAway', 'update', [{ personId: 'p-requester', fields: ['requestStatus'], step: byFinance }])))
      .toMatchObject({ code: 403, message: expect.stringContaining('private:read') });
    expect(await refusal(() => policy.require(finance, 'timeAway', 'update', [{ personId: 'p-finance', fields: ['note'] }])))
      .toMatchObject({ code: 403, message: expect.stringContaining('private:write') });
  });
});

describe('the door: rows of no person and new people', () => {
  it('lets only roles writing every document write company-wide ones', async () => {
    await policy.require(authOf('finance', { grants: ALL_GRANTS }), 'document', 'create', [{ personId: null }]);
    expect(await refusal(() => policy.require(authOf('user'), 'document', 'create', [{ personId: null }])))
      .toEqual({ code: 403, message: 'Your role may not write company-wide documents' });
  });

  it('lets only roles writing every person add and delete people', async () => {
    await policy.require(authOf('admin'), 'person', 'create', [{ personId: null }]);
    expect(await refusal(() => policy.require(authOf('user'), 'person', 'create', [{ personId: null }]))).toEqual({ code: 403, message: 'Your role may not add people' });
    expect(await refusal(() => policy.require(authOf('tech'), 'person', 'delete', [{ personId: me }]))).toEqual({ code: 403, message: 'Your role may not delete people' });
    await policy.require(authOf('owner'), 'person', 'delete', [{ personId: 'p-other' }]);
  });
});

describe('the door: file types follow their records, with their scopes', () => {
  it('holds a rule, with scopes, for every file type', () => {
    const follow = RESOURCE_ACCESS.file?.sections?.follow ?? {};
    expect(FILE_TYPES.filter((type) => !follow[type]?.scopes)).toEqual([]);
  });

  it('answers 403 naming the scope a file type needs', async () => {
    const publicOnly = authOf('owner', { scopes: ['public:read', 'private:write'] });
    expect(await refusal(() => policy.require(publicOnly, 'file', 'write', [{ section: 'document', personId: null }], { em, field: 'personId' })))
      .toEqual({ code: 403, message: 'A document file needs the documents:write scope, which this token does not have with its owner\'s role' });
  });

  it('needs a person for types without company-wide files, and every-row writers for those with', async () => {
    expect(await refusal(() => policy.require(authOf('owner'), 'file', 'write', [{ section: 'equipment', personId: null }], { em, field: 'personId' })))
      .toMatchObject({ code: 422, fields: ['personId'] });
    await policy.require(authOf('owner'), 'file', 'write', [{ section: 'leavingFile', personId: null }], { em, field: 'personId' });
    expect(await refusal(() => policy.require(authOf('user'), 'file', 'write', [{ section: 'profilePhoto', personId: null }], { em, field: 'personId' })))
      .toEqual({ code: 403, message: 'Your role may not upload files without a person' });
  });

  it('writes a leaving file only for roles writing every person, on people they read', async () => {
    expect(await refusal(() => policy.require(authOf('tech'), 'file', 'write', [{ section: 'leavingFile', personId: 'p-other' }], { em, field: 'personId' })))
      .toEqual({ code: 403, message: 'Your role may not write leaving files' });
    await policy.require(authOf('admin'), 'file', 'write', [{ section: 'leavingFile', personId: 'p-other' }], { em, field: 'personId' });
  });

  it('reads files by the record they are for: company-wide documents by their readers, a leaving file not by a manager', async () => {
    const file = (section: string, personId: string | null) => ({ section, personId, madeBy: 'p-maker', attached: false });
    expect(await policy.readsSectionRow(em, authOf('user'), 'file', file('document', null))).toBe(true);
    expect(await policy.readsSectionRow(em, authOf('tech'), 'file', file('document', null))).toBe(false);
    expect(await policy.readsSectionRow(em, authOf('user'), 'file', file('profilePhoto', null))).toBe(false);
    expect(await policy.readsSectionRow(em, authOf('user'), 'file', { ...file('leavingFile', null), madeBy: me })).toBe(true);
    expect(await policy.readsSectionRow(em, authOf('user', { isManager: true }), 'file', file('leavingFile', 'p-report'))).toBe(false);
    expect(await policy.readsSectionRow(em, authOf('user'), 'file', file('leavingFile', me))).toBe(true);
    expect(policy.closedSection(authOf('tech'), 'file', 'document')).toEqual({ scope: null });
    expect(policy.closedSection(authOf('owner', { scopes: ['private:read'] }), 'file', 'document')).toEqual({ scope: 'documents:read' });
    expect(policy.closedSection(authOf('owner'), 'file', 'equipment')).toBeNull();
  });
});

describe('the door: sections of custom values and fields', () => {
  it('names the scope a section\'s values need, before the person is looked up', async () => {
    const withoutCompensations = authOf('owner', { scopes: ['private:write'] });
    expect(await refusal(() => policy.require(withoutCompensations, 'customValue', 'create', [{ section: 'compensation', personId: me }], { em, field: 'personId' })))
      .toEqual({ code: 403, message: 'Values of compensation fields need the compensations:write scope' });
    expect(looks).toEqual([]);
  });

  it('lets only callers writing every compensation write fields of the compensation section', async () => {
    expect(await refusal(() => policy.require(authOf('admin'), 'customField', 'write', [{ section: 'compensation' }])))
      .toEqual({ code: 403, message: 'Fields of the compensation section follow the compensation rules: your role or token may not write compensations' });
    await policy.require(authOf('admin', { grants: ALL_GRANTS }), 'customField', 'write', [{ section: 'compensation' }]);
    await policy.require(authOf('admin'), 'customField', 'write', [{ section: 'banking' }]);
  });
});

describe('the door: subject access (the owner for anyone, everyone for themselves)', () => {
  it('refuses another person\'s data to all but the owner, then a token without private:read', async () => {
    expect(await refusal(() => policy.require(authOf('admin'), 'subjectAccess', 'read', [{ personId: 'p-other' }], { em })))
      .toEqual({ code: 403, message: 'Only the owner may ask for another person\'s data; anyone may ask for their own' });
    await policy.require(authOf('user'), 'subjectAccess', 'read', [{ personId: me }], { em });
    await policy.require(authOf('owner'), 'subjectAccess', 'read', [{ personId: 'p-other' }], { em });
    expect(await refusal(() => policy.require(authOf('user', { scopes: ['public:read'] }), 'subjectAccess', 'read', [{ personId: me }], { em })))
      .toEqual({ code: 403, message: 'Subject access needs the private:read scope' });
    expect(looks).toEqual([]);
  });
});

describe('the door: people it must look up', () => {
  it('reads the reporting lines only when the table does not tell, and refuses out of reach', async () => {
    const manager = authOf('user', { isManager: true });
    expect(await refusal(() => policy.require(manager, 'emergencyContact', 'read', [{ personId: 'p-outsider' }], { em })))
      .toEqual({ code: 403, message: 'Your role may not read these records of this person' });
    expect(looks).toEqual(['people p-outsider']);
  });

  it('refuses to guess without the transaction', async () => {
    await expect(policy.require(authOf('user', { isManager: true }), 'emergencyContact', 'read', [{ personId: 'p-report' }])).rejects.toThrow('pass the transaction');
  });

  it('answers for the whole resource when asked about no row', async () => {
    expect(await refusal(() => policy.require(authOf('admin'), 'personErasure', 'write'))).toEqual({ code: 403, message: 'Your role may not write this resource' });
    expect(await policy.require(authOf('user'), 'timeAway', 'read')).toEqual({ reviews: true });
  });
});

describe('the door: a read-only resource (the SCIM feed)', () => {
  it('lets the roles of its rows read it, and refuses every write to anyone with its message', async () => {
    const message = RESOURCE_ACCESS.scimIdentity!.readOnly!;
    await expect(policy.require(authOf('owner'), 'scimIdentity', 'read')).resolves.toEqual({ reviews: true });
    await expect(policy.require(authOf('admin'), 'scimIdentity', 'read')).resolves.toEqual({ reviews: true });
    expect(await refusal(() => policy.require(authOf('user'), 'scimIdentity', 'read'))).toEqual({ code: 403, message: 'Your role may not read this resource' });
    for (const operation of ['create', 'write', 'update', 'delete'] as const) {
      for (const role of ['owner', 'admin', 'user'] as const) {
        expect(await refusal(() => policy.require(authOf(role), 'scimIdentity', operation))).toEqual({ code: 403, message });
      }
    }
  });
});

describe('the door: timesheets, only for companies that enabled them', () => {
  const off = { settings: { isTimesheetEnabled: false } };

  it('refuses every write of a company with timesheets off, naming the setting, whoever asks', async () => {
    const message = RESOURCE_ACCESS.timesheetEntry!.companySetting!.refusal;
    expect(message).toContain('isTimesheetEnabled');
    for (const resource of ['timesheetEntry', 'timesheetSubmission'] as const) {
      for (const operation of ['create', 'write', 'update', 'delete'] as const) {
        expect(await refusal(() => policy.require(authOf('owner', off), resource, operation, [{ personId: me }], { em }))).toEqual({ code: 403, message });
      }
      expect(() => policy.assertMayTake(authOf('admin', off), resource, 'write')).toThrow(message);
      expect(() => policy.rowConditions(authOf('admin', off), resource, 'write', 'r', { personColumn: 'person_id' })).toThrow(message);
    }
  });

  it('reads no row of a company with timesheets off, and the role\'s rows of one with them on', () => {
    expect(policy.rowConditions(authOf('owner', off), 'timesheetEntry', 'read', 'r', { personColumn: 'person_id' })).toEqual([{ sql: 'FALSE', params: {} }]);
    expect(policy.rowConditions(authOf('owner'), 'timesheetEntry', 'read', 'r', { personColumn: 'person_id' })).toEqual([]);
  });

  it('lets a person submit for themselves, a manager decide a report\'s, and nobody decide their own', async () => {
    expect(await policy.require(authOf('user'), 'timesheetSubmission', 'create', [{ personId: me }], { em, field: 'personId' })).toEqual({ reviews: false });
    expect(await refusal(() => policy.require(authOf('user', { isManager: true }), 'timesheetSubmission', 'create', [{ personId: 'p-report' }], { em, field: 'personId' })))
      .toEqual({ code: 403, message: 'Your role may only submit timesheets for yourself' });
    const decision = { status: 'rejected', changesRequested: 'Friday is missing' };
    expect(await policy.require(authOf('user', { isManager: true }), 'timesheetSubmission', 'update', [{ personId: 'p-report', fields: ['status', 'changesRequested'], values: decision }], { em }))
      .toEqual({ reviews: true });
    expect(await refusal(() => policy.require(authOf('owner'), 'timesheetSubmission', 'update', [{ personId: me, fields: ['status'], values: { status: 'approved' } }], { em })))
      .toMatchObject({ code: 422, fields: ['status'] });
    expect(await policy.require(authOf('user'), 'timesheetSubmission', 'update', [{ personId: me, fields: ['status'], values: { status: 'pending' } }], { em }))
      .toEqual({ reviews: false });
  });
});

describe('the door: parts of people read together (an export\'s columns)', () => {
  it('names every part the token or the role may not read', () => {
    const parts = [
      { name: 'salary', gate: { scope: 'compensations:read' as const, resource: 'compensation' as const } },
      { name: 'bonusField', gate: { scope: 'private:read' as const, resource: 'compensation' as const, section: { of: 'customValue' as const, name: 'compensation' } } },
      { name: 'firstName', gate: { scope: 'public:read' as const, resource: 'person' as const, fieldClass: 'public' as const } },
    ];
    expect(() => policy.requireReadable(authOf('owner', { scopes: ['private:read'] }), parts)).toThrow('You may not read these columns: salary, bonusField');
    expect(() => policy.requireReadable(authOf('owner'), parts)).not.toThrow();
  });
});
