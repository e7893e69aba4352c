import { candidateRelations, decidesStep, decidesWholeRow, deletes, filled, operationAccess, reachKnown, refusedFields, reviewsOn } from './access-rules';
import { POLICY_TABLE } from './policy-table';

/** The door's rules as pure functions of the policy rows (POLICY_TABLE) and the rules beyond them (RESOURCE_ACCESS). */
const self = { self: true, report: false };
const report = { self: false, report: true };
const other = { self: false, report: false };
const timeAway = POLICY_TABLE.timeAway;
const person = POLICY_TABLE.person;

describe('access rules: what each operation reaches', () => {
  it('leaves rows limited to some fields out of creating and deleting, not out of writing', () => {
    const managerUser = [timeAway.user, timeAway.manager];
    expect(operationAccess(managerUser, 'write')).toEqual(['self', 'reports']);
    expect(operationAccess(managerUser, 'update')).toEqual(['self', 'reports']);
    expect(operationAccess(managerUser, 'create')).toEqual(['self']);
    expect(operationAccess(managerUser, 'delete')).toEqual(['self']);
    // A person's own record: changed through its self-editable fields, never made or removed by them.
    expect(operationAccess([person.user], 'write')).toEqual(['self']);
    expect(operationAccess([person.user], 'create')).toEqual([]);
    expect(operationAccess([person.owner], 'delete')).toEqual(['all']);
    expect(operationAccess([person.finance], 'read')).toEqual(['all']);
  });

  it('knows a person\'s reach without a look when every row, the caller\'s own or no report is reached', () => {
    expect(reachKnown(['all'], false)).toBe(true);
    expect(reachKnown(['self'], true)).toBe(true);
    expect(reachKnown(['self'], false)).toBe(false);
    expect(reachKnown([], true)).toBe(false);
    expect(reachKnown(['self', 'reports'], false)).toBeUndefined();
    expect(reachKnown(['reports'], true)).toBeUndefined();
  });

  it('takes a row reached for write that is not the caller\'s as a report\'s, unless some write reaches every row', () => {
    expect(candidateRelations(true, ['self'])).toEqual([self]);
    expect(candidateRelations(false, ['self', 'reports'])).toEqual([report]);
    expect(candidateRelations(false, ['all'])).toEqual([report, other]);
    expect(candidateRelations(false, null)).toEqual([report, other]);
  });

  it('deletes only where a row not limited to fields reaches', () => {
    expect(deletes([timeAway.user, timeAway.manager], self)).toBe(true);
    expect(deletes([timeAway.user, timeAway.manager], report)).toBe(false);
    expect(deletes([timeAway.admin], other)).toBe(true);
    expect(deletes([person.user], self)).toBe(false);
  });
});

describe('access rules: fields a caller may not write', () => {
  it('lets a manager change only the review field of a report\'s request, in the order sent', () => {
    expect(refusedFields('timeAway', [timeAway.user, timeAway.manager], report, ['note', 'requestStatus', 'startDate'])).toEqual(['note', 'startDate']);
    expect(refusedFields('timeAway', [timeAway.user, timeAway.manager], report, ['requestStatus'])).toEqual([]);
  });

  it('keeps the review field from a person on their own request, and from nobody who reviews it', () => {
    expect(refusedFields('timeAway', [timeAway.user], self, ['note', 'requestStatus'])).toEqual(['requestStatus']);
    expect(refusedFields('timeAway', [timeAway.user, timeAway.manager], self, ['requestStatus'])).toEqual(['requestStatus']);
    expect(refusedFields('timeAway', [timeAway.owner], self, ['note', 'requestStatus'])).toEqual([]);
    expect(refusedFields('timeAway', [timeAway.admin], other, ['requestStatus'])).toEqual([]);
  });

  it('gives every-row fields only to roles whose write reaches every row', () => {
    const documents = POLICY_TABLE.identityDocument;
    expect(refusedFields('identityDocument', [documents.user], self, ['verifiedBy'])).toEqual(['verifiedBy']);
    expect(refusedFields('identityDocument', [documents.owner], other, ['verifiedBy', 'note'])).toEqual([]);
  });

  it('keeps a person to their self-editable fields', () => {
    expect(refusedFields('person', [person.user], self, ['bio', 'email'])).toEqual(['email']);
    expect(refusedFields('person', [person.admin], other, ['email', 'role'])).toEqual([]);
  });

  it('tells who reviews a row', () => {
    expect(reviewsOn('timeAway', [timeAway.user, timeAway.manager], report)).toBe(true);
    expect(reviewsOn('timeAway', [timeAway.user, timeAway.manager], self)).toBe(false);
    expect(reviewsOn('timeAway', [timeAway.owner], self)).toBe(true);
    expect(reviewsOn('timeAway', [timeAway.finance], other)).toBe(false);
  });

  it('lets nobody decide a timesheet of their own, the owner included, but lets its person hand it back for review', () => {
    const submission = POLICY_TABLE.timesheetSubmission;
    expect(reviewsOn('timesheetSubmission', [submission.owner], self)).toBe(false);
    expect(reviewsOn('timesheetSubmission', [submission.owner], other)).toBe(true);
    expect(refusedFields('timesheetSubmission', [submission.owner], self, ['status'], undefined, { status: 'approved' })).toEqual(['status']);
    expect(refusedFields('timesheetSubmission', [submission.user], self, ['status', 'changesRequested'], undefined, { status: 'pending' })).toEqual(['changesRequested']);
    expect(refusedFields('timesheetSubmission', [submission.user, submission.manager], report, ['status', 'changesRequested'], undefined, { status: 'rejected' })).toEqual([]);
    expect(refusedFields('timesheetSubmission', [submission.user, submission.manager], self, ['status'], undefined, { status: 'rejected' })).toEqual(['status']);
  });
});

describe('access rules: rows decided in steps', () => {
  const me = { personId: 'p-me', role: 'finance' };

  it('gives an open step to its approver, or to holders of its role other than the row\'s person', () => {
    expect(decidesStep(me, 'p-other', { approverId: 'p-me', role: null })).toBe(true);
    expect(decidesStep(me, 'p-other', { approverId: 'p-someone', role: null })).toBe(false);
    expect(decidesStep(me, 'p-other', { approverId: null, role: 'finance' })).toBe(true);
    expect(decidesStep(me, 'p-me', { approverId: null, role: 'finance' })).toBe(false);
    expect(decidesStep(me, 'p-other', { approverId: null, role: 'admin' })).toBe(false);
    expect(decidesStep(me, 'p-other', null)).toBe(false);
  });

  it('gives the whole row to the roles reviewing every row', () => {
    expect(decidesWholeRow([timeAway.owner])).toBe(true);
    expect(decidesWholeRow([timeAway.user, timeAway.manager])).toBe(false);
  });

  it('lets whoever decides a row write its review fields there, and nobody else, whatever the role rows say', () => {
    expect(refusedFields('timeAway', [timeAway.finance], other, ['requestStatus'], { decides: true })).toEqual([]);
    expect(refusedFields('timeAway', [timeAway.finance], other, ['requestStatus', 'note'], { decides: true })).toEqual(['note']);
    expect(refusedFields('timeAway', [timeAway.user, timeAway.manager], report, ['requestStatus'], { decides: false })).toEqual(['requestStatus']);
  });
});

describe('access rules: messages', () => {
  it('fills the places of a message and leaves unknown ones', () => {
    expect(filled('A {section} file needs the {scope} scope', { section: 'document', scope: 'documents:write' })).toBe('A document file needs the documents:write scope');
    expect(filled('{missing} stays', {})).toBe('{missing} stays');
  });
});
