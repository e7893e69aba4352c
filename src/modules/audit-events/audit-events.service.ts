import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { AuditChainer } from '../../core/audit/audit-chainer';
import { AuditReads } from '../../core/audit/audit-reads.service';
import { AUDIT_ALIAS, auditEntriesAfter, auditEntriesToApi, auditEntryById, auditPage } from '../../core/audit/audit-store';
import { isWellFormedId } from '../../core/audit/storable';
import { ListEnvelope } from '../../core/crud/resource-definition';
import { PositionalParams } from '../../core/database/positional-params';
import { ApiError } from '../../core/errors/api-error';
import { ParsedQuery } from '../../core/query/query-string';
import { translateQuery } from '../../core/query/query-translator';
import { tenantCondition } from '../../core/tenancy/tenant-query';
import { AUDIT_EVENTS_QUERY } from './audit-events.query';

const STREAM_BATCH = 1000;

/** The audit trail's API (owner, `audit:read`): lists, one entry, an NDJSON period; each read is audited itself. */
@Injectable()
export class AuditEventsService {
  constructor(
    private readonly db: DataSource,
    private readonly reads: AuditReads,
    private readonly chainer: AuditChainer,
  ) {}

  /** Entries are listed once chained (moments after they commit): what a reader lists has its place, seq included. */
  async list(auth: AuthContext, query: ParsedQuery): Promise<ListEnvelope> {
    const translated = translateQuery(query, AUDIT_EVENTS_QUERY, AUDIT_ALIAS);
    await this.chainer.chainCompany(auth.companyId);
    const params = new PositionalParams();
    const conditions = [tenantCondition(AUDIT_ALIAS, auth.companyId), { sql: `${AUDIT_ALIAS}.seq IS NOT NULL`, params: {} }, ...translated.where];
    // The company is one parameter, also for filters that read it (the subject filter's stored lists).
    const where = conditions.map((c) => `(${params.convert(c.sql, { tenantCompanyId: auth.companyId, ...c.params })})`).join(' AND ');
    const order = translated.sort.length ? translated.sort.map((s) => `${s.column} ${s.direction}`).join(", ") : `${AUDIT_ALIAS}.seq ASC`;
    const { total, entries } = await auditPage(this.db.manager, where, params.values, order, translated.limit, translated.skip);
    await this.auditRead(auth, null, entries.length);
    return { total, limit: translated.limit, skip: translated.skip, data: await auditEntriesToApi(this.db.manager, auth.companyId, entries) };
  }

  async get(auth: AuthContext, id: string): Promise<Record<string, unknown>> {
    // Any text may come in a path (a NUL PostgreSQL refuses): what is not an id names no entry.
    if (!isWellFormedId(id)) throw ApiError.notFound();
    await this.chainer.chainCompany(auth.companyId);
    const entry = await auditEntryById(this.db.manager, auth.companyId, id);
    if (!entry || entry.seq === null) throw ApiError.notFound();
    await this.auditRead(auth, id, null);
    return (await auditEntriesToApi(this.db.manager, auth.companyId, [entry]))[0];
  }

  /** The entries of a period as NDJSON, in chain order, read in batches (a SIEM import). */
  async stream(auth: AuthContext, from: Date | undefined, to: Date | undefined): Promise<Readable> {
    await this.auditRead(auth, null, null);
    await this.chainer.chainCompany(auth.companyId);
    const em = this.db.manager;
    const companyId = auth.companyId;
    async function* lines(): AsyncGenerator<string> {
      let after = '0';
      for (;;) {
        const entries = await auditEntriesAfter(em, companyId, after, STREAM_BATCH, { from, to });
        for (const entry of await auditEntriesToApi(em, companyId, entries)) yield `${JSON.stringify(entry)}\n`;
        if (entries.length < STREAM_BATCH) return;
        after = entries[entries.length - 1].seq!;
      }
    }
    return Readable.from(lines());
  }

  private auditRead(auth: AuthContext, id: string | null, rowCount: number | null): Promise<void> {
    return this.reads.record({ companyId: auth.companyId, action: 'auditEvents.read', target: { type: 'auditEvent', id }, rowCount });
  }
}
