import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { preparedQuery } from '../database/prepared-query';
import { writeTransaction } from '../database/write-transaction';
import { idempotencyContext } from '../idempotency/idempotency-context';
import { CHAIN_START, chainHash, entryMac, headMac } from './audit-chain';
import { AuditEntry, ResolvedAuditEntry } from './audit-entry';
import { entryRows, INSERT_ENTRIES, insertEntries } from './audit-entry-rows';
import { AuditLog } from './audit-log.service';
import { auditTransaction } from './audit-transaction';
import { CoalescedRun } from '../coalesced-run';
import { hasUnchained, lockedHeadWithUnchained, unchainedEntries } from './audit-store';
import { signChainEndsFromBeforeMacs } from './chain-ends-signing';

const BATCH = 500;
/** A pass waits this long after a wake, so the entries of commits close together are chained in one. */
const GATHER_MS = 100;

/**
 * Gives committed entries their place in their company's chain (docs/security.md, "Tamper evidence"): under the
 * company's chain head lock, in the order they occurred, each gets the next seq, the previous entry's hash and its
 * hash. Entries are written without any lock, so writes of a company commit in parallel; the chainer follows moments
 * later (woken after each commit, and every AUDIT_CHAIN_INTERVAL_MS for what other processes or a crash left).
 * An entry whose MAC was not made with the chain key (written into the database by hand) is never chained, and a head
 * whose MAC does not verify (moved without the key) is never moved on: `audit:verify` reports it.
 */
