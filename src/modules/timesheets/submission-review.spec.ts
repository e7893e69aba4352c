import { ApiError } from '../../core/errors/api-error';
import { ReviewState, reviewed } from './submission-review';

/** A submission's status flow: decided by a reviewer, handed back by its person once rejected. */
describe('reviewing a timesheet submission', () => {
  const submittedAt = new Date('2027-01-08T17:00:00.000Z');
  const now = new Date('2027-01-11T09:00:00.000Z');
  const pending: ReviewState = { status: 'pending', changesRequested: null, reviewedBy: null, reviewedAt: null, submittedAt };
  const rejected: ReviewState = { status: 'rejected', changesRequested: 'Friday is missing', reviewedBy: 'mgr', reviewedAt: submittedAt, submittedAt };
  const approved: ReviewState = { status: 'approved', changesRequested: null, reviewedBy: 'mgr', reviewedAt: submittedAt, submittedAt };

  const refusedOn = (ask: () => unknown): string[] => {
    try {
      ask();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return (error as unknown as { issues: { name: string }[] }).issues.map((issue) => issue.name);
    }
    throw new Error('expected a 422');
  };

  it('approves, recording the reviewer and the time', () => {
    expect(reviewed(pending, { status: 'approved' }, 'mgr', now)).toEqual({ ...pending, status: 'approved', reviewedBy: 'mgr', reviewedAt: now });
  });

  it('rejects only with changes requested', () => {
    expect(refusedOn(() => reviewed(pending, { status: 'rejected' }, 'mgr', now))).toEqual(['changesRequested']);
    expect(refusedOn(() => reviewed(pending, { status: 'rejected', changesRequested: null }, 'mgr', now))).toEqual(['changesRequested']);
    expect(reviewed(pending, { status: 'rejected', changesRequested: 'Add Friday' }, 'mgr', now))
      .toEqual({ ...pending, status: 'rejected', changesRequested: 'Add Friday', reviewedBy: 'mgr', reviewedAt: now });
  });

  it('rewords the changes of a rejected submission, and changes nothing when they are the same', () => {
    expect(reviewed(rejected, { changesRequested: 'Add Friday afternoon' }, 'adm', now))
      .toEqual({ ...rejected, changesRequested: 'Add Friday afternoon', reviewedBy: 'adm', reviewedAt: now });
    expect(reviewed(rejected, { changesRequested: 'Friday is missing' }, 'adm', now)).toBe(rejected);
  });

  it('hands a rejected submission back: submitted anew, the review cleared', () => {
    expect(reviewed(rejected, { status: 'pending' }, 'me', now))
      .toEqual({ status: 'pending', changesRequested: null, reviewedBy: null, reviewedAt: null, submittedAt: now });
  });

  it('changes nothing when the status is the one it has', () => {
    expect(reviewed(pending, { status: 'pending' }, 'me', now)).toBe(pending);
    expect(reviewed(approved, { status: 'approved' }, 'mgr', now)).toBe(approved);
    expect(reviewed(pending, {}, 'me', now)).toBe(pending);
  });

  it('refuses changes asked of a submission that is not rejected, and an approved one sent back to pending', () => {
    expect(refusedOn(() => reviewed(pending, { status: 'approved', changesRequested: 'x' }, 'mgr', now))).toEqual(['changesRequested']);
    expect(refusedOn(() => reviewed(pending, { changesRequested: 'x' }, 'mgr', now))).toEqual(['changesRequested']);
    expect(refusedOn(() => reviewed(approved, { status: 'pending' }, 'me', now))).toEqual(['status']);
  });

  it('lets a reviewer reject an approved submission, or approve a rejected one', () => {
    expect(reviewed(approved, { status: 'rejected', changesRequested: 'Wrong week' }, 'adm', now).status).toBe('rejected');
    expect(reviewed(rejected, { status: 'approved' }, 'adm', now)).toEqual({ ...rejected, status: 'approved', changesRequested: null, reviewedBy: 'adm', reviewedAt: now });
  });
});
