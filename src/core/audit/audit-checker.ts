import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError } from '../errors/api-error';
import { Clock } from '../clock';
import { headMac } from './audit-chain';
import { AuditChainer } from './audit-chainer';
import { AuditLog } from './audit-log.service';
import { auditChainHeads } from './audit-store';
import { ChainVerdict, verifyAuditChain } from './audit-verify';
import { parseSignedHead, SignedHead, signedHeadProblem, signHead } from './signed-head';

/**
 * The console's audit commands, once the chainer has caught up: `audit:verify --company <id> [--head <kept head>]`
 * walks the chain with the instance's chain key; `audit:head` prints signed heads to keep outside the database.
 */
@Injectable()
export class AuditChecker {
  constructor(
    private readonly db: DataSource,
    private readonly log: AuditLog,
    private readonly chainer: AuditChainer,
    private readonly clock: Clock,
  ) {}

  /** `kept`: a statement `audit:head` printed (one, or its list of every company's), as parsed JSON. */
  async verify(companyId: string, kept?: unknown): Promise<ChainVerdict & { companyId: string }> {
    const key = await this.log.chainKey();
    const head = kept === undefined ? undefined : keptHeadOf(kept, companyId);
    const problem = head && signedHeadProblem(key, head);
    await this.chainer.chainCompany(companyId);
    const verdict = await verifyAuditChain(this.db.manager, key, companyId, problem ? undefined : head);
    if (head && problem) {
      verdict.keptHead = { seq: head.seq, signedAt: head.signedAt, reached: false, detail: `the kept head is not relied on: ${problem}` };
      verdict.ok = false;
    }
    return { companyId, ...verdict };
  }

  /** `audit:head --company <id>`: the company's signed head; a 409 when its head does not verify. */
  async head(companyId: string): Promise<SignedHead> {
    const { heads, refused } = await this.heads(companyId);
    if (refused.length) throw new ApiError(409, refused[0].detail);
    if (!heads.length) throw ApiError.notFound(`Company ${companyId} has no audit chain`);
    return heads[0];
  }

  /**
   * The signed heads of a company, or of every company with a chain, pending entries chained first. A head whose MAC
   * does not verify is refused, not signed: a signature would vouch for a chain moved without the key.
   */
  async heads(companyId?: string): Promise<{ heads: SignedHead[]; refused: { companyId: string; detail: string }[] }> {
    const key = await this.log.chainKey();
    const companies = companyId ? [companyId] : (await auditChainHeads(this.db.manager)).map((head) => head.companyId);
    for (const id of companies) await this.chainer.chainCompany(id);
    const now = this.clock.now();
    const heads: SignedHead[] = [];
    const refused: { companyId: string; detail: string }[] = [];
    for (const head of await auditChainHeads(this.db.manager, companyId)) {
      if (head.mac === headMac(key, head.companyId, head.seq, head.hash)) heads.push(signHead(key, head, now));
      else refused.push({ companyId: head.companyId, detail: `the audit chain head of company ${head.companyId} does not verify (moved without the chain key): run audit:verify` });
    }
    return { heads, refused };
  }
}

/** The statement of `companyId` in what was given: a statement or `{ heads: [...] }`; a 422 when there is none. */
function keptHeadOf(kept: unknown, companyId: string): SignedHead {
  const given = typeof kept === 'object' && kept !== null && Array.isArray((kept as { heads?: unknown }).heads)
    ? (kept as { heads: unknown[] }).heads
    : [kept];
  const parsed = given.map(parseSignedHead);
  const problem = parsed.find((head): head is string => typeof head === 'string');
  if (problem) throw ApiError.invalidField('head', problem);
  const head = (parsed as SignedHead[]).find((h) => h.companyId === companyId);
  if (!head) throw ApiError.invalidField('head', `it holds no signed head of company ${companyId}`);
  return head;
}
