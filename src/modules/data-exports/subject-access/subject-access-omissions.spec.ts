import type { Scope } from '../../../core/auth/scopes';
import { omissionOf } from './subject-access-omissions';

describe('a subject access part left out', () => {
  const scopes = new Set<Scope>(['public:read', 'private:read']);

  it('is left out for the scope its route needs when the token lacks it, naming that scope', () => {
    expect(omissionOf('records.compensation', true, 'compensations:read', scopes)).toEqual({ section: 'records.compensation', reason: 'scope', scope: 'compensations:read' });
  });

  it('is left out for the role when the role reads none of it, whatever the scopes', () => {
    expect(omissionOf('records.document', false, 'documents:read', scopes)).toEqual({ section: 'records.document', reason: 'role' });
    expect(omissionOf('records.bankAccount', false, 'private:read', scopes)).toEqual({ section: 'records.bankAccount', reason: 'role' });
  });

  it('is kept when the role reads it and the token holds its scope (or it needs none beyond the route\'s)', () => {
    expect(omissionOf('records.bankAccount', true, 'private:read', scopes)).toBeNull();
    expect(omissionOf('files', true, null, scopes)).toBeNull();
  });
});
