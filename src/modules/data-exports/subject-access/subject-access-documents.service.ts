import { AuditChainer } from '../../../core/audit/audit-chainer';
import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../../core/auth/auth-context';
import { auditEntriesOfSubject, auditSubjectCount } from '../../../core/audit/audit-store';
import { Clock } from '../../../core/clock';
import { ResourceRegistry } from '../../../core/crud/resource-registry';
import { ApiError } from '../../../core/errors/api-error';
import { PolicyService } from '../../../core/policy/policy.service';
import { RESOURCE_ACCESS } from '../../../core/policy/resource-access';
import type { Scope } from '../../../core/auth/scopes';
import { FilesService } from '../../files';
import { TimeAwayBalancesService } from '../../time-away';
import type { ExportOutput } from '../export-stream';
import { subjectAuditEntry } from './subject-access-entries';
import { omissionOf, OmittedSection } from './subject-access-omissions';
import { SubjectAccessRequest } from './subject-access-request';

/** The document format's version (docs/schemas/subject-access.schema.json); raised on any incompatible change. */
export const SUBJECT_ACCESS_VERSION = 2;

/** Audit entries read at a time while the document is written. */
const AUDIT_BATCH = 1000;

const ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The subject access document (GDPR Art. 15; docs/security.md, "Subject access"): one JSON document of everything
 * held about a person that the caller may read. Person-owned records are found from the served resources' declarations
 * (`ownership.personColumn`) and read as the caller reads them through the API (the role's rows and fields, the
 * token's scopes), so a new person-owned resource is in the document without a change here; then the person's files
 * the caller may see, with signed links, this year's time-away balances and the audit entries about them (read in
 * batches, written as they come). What the caller cannot read is listed as omitted, with the scope that would open it.
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
    await this.policy.require(auth, 'subjectAccess', 'read', [{ personId }], { em });
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
    const head = await this.head(em, auth, personId, identities);
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
    return { stream: Readable.from(document()), rows: () => items, subjects: () => [personId] };
  }

  /**
   * Everything but the audit entries, as the caller reads it: each part through the read it has in the API, bounded
   * by the role and the token's scopes; parts they cannot read are listed in `omitted` instead.
   */
  private async head(em: EntityManager, auth: AuthContext, personId: string, identities: boolean) {
    const omitted: OmittedSection[] = [];
    const leaveOut = (left: OmittedSection | null) => {
      if (left && !omitted.some((o) => o.section === left.section)) omitted.push(left);
      return left !== null;
    };
    let person: Record<string, unknown> | null = null;
    const records: Record<string, Record<string, unknown>[]> = {};
    for (const { resource, service } of this.registry.resources()) {
      const { ownership, name, policy } = service.definition;
      if (!ownership?.personColumn) continue;
      const section = ownership.personColumn === 'id' ? 'person' : `records.${name}`;
      if (leaveOut(omissionOf(section, this.policy.mayTake(auth, policy, 'read'), resource.scopes.read as Scope, auth.scopes))) continue;
      for (const [part, rule] of Object.entries(RESOURCE_ACCESS[policy]?.sections?.follow ?? {})) {
        leaveOut(omissionOf(`${section}.${part}`, this.policy.mayTake(auth, rule.resource, 'read'), rule.scopes?.read ?? null, auth.scopes));
      }
      const rows = await service.personRowsAs(em, auth, personId);
      if (section === 'person') person = rows[0] ?? null;
      else records[name] = [...(records[name] ?? []), ...rows];
    }
    if (!person) throw ApiError.notFound('The person no longer exists');
    const year = Number(this.clock.now().toISOString().slice(0, 4));
    const privateTimeAway = await this.policy.classReach(em, auth, 'timeAway', 'private');
    const balancesShown = !leaveOut(omissionOf('timeAwayBalances', privateTimeAway === 'all' || privateTimeAway.has(personId), 'private:read', auth.scopes));
    const files = await this.files.personFilesAs(em, auth, personId);
    for (const closed of files.closed) leaveOut(omissionOf(`files.${closed.type}`, closed.scope !== null, closed.scope, auth.scopes));
    return {
      version: SUBJECT_ACCESS_VERSION,
      generatedAt: this.clock.now().toISOString(),
      companyId: auth.companyId,
      personId,
      actorIdentities: identities,
      complete: omitted.length === 0,
      omitted,
      person,
      records,
      timeAwayBalances: balancesShown ? await this.balances.balancesFor(auth.companyId, [personId], year, em) : [],
      files: files.files,
    };
  }
}
