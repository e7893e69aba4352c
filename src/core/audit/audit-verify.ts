import { EntityManager } from 'typeorm';
import { CHAIN_START, chainHash, entryMac } from './audit-chain';
import { AuditEntry } from './audit-entry';
import { auditChainEnds, auditEntriesAfter, unchainedEntries } from './audit-store';

export type ChainProblem = 'altered' | 'removed' | 'inserted';

export interface ChainVerdict {
  ok: boolean;
  /** Chained entries checked. */
  checked: number;
  /** The first entry that does not verify, and how. */
  firstBad?: { seq: string | null; id: string | null; problem: ChainProblem; detail: string };
}

const BATCH = 2000;

const macOk = (key: Buffer, entry: AuditEntry) => {
  const { seq: _seq, mac, prevHash: _prev, hash: _hash, ...content } = entry;
  return entryMac(key, content) === mac;
};

/**
 * Walks a company's chain from its start (or the retention purge's latest anchor) and names the first entry that
 * is altered (its content does not match its MAC, or its hash its place), removed (a gap, a missing tail, or an entry
 * that does not follow the one before) or inserted (an entry past the chain's head, or one not made with the chain
 * key, chained or not). Run it after the chainer has caught up (AuditChecker does).
 */
export async function verifyAuditChain(em: EntityManager, chainKey: Buffer, companyId: string): Promise<ChainVerdict> {
  const { head, anchor } = await auditChainEnds(em, companyId);
  let expectedSeq = BigInt(anchor?.seq ?? '0') + 1n;
  let prevHash = anchor?.hash ?? CHAIN_START;
  let after = anchor?.seq ?? '0';
  let checked = 0;
  const headSeq = BigInt(head?.seq ?? '0');
  const bad = (seq: string | null, id: string | null, problem: ChainProblem, detail: string): ChainVerdict =>
    ({ ok: false, checked, firstBad: { seq, id, problem, detail } });
  for (;;) {
    const entries = await auditEntriesAfter(em, companyId, after, BATCH);
    for (const entry of entries) {
      const seq = BigInt(entry.seq!);
      if (seq > headSeq) return bad(entry.seq, entry.id, 'inserted', `entry ${entry.seq} lies beyond the chain's head (${headSeq})`);
      if (seq !== expectedSeq) return bad(String(expectedSeq), null, 'removed', `entries ${expectedSeq}..${seq - 1n} are missing`);
      if (!macOk(chainKey, entry)) return bad(entry.seq, entry.id, 'altered', 'its content does not match its MAC');
      if (entry.prevHash !== prevHash) return bad(String(expectedSeq), entry.id, 'removed', `entry ${entry.seq} does not follow the entry before it`);
      if (chainHash(chainKey, entry.seq!, entry.prevHash, entry.mac) !== entry.hash) {
        return bad(entry.seq, entry.id, 'altered', 'its hash does not match its place in the chain');
      }
      prevHash = entry.hash!;
      expectedSeq = seq + 1n;
      after = entry.seq!;
      checked += 1;
    }
    if (entries.length < BATCH) break;
  }
  if (expectedSeq <= headSeq) return bad(String(expectedSeq), null, 'removed', `entries ${expectedSeq}..${headSeq} are missing`);
  if (head && prevHash !== head.hash) return bad(head.seq, null, 'altered', "the last entry's hash is not the chain head's");
  for (let page: AuditEntry[] = [], last: AuditEntry | null = null; ; last = page[page.length - 1]) {
    page = await unchainedEntries(em, companyId, BATCH, last ? { occurredAt: last.occurredAt, id: last.id } : null);
    const forged = page.find((entry) => !macOk(chainKey, entry));
    if (forged) return bad(null, forged.id, 'inserted', 'an entry not made with the chain key');
    if (page.length < BATCH) break;
  }
  return { ok: true, checked };
}
