import { canonicalJson, CHAIN_START, entryHash } from './audit-chain';
import { AuditEntry } from './audit-entry';

const entry = (over: Partial<AuditEntry> = {}): Omit<AuditEntry, 'hash'> => ({
  companyId: 'c1', seq: '1', id: 'a1', occurredAt: new Date('2026-01-01T00:00:00.000Z'), action: 'person.updated',
  outcome: 'success', actorType: 'token', actorPersonId: 'p1', actorTokenId: 't1', actorRole: 'owner',
  subjectPersonIds: ['p2'], targetType: 'person', targetId: 'p2', fields: ['status'],
  changes: { status: { from: 'active', to: 'inactive' } }, rowCount: null, request: null, prevHash: CHAIN_START, ...over,
});

describe('audit chain encoding', () => {
  const key = Buffer.alloc(32, 7);

  it('encodes objects with sorted keys, so a value read back from jsonb hashes the same', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"e":3,"f":2}]},"b":1}');
  });

  it('gives the same hash to the same entry and another to any changed field, the previous hash included', () => {
    const base = entryHash(key, entry());
    expect(entryHash(key, entry())).toBe(base);
    expect(entryHash(key, entry({ changes: { status: { to: 'inactive', from: 'active' } } }))).toBe(base);
    for (const change of [{ seq: '2' }, { action: 'person.read' }, { subjectPersonIds: ['p3'] }, { prevHash: 'f'.repeat(64) }, { rowCount: 1 }]) {
      expect(entryHash(key, entry(change as Partial<AuditEntry>))).not.toBe(base);
    }
  });

  it('depends on the chain key', () => {
    expect(entryHash(Buffer.alloc(32, 8), entry())).not.toBe(entryHash(key, entry()));
  });
});
