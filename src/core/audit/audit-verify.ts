import { EntityManager } from 'typeorm';
import { CHAIN_START, entryHash } from './audit-chain';
import { auditChainEnds, auditEntriesAfter } from './audit-store';

export type ChainProblem = 'altered' | 'removed' | 'inserted';

export interface ChainVerdict {
  ok: boolean;
  /** Entries checked. */
  checked: number;
  /** The first entry that does not verify, and how. */
  firstBad?: { seq: string; id: string | null; problem: ChainProblem; detail: string };
}

const BATCH = 2000;

/**
 * Walks a company's chain from its start (or the retention purge's latest anchor) and names the first entry that
 * is altered (its hash does not match its content), removed (a gap, or a previous hash that is not the entry
 * before's) or inserted (an entry beyond the chain's head, or one whose hash was made without the chain key).
 */
export async function verifyAuditChain(em: EntityManager, chainKey: Buffer, companyId: string): Promise<ChainVerdict> {
  const { head, anchor } = await auditChainEnds(em, companyId);
  let expectedSeq = BigInt(anchor?.seq ?? '0') + 1n;
  let prevHash = anchor?.hash ?? CHAIN_START;
  let after = anchor?.seq ?? '0';
  let checked = 0;
  const headSeq = BigInt(head?.seq ?? '0');
  const bad = (seq: string, id: string | null, problem: ChainProblem, detail: string): ChainVerdict =>
    ({ ok: false, checked, firstBad: { seq, id, problem, detail } });
  for (;;) {
    const entries = await auditEntriesAfter(em, companyId, after, BATCH);
    for (const entry of entries) {
      const seq = BigInt(entry.seq);
      if (seq > headSeq) return bad(entry.seq, entry.id, 'inserted', `entry ${entry.seq} lies beyond the chain's head (${headSeq})`);
      if (seq !== expectedSeq) return bad(String(expectedSeq), null, 'removed', `entries ${expectedSeq}..${seq - 1n} are missing`);
      const { hash, ...content } = entry;
      if (entryHash(chainKey, content) !== hash) {
        const problem = entry.prevHash === prevHash ? 'altered' : 'inserted';
        return bad(entry.seq, entry.id, problem, problem === 'altered' ? 'its content does not match its hash' : 'it does not follow the entry before it');
      }
      if (entry.prevHash !== prevHash) return bad(String(expectedSeq), null, 'removed', `entry ${entry.seq} does not follow the entry before it`);
      prevHash = hash;
      expectedSeq = seq + 1n;
      after = entry.seq;
      checked += 1;
    }
    if (entries.length < BATCH) break;
  }
  if (expectedSeq <= headSeq) return bad(String(expectedSeq), null, 'removed', `entries ${expectedSeq}..${headSeq} are missing`);
  if (head && prevHash !== head.hash) return bad(head.seq, null, 'altered', "the last entry's hash is not the chain head's");
  return { ok: true, checked };
}
