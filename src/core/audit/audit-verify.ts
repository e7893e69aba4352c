import { EntityManager } from 'typeorm';
import { anchorMac, CHAIN_START, chainHash, entryMac, headMac } from './audit-chain';
import { AuditEntry } from './audit-entry';
import { auditChainEnds, auditEntriesAfter, auditEntryAtOrBelow, StoredChainAnchor, unchainedEntries } from './audit-store';
import { SignedHead } from './signed-head';

export type ChainProblem = 'altered' | 'removed' | 'inserted';

/** A chain head or purge anchor whose MAC does not verify: moved, made or changed without the chain key. */
export interface TamperedRecord {
  record: 'head' | 'anchor';
  seq: string;
  detail: string;
}

export interface ChainVerdict {
  ok: boolean;
  /** Chained entries checked. */
  checked: number;
  /** The first entry that does not verify, and how. */
  firstBad?: { seq: string | null; id: string | null; problem: ChainProblem; detail: string };
  /** Heads and anchors that do not verify; absent when there are none. */
  tampered?: TamperedRecord[];
  /** The kept head checked against (`--head`): whether the chain still reaches it, the same. */
  keptHead?: { seq: string; signedAt: string; reached: boolean; detail: string };
}

const BATCH = 2000;

const macOk = (key: Buffer, entry: AuditEntry) => {
  const { seq: _seq, mac, prevHash: _prev, hash: _hash, ...content } = entry;
  return entryMac(key, content) === mac;
};

const anchorOk = (key: Buffer, anchor: StoredChainAnchor) => anchor.mac === anchorMac(key, anchor);

/**
 * Walks a company's chain from its start (or the retention purge's latest anchor whose MAC verifies) and names the
 * first entry that is altered (its content does not match its MAC, or its hash its place), removed (a gap, a missing
 * tail, or an entry that does not follow the one before) or inserted (an entry past the chain's head or before its
 * start, or one not made with the chain key, chained or not). A head or anchor whose MAC does not verify is reported
 * as tampered and not relied on. With a kept head (`audit:head`, its signature checked by the caller), the chain must
 * still reach its seq with its hash. Run it after the chainer has caught up (AuditChecker does).
 */
