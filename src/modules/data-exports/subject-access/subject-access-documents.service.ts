import { AuditChainer } from '../../../core/audit/audit-chainer';
import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext, hasScope } from '../../../core/auth/auth-context';
import { auditEntriesOfSubject, auditSubjectCount } from '../../../core/audit/audit-store';
import { Clock } from '../../../core/clock';
import { ResourceRegistry } from '../../../core/crud/resource-registry';
import { ApiError } from '../../../core/errors/api-error';
import { PolicyService } from '../../../core/policy/policy.service';
import { FilesService } from '../../files';
import { TimeAwayBalancesService } from '../../time-away';
import type { ExportOutput } from '../export-stream';
import { subjectAuditEntry } from './subject-access-entries';
import { SubjectAccessRequest } from './subject-access-request';

/** The document format's version (docs/schemas/subject-access.schema.json); raised on any incompatible change. */
export const SUBJECT_ACCESS_VERSION = 1;

/** Audit entries read at a time while the document is written. */
const AUDIT_BATCH = 1000;

const ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The subject access document (GDPR Art. 15; docs/security.md, "Subject access"): one JSON document of everything
 * held about a person. Person-owned records are found from the served resources' declarations
 * (`ownership.personColumn`) and read through each service's owner view, so a new person-owned resource is in the
 * document without a change here; then the person's files with signed links, this year's time-away balances and
 * the audit entries about them (read in batches, written as they come).
 */
@Injectable()
export class SubjectAccessDocuments {
  constructor(
    private readonly db: DataSource,
    private readonly registry: ResourceRegistry,
    private readonly policy: PolicyService,
    private readonly files: FilesService,
    private readonly balances: TimeAwayBalancesService,
    private readonly clock: Clock,
    private readonly chainer: AuditChainer,
  ) {}

  /**
   * 404 unless the person is one of the caller's company; 403 unless the caller may ask for their data (the policy
   * table's `subjectAccess`: the owner for anyone, everyone else for themselves) with a token that reads private data.
   */
  async assertMayRequest(auth: AuthContext, personId: string, em: EntityManager = this.db.manager): Promise<void> {
    const known = ID.test(personId) ? await this.policy.directory.peopleWhere(em, auth.companyId, [personId], 'subject', []) : new Set<string>();
    if (!known.has(personId)) throw ApiError.notFound();
    const reached = await this.policy.mayReach(em, auth, 'subjectAccess', [personId], 'read');
    if (!reached.has(personId)) throw ApiError.forbidden('Only the owner may ask for another person\'s data; anyone may ask for their own');
    if (!hasScope(auth, 'private:read')) throw ApiError.forbidden('Subject access needs the private:read scope');
  }

  /** How many audit entries the document will hold: what decides whether a worker builds it (D11). */
  auditCount(companyId: string, personId: string): Promise<number> {
    return auditSubjectCount(this.db.manager, companyId, personId);
  }

  /** The document as a byte stream, built with the caller's rights as they are now (checked again here). */
  async output(auth: AuthContext, request: SubjectAccessRequest): Promise<ExportOutput> {
    const em = this.db.manager;
    const { personId } = request;
    await this.assertMayRequest(auth, personId, em);
    const identities = this.policy.seesEveryRowFields(auth, 'subjectAccess');
    const head = await this.head(em, auth.companyId, personId, identities);
    // The audit entries are read in chain order: those committed moments ago are chained first.
    await this.chainer.chainCompany(auth.companyId);
    let items = 1 + Object.values(head.records).reduce((n, rows) => n + rows.length, 0) + head.files.length;
    const companyId = auth.companyId;
    async function* document(): AsyncGenerator<string> {
      const text = JSON.stringify(head);
      yield `${text.slice(0, -1)},"auditEvents":[`;
      let after = '0';
      let first = true;
      for (;;) {
        const entries = await auditEntriesOfSubject(em, companyId, personId, after, AUDIT_BATCH);
        if (entries.length) {
          yield `${first ? '' : ','}${entries.map((entry) => JSON.stringify(subjectAuditEntry(entry, identities))).join(',')}`;
          first = false;
          items += entries.length;
        }
        if (entries.length < AUDIT_BATCH) break;
        after = entries[entries.length - 1].seq!;
      }
      yield ']}\n';
    }
    return { stream: Readable.from(document()), rows: () => items };
  }

  /** Everything but the audit entries. */
  private async head(em: EntityManager, companyId: string, personId: string, identities: boolean) {
    let person: Record<string, unknown> | null = null;
    const records: Record<string, Record<string, unknown>[]> = {};
    for (const service of this.registry.services()) {
      const { ownership, name } = service.definition;
      if (!ownership?.personColumn) continue;
      const rows = await service.ownerRowsOf(em, companyId, personId);
      if (ownership.personColumn === 'id') person = rows[0] ?? null;
      else records[name] = [...(records[name] ?? []), ...rows];
    }
    if (!person) throw ApiError.notFound('The person no longer exists');
    const year = Number(this.clock.now().toISOString().slice(0, 4));
    return {
      version: SUBJECT_ACCESS_VERSION,
      generatedAt: this.clock.now().toISOString(),
      companyId,
      personId,
      actorIdentities: identities,
      person,
      records,
      timeAwayBalances: await this.balances.balancesFor(companyId, [personId], year, em),
      files: await this.files.ofPerson(em, companyId, personId),
    };
  }
}