@Injectable()
export class AuditChainer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AuditTrail');
  private timer?: NodeJS.Timeout;
  /** The head of each company as this process last moved it (appendChained's compare-and-set starts from it). */
  private readonly heads = new Map<string, ChainHead>();
  /** Companies whose entries this process committed since the last pass; every company with any, after a timer wake. */
  private readonly due = new Set<string>();
  private scanAll = false;
  /** Companies whose head did not verify (logged). */
  private readonly refusedHeads = new Set<string>();
  private readonly pass = new CoalescedRun(
    () => this.chainDue(),
    (error) => {
      this.scanAll = true;
      this.logger.warn(`Chaining audit entries failed (retried on the next pass): ${error.message}`);
    },
    GATHER_MS,
  );

  constructor(
    private readonly db: DataSource,
    private readonly log: AuditLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    log.onCommitted((companies) => this.wake(companies));
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.log.enabled) return;
    const signed = await signChainEndsFromBeforeMacs(this.db.manager, await this.log.chainKey());
    if (signed) this.logger.log(`Signed ${signed} audit chain heads and anchors from before they carried a MAC`);
    this.timer = setInterval(() => this.wake(), this.config.auditChainIntervalMs);
    this.timer.unref();
    this.wake();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /**
   * A pass soon, for the companies given (their entries just committed here), or for every company with entries not
   * chained (what other processes or a crash left). One pass at a time per process; wakes during a pass make one more.
   */
  wake(companies?: Iterable<string>): void {
    if (companies) for (const companyId of companies) this.due.add(companyId);
    else this.scanAll = true;
    // Outside the request or transaction that woke it.
    idempotencyContext.exit(() => auditTransaction.exit(() => this.pass.wake()));
  }

  private async chainDue(): Promise<void> {
    const scanAll = this.scanAll;
    const due = [...this.due];
    this.scanAll = false;
    this.due.clear();
    const companies = scanAll
      ? ((await this.db.query(`SELECT DISTINCT company_id FROM audit_events WHERE seq IS NULL`)) as { company_id: string }[]).map((r) => r.company_id)
      : due;
    // Skip a company another process is chaining; no probe first: these companies have entries waiting.
    for (const companyId of companies) await this.chainCompany(companyId, { wait: false, probe: false });
  }

  /**
   * Chains a company's committed entries; answers how many. `wait`: wait for another process chaining the company
   * (readers call this first, so what they list is chained); otherwise skip it. `probe`: look for an unchained entry
   * before opening a transaction.
   */
  chainCompany(companyId: string, { wait = true, probe = true }: { wait?: boolean; probe?: boolean } = {}): Promise<number> {
    return idempotencyContext.exit(() => auditTransaction.exit(async () => {
      if (probe && !(await hasUnchained(this.db.manager, companyId))) return 0;
      let total = 0;
      let after: { occurredAt: Date; id: string } | null = null;
      for (;;) {
        const batch = (oneRead: boolean) => writeTransaction(this.db, (em) => this.chainBatch(em, companyId, wait, after, oneRead));
        const step = await batch(true).catch((error: unknown) => {
          if (error instanceof StaleChainRead) return batch(false);
          throw error;
        });
        if (step === null) return total;
        total += step.chained;
        after = step.last;
        if (step.head) this.heads.set(companyId, step.head);
        if (step.seen < BATCH) return total;
      }
    }));
  }

  /**
   * Entries of sensitive reads, written already chained (docs/security.md, "Tamper evidence"), so they are inserted
   * once and never updated. Entries of one company. When this process knows the company's head (it moved it last),
   * one statement moves the head on from exactly there and inserts the entries (a compare-and-set: one round trip and
   * one commit); otherwise, or when another process moved the head meanwhile, a transaction under the head's lock.
   */
  async appendChained(companyId: string, entries: readonly ResolvedAuditEntry[]): Promise<void> {
    const sealed = await this.log.seal(entries);
    const key = await this.log.chainKey();
    const known = this.heads.get(companyId);
    if (known) {
      const head = place(key, sealed, known);
      const [{ written }] = await preparedQuery<{ written: number }>(this.db, 'personnel.audit-append-chained',
        `WITH head AS (
           UPDATE audit_chain_heads SET seq = $2, hash = $3, mac = $7 WHERE company_id = $1 AND seq = $4 AND hash = $5 RETURNING 1
         ), written AS (${INSERT_ENTRIES('$6', 'WHERE EXISTS (SELECT 1 FROM head)')} RETURNING 1)
         SELECT count(*)::int AS written FROM written`,
        [companyId, String(head.seq), head.hash, String(known.seq), known.hash, entryRows(sealed), signedHeadMac(key, companyId, head)],
      );
      if (written === sealed.length) return void this.heads.set(companyId, head);
    }
    const head = await writeTransaction(this.db, async (em) => {
      const locked = await lockHead(em, companyId, true, key);
      if (!locked) throw new Error('the chain head was not locked');
      if (!locked.verified) {
        // Kept, unchained (their MACs still seal them); the chain waits until the head is looked into.
        this.refusedHead(companyId);
        // Without the places the compare-and-set above may have given them.
        await insertEntries(em, sealed.map((entry) => ({ ...entry, seq: null, prevHash: null, hash: null })));
        return null;
      }
      const moved = place(key, sealed, locked);
      await insertEntries(em, sealed);
      await em.query(`UPDATE audit_chain_heads SET seq = $2, hash = $3, mac = $4 WHERE company_id = $1`,
        [companyId, String(moved.seq), moved.hash, signedHeadMac(key, companyId, moved)]);
      return moved;
    });
    if (head) this.heads.set(companyId, head);
    else this.heads.delete(companyId);
  }

  /** Logged once per company and process: the periodic pass would otherwise repeat it every interval. */
  private refusedHead(companyId: string): void {
    if (this.refusedHeads.has(companyId)) return;
    this.refusedHeads.add(companyId);
    this.logger.error(`The audit chain head of company ${companyId} does not verify (moved without the chain key): its entries are not chained (audit:verify reports it)`);
  }

  private async chainBatch(
    em: EntityManager, companyId: string, wait: boolean, after: { occurredAt: Date; id: string } | null, oneRead: boolean,
  ): Promise<{ seen: number; chained: number; last: { occurredAt: Date; id: string }; head: ChainHead | null } | null> {
    // One statement locks the head and reads the entries; its snapshot can predate the lock (a chainer that committed
    // in between): the UPDATE below then finds an entry chained already, and the batch is redone in two statements.
    const key = await this.log.chainKey();
    const locked = oneRead ? await lockedHeadWithUnchained(em, companyId, wait, BATCH, after) : null;
    let head: (ChainHead & { verified: boolean }) | null = locked && {
      seq: BigInt(locked.head.seq), hash: locked.head.hash, verified: headVerifies(key, companyId, locked.head),
    };
    let entries = locked?.entries ?? [];
    if (!head) {
      // No head row yet (made here), or another transaction holds it.
      head = await lockHead(em, companyId, wait, key);
      if (!head) return null;
      entries = await unchainedEntries(em, companyId, BATCH, after);
    }
    if (!entries.length) return null;
    if (!head.verified) {
      this.refusedHead(companyId);
      return null;
    }
    let seq = head.seq;
    let prevHash = head.hash;
    const placed: { id: string; seq: string; prevHash: string; hash: string }[] = [];
    for (const entry of entries) {
      const { seq: _seq, mac, prevHash: _prev, hash: _hash, ...content } = entry;
      if (entryMac(key, content) !== mac) {
        this.logger.error(`Audit entry ${entry.id} of company ${companyId} was not made with the chain key: it is not chained (audit:verify names it)`);
        continue;
      }
      seq += 1n;
      const hash = chainHash(key, String(seq), prevHash, mac);
      placed.push({ id: entry.id, seq: String(seq), prevHash, hash });
      prevHash = hash;
    }
    if (placed.length) {
      const [{ chained }]: { chained: number }[] = await em.query(
        `WITH chained AS (
           UPDATE audit_events a SET seq = v.seq, prev_hash = v.prev_hash, hash = v.hash
             FROM unnest($2::text[], $3::bigint[], $4::text[], $5::text[]) AS v(id, seq, prev_hash, hash)
            WHERE a.company_id = $1 AND a.id = v.id AND a.seq IS NULL
           RETURNING 1
         ), moved AS (
           UPDATE audit_chain_heads SET seq = $6, hash = $7, mac = $9 WHERE company_id = $1 AND (SELECT count(*) FROM chained) = $8
         )
         SELECT count(*)::int AS chained FROM chained`,
        [companyId, placed.map((p) => p.id), placed.map((p) => p.seq), placed.map((p) => p.prevHash), placed.map((p) => p.hash), String(seq), prevHash, placed.length,
          signedHeadMac(key, companyId, { seq, hash: prevHash })],
      );
      if (chained !== placed.length) throw new StaleChainRead();
    }
    const last = entries[entries.length - 1];
    return { seen: entries.length, chained: placed.length, last: { occurredAt: last.occurredAt, id: last.id }, head: placed.length ? { seq, hash: prevHash } : null };
  }
}

