import type { AuditEntry } from '../../../core/audit/audit-entry';
import { subjectAuditEntry } from './subject-access-entries';

const entry: AuditEntry = {
  companyId: 'co', seq: '7', id: 'aud_1', occurredAt: new Date('2026-01-02T03:04:05.000Z'), action: 'bankAccount.read', outcome: 'success',
  actorType: 'token', actorPersonId: 'p_owner', actorTokenId: 'tok_1', actorRole: 'owner', subjectPersonIds: ['p_1'],
  targetType: 'bankAccount', targetId: 'ba_1', fields: ['accountNumber'], changes: null, rowCount: null,
  request: { id: 'req-1', method: 'GET', route: '/api/bank-accounts/:id', address: '10.0.0.1', userAgent: 'curl' }, mac: 'm', prevHash: 'x', hash: 'y',
};

describe('audit entries in a subject access document', () => {
  it('names the actor and the request when the owner asked', () => {
    expect(subjectAuditEntry(entry, true)).toEqual({
      id: 'aud_1', occurredAt: '2026-01-02T03:04:05.000Z', action: 'bankAccount.read', outcome: 'success',
      actor: { type: 'token', role: 'owner', personId: 'p_owner', tokenId: 'tok_1' }, target: { type: 'bankAccount', id: 'ba_1' },
      fields: ['accountNumber'], changes: null, rowCount: null, request: entry.request,
    });
  });

  it('shows the actor by type and role only when the person asked for their own, and never the chain hashes', () => {
    const shown = subjectAuditEntry(entry, false);
    expect(shown.actor).toEqual({ type: 'token', role: 'owner' });
    expect(shown).not.toHaveProperty('request');
    expect(JSON.stringify(shown)).not.toMatch(/p_owner|tok_1|10\.0\.0\.1|"hash"|prevHash|subjectPersonIds/);
  });
});
