import { ApiError } from '../../core/errors/api-error';
import type { SubmissionStatus } from './timesheet-submission.entity';

/** What a submission's status and review are. */
export interface ReviewState {
  status: SubmissionStatus;
  changesRequested: string | null;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  submittedAt: Date;
}

/** What an update asks (who may ask it is the access layer's: the review fields, a resubmission). */
export interface ReviewAsked {
  status?: SubmissionStatus;
  changesRequested?: string | null;
}

/**
 * The state after an update, or the same object when it changes nothing: `approved` (clearing any changes asked);
 * `rejected` with `changesRequested` (required; a rejected submission's request may be reworded); `pending` again
 * from `rejected` (a resubmission: submitted anew, the review cleared). 422 for what no state allows: changes asked of a submission not rejected, an approved one sent back to
 * pending (a reviewer rejects it instead).
 */
export function reviewed(state: ReviewState, asked: ReviewAsked, by: string, now: Date): ReviewState {
  const status = asked.status ?? state.status;
  const changes = asked.changesRequested;
  if (status !== 'rejected' && changes !== undefined && changes !== null) {
    throw ApiError.invalidField('changesRequested', 'only a rejected submission has changes requested: send it with status rejected');
  }
  if (status === 'rejected') {
    const changesRequested = changes !== undefined ? changes : state.status === 'rejected' ? state.changesRequested : null;
    if (!changesRequested) throw ApiError.invalidField('changesRequested', 'is required to reject a submission: say what is to change');
    if (state.status === 'rejected' && changesRequested === state.changesRequested) return state;
    return { ...state, status, changesRequested, reviewedBy: by, reviewedAt: now };
  }
  if (status === state.status) return state;
  if (status === 'approved') return { ...state, status, changesRequested: null, reviewedBy: by, reviewedAt: now };
  if (state.status === 'approved') {
    throw ApiError.invalidField('status', 'an approved submission does not go back to pending: a reviewer may reject it');
  }
  return { status: 'pending', changesRequested: null, reviewedBy: null, reviewedAt: null, submittedAt: now };
}