/**
 * The company's chain head, locked for this transaction (made on first use, signed); null when `wait` is false and
 * another holds it. `verified`: its MAC is the one the chain key gives its seq and hash.
 */
async function lockHead(em: EntityManager, companyId: string, wait: boolean, key: Buffer): Promise<(ChainHead & { verified: boolean }) | null> {
  const select = `SELECT seq::text AS seq, hash, mac FROM audit_chain_heads WHERE company_id = $1 FOR UPDATE${wait ? '' : ' SKIP LOCKED'}`;
  let [head]: { seq: string; hash: string; mac: string | null }[] = await em.query(select, [companyId]);
  if (!head) {
    await em.query(`INSERT INTO audit_chain_heads (company_id, seq, hash, mac) VALUES ($1, 0, $2, $3) ON CONFLICT (company_id) DO NOTHING`,
      [companyId, CHAIN_START, headMac(key, companyId, '0', CHAIN_START)]);
    [head] = await em.query(select, [companyId]);
  }
  return head ? { seq: BigInt(head.seq), hash: head.hash, verified: headVerifies(key, companyId, head) } : null;
}

const headVerifies = (key: Buffer, companyId: string, head: { seq: string; hash: string; mac: string | null }) =>
  head.mac === headMac(key, companyId, head.seq, head.hash);

const signedHeadMac = (key: Buffer, companyId: string, head: ChainHead) => headMac(key, companyId, String(head.seq), head.hash);

/** The entries read were chained meanwhile by another transaction: the batch rolls back and is read again. */
class StaleChainRead extends Error {}

interface ChainHead {
  seq: bigint;
  hash: string;
}

/** Gives sealed entries the places after `head`, in order; answers the new head. */
function place(key: Buffer, entries: AuditEntry[], head: ChainHead): ChainHead {
  let { seq, hash } = head;
  for (const entry of entries) {
    seq += 1n;
    entry.seq = String(seq);
    entry.prevHash = hash;
    entry.hash = chainHash(key, entry.seq, hash, entry.mac);
    hash = entry.hash;
  }
  return { seq, hash };
}