export async function verifyAuditChain(em: EntityManager, chainKey: Buffer, companyId: string, kept?: SignedHead): Promise<ChainVerdict> {
  const { head, anchors } = await auditChainEnds(em, companyId);
  const tampered: TamperedRecord[] = [];
  const headTrusted = !head || head.mac === headMac(chainKey, companyId, head.seq, head.hash);
  if (!headTrusted) tampered.push({ record: 'head', seq: head!.seq, detail: 'its MAC does not match its seq and hash: moved without the chain key' });
  const anchor = anchors.find((a) => anchorOk(chainKey, a)) ?? null;
  for (const forged of anchors.filter((a) => !anchorOk(chainKey, a))) {
    tampered.push({ record: 'anchor', seq: forged.seq, detail: 'its MAC does not match: made or changed without the chain key, so it is not relied on' });
  }
  const startSeq = anchor?.seq ?? '0';
  let expectedSeq = BigInt(startSeq) + 1n;
  let prevHash = anchor?.hash ?? CHAIN_START;
  let after = startSeq;
  let checked = 0;
  // A head that does not verify bounds nothing: every chained entry is walked.
  const headSeq = headTrusted ? BigInt(head?.seq ?? '0') : null;
  const keptSeq = kept ? BigInt(kept.seq) : null;
  let keptHash: string | null = kept && BigInt(kept.seq) === BigInt(startSeq) ? (anchor?.hash ?? CHAIN_START) : null;
  const verdict = (firstBad?: ChainVerdict['firstBad']): ChainVerdict => {
    const keptHead = kept && keptHeadResult(kept, keptHash, BigInt(startSeq), !!firstBad);
    const result: ChainVerdict = { ok: !firstBad && !tampered.length && (keptHead?.reached ?? true), checked };
    if (firstBad) result.firstBad = firstBad;
    if (tampered.length) result.tampered = tampered;
    if (keptHead) result.keptHead = keptHead;
    return result;
  };
  const bad = (seq: string | null, id: string | null, problem: ChainProblem, detail: string) => verdict({ seq, id, problem, detail });

  const beforeStart = await auditEntryAtOrBelow(em, companyId, startSeq);
  if (beforeStart) return bad(beforeStart.seq, beforeStart.id, 'inserted', `entry ${beforeStart.seq} lies at or before the chain's start (${startSeq})`);
  for (;;) {
    const entries = await auditEntriesAfter(em, companyId, after, BATCH);
    for (const entry of entries) {
      const seq = BigInt(entry.seq!);
      if (headSeq !== null && seq > headSeq) return bad(entry.seq, entry.id, 'inserted', `entry ${entry.seq} lies beyond the chain's head (${headSeq})`);
      if (seq !== expectedSeq) return bad(String(expectedSeq), null, 'removed', `entries ${expectedSeq}..${seq - 1n} are missing`);
      if (!macOk(chainKey, entry)) return bad(entry.seq, entry.id, 'altered', 'its content does not match its MAC');
      if (entry.prevHash !== prevHash) return bad(String(expectedSeq), entry.id, 'removed', `entry ${entry.seq} does not follow the entry before it`);
      if (chainHash(chainKey, entry.seq!, entry.prevHash, entry.mac) !== entry.hash) {
        return bad(entry.seq, entry.id, 'altered', 'its hash does not match its place in the chain');
      }
      if (seq === keptSeq) {
        keptHash = entry.hash;
        if (entry.hash !== kept!.hash) return bad(entry.seq, entry.id, 'altered', "its hash is not the kept head's: the chain was rewritten after the head was signed");
      }
      prevHash = entry.hash!;
      expectedSeq = seq + 1n;
      after = entry.seq!;
      checked += 1;
    }
    if (entries.length < BATCH) break;
  }
  if (headSeq !== null && expectedSeq <= headSeq) return bad(String(expectedSeq), null, 'removed', `entries ${expectedSeq}..${headSeq} are missing`);
  if (headTrusted && head && prevHash !== head.hash) return bad(head.seq, null, 'altered', "the last entry's hash is not the chain head's");
  if (keptSeq !== null && expectedSeq <= keptSeq) {
    return bad(String(expectedSeq), null, 'removed', `entries ${expectedSeq}..${keptSeq} are missing: the chain ends before the kept head`);
  }
  for (let page: AuditEntry[] = [], last: AuditEntry | null = null; ; last = page[page.length - 1]) {
    page = await unchainedEntries(em, companyId, BATCH, last ? { occurredAt: last.occurredAt, id: last.id } : null);
    const forged = page.find((entry) => !macOk(chainKey, entry));
    if (forged) return bad(null, forged.id, 'inserted', 'an entry not made with the chain key');
    if (page.length < BATCH) break;
  }
  return verdict();
}

/** Whether the walk found the kept head's seq with its hash (`hash`: what it found there), or a purge took it since. */
function keptHeadResult(kept: SignedHead, hash: string | null, startSeq: bigint, stopped: boolean): NonNullable<ChainVerdict['keptHead']> {
  const at = { seq: kept.seq, signedAt: kept.signedAt };
  if (hash === kept.hash) return { ...at, reached: true, detail: 'the chain reaches the kept head' };
  if (hash === null && BigInt(kept.seq) < startSeq) return { ...at, reached: true, detail: 'the kept head has been purged since (retention): the chain continues from a later anchor' };
  if (hash === null && stopped) return { ...at, reached: false, detail: 'not reached: the walk stopped at the first bad entry' };
  if (hash === null) return { ...at, reached: false, detail: 'the chain does not reach the kept head' };
  return { ...at, reached: false, detail: "the entry at the kept head's seq has another hash" };
}
