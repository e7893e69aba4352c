import { anchorMac, canonicalJson, CHAIN_START, chainHash, entryMac, headMac } from './audit-chain';
import { AuditContent } from './audit-entry';

const content = (over: Partial<AuditContent> = {}): AuditContent => ({
  companyId: 'c1', id: 'a1', occurredAt: new Date('2026-01-01T00:00:00.000Z'), action: 'person.updated',
  outcome: 'success', actorType: 'token', actorPersonId: 'p1', actorTokenId: 't1', actorRole: 'owner',
  subjectPersonIds: ['p2'], targetType: 'person', targetId: 'p2', fields: ['status'],
  changes: { status: { from: 'active', to: 'inactive' } }, rowCount: null, request: null, ...over,
});

describe('audit chain encoding', () => {
  const key = Buffer.alloc(32, 7);

  it('encodes objects with sorted keys, so a value read back from jsonb hashes the same', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"e":3,"f":2}]},"b":1}');
  });

  it('encodes a list of strings as the JSON of each string, in order', () => {
    expect(canonicalJson(['b', 'a"\n', 'é\u2028'])).toBe(`[${['b', 'a"\n', 'é\u2028'].map((v) => JSON.stringify(v)).join(',')}]`);
    expect(canonicalJson(['x', 1])).toBe('["x",1]');
  });

  it('encodes as the first version did: entries already stored keep MACs that verify', () => {
    // The MAC of this content under the first encoding (computed by the version-1 implementation, kept as a vector).
    const stored = content({
      changes: { status: { from: 'active', to: 'inactive' }, note: { from: null, to: 'é"\n\u2028' }, nums: { from: [1, 2.5, -0], to: [true, false] } },
      rowCount: 3, request: { method: 'PATCH', path: '/api/people/p2', ip: '10.0.0.1', skip: undefined } as unknown as AuditContent['request'],
    });
    expect(entryMac(key, stored)).toBe('b0e1570d6a8f479ea0502b203a35a88d835052fa5375ca58eb7d65343cb186bf');
    expect(canonicalJson({ z: undefined, a: [undefined, new Date('2026-01-01T00:00:00.000Z'), { y: 1, x: [] }], b: {} }))
      .toBe('{"a":[null,"2026-01-01T00:00:00.000Z",{"x":[],"y":1}],"b":{}}');
  });

  it('gives the same MAC to the same content and another to any changed field', () => {
    const base = entryMac(key, content());
    expect(entryMac(key, content())).toBe(base);
    expect(entryMac(key, content({ changes: { status: { to: 'inactive', from: 'active' } } }))).toBe(base);
    for (const change of [{ id: 'a2' }, { action: 'person.read' }, { subjectPersonIds: ['p3'] }, { rowCount: 1 }, { outcome: 'denied' as const }]) {
      expect(entryMac(key, content(change))).not.toBe(base);
    }
  });

  it('chains on the seq, the previous hash and the MAC, under the key', () => {
    const mac = entryMac(key, content());
    const hash = chainHash(key, '1', CHAIN_START, mac);
    expect(chainHash(key, '2', CHAIN_START, mac)).not.toBe(hash);
    expect(chainHash(key, '1', 'f'.repeat(64), mac)).not.toBe(hash);
    expect(chainHash(Buffer.alloc(32, 8), '1', CHAIN_START, mac)).not.toBe(hash);
    expect(entryMac(Buffer.alloc(32, 8), content())).not.toBe(mac);
  });

  it('a head MAC binds the company, the seq and the hash, under the key', () => {
    const mac = headMac(key, 'c1', '5', 'a'.repeat(64));
    expect(headMac(key, 'c1', '5', 'a'.repeat(64))).toBe(mac);
    for (const other of [headMac(key, 'c2', '5', 'a'.repeat(64)), headMac(key, 'c1', '4', 'a'.repeat(64)), headMac(key, 'c1', '5', 'b'.repeat(64)),
      headMac(Buffer.alloc(32, 8), 'c1', '5', 'a'.repeat(64)), chainHash(key, '5', 'a'.repeat(64), 'c1')]) {
      expect(other).not.toBe(mac);
    }
  });

  it('an anchor MAC binds every field of the anchor', () => {
    const anchor = { companyId: 'c1', seq: '9', hash: 'a'.repeat(64), removed: '9', purgedAt: new Date('2026-01-02T00:00:00.000Z') };
    const mac = anchorMac(key, anchor);
    for (const change of [{ companyId: 'c2' }, { seq: '10' }, { hash: 'b'.repeat(64) }, { removed: '8' }, { purgedAt: new Date('2026-01-03T00:00:00.000Z') }]) {
      expect(anchorMac(key, { ...anchor, ...change })).not.toBe(mac);
    }
    expect(anchorMac(key, { ...anchor })).toBe(mac);
  });
});
