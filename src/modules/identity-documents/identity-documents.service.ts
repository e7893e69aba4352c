import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { CommittedChange } from '../../core/crud/resource.service';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { Clock } from '../../core/clock';
import { ApiError } from '../../core/errors/api-error';
import { newId } from '../../core/ids';
import { OutboxService } from '../../core/outbox/outbox.service';
import { everyRowFields } from '../../core/policy/resource-access';
import { PolicyService } from '../../core/policy/policy.service';
import { FieldClass } from '../../core/policy/policy-table';
import { ApiRow } from '../../core/read/read-declaration';
import { LinkSigner } from '../../core/storage/link-signer';
import { assertReference } from '../../core/tenancy/tenant-query';
import { FileAttachmentsService } from '../files';
import { embeddedFileOf, fileNameSql } from '../files';
import { Person } from '../people';
import { PersonRecordService } from '../person-records';
import { assertPersonReachable } from '../person-records';
import { CreateIdentityDocumentDto, UpdateIdentityDocumentDto } from './identity-document.dto';
import { IDENTITY_DOCUMENT_SEALED, IdentityDocument } from './identity-document.entity';

/** Who verified and when: the access layer's `everyRowFields` of identity documents. */
export const VERIFIER_FIELDS: readonly string[] = everyRowFields('identityDocument');

const IDENTITY_DOCUMENT_FIELDS = [
  'id', 'personId', 'type', 'number', 'countryCode', 'expiryDate', 'note', 'fileId', 'verifiedBy', 'verifiedAt', 'createdAt', 'updatedAt',
] as const;

/**
 * The verifier fields are `private` in the read (as in the API shape): the classes of a caller who sees them, of one
 * who does not; events show them (the owner's view holds `private`).
 */
const SEES_VERIFIER: ReadonlySet<FieldClass> = new Set<FieldClass>(['public', 'private']);
const NOT_VERIFIER: ReadonlySet<FieldClass> = new Set<FieldClass>(['public']);

/** Identity documents (spec "Identity document"): a file each; verification by a person, cleared by null. */
@Injectable()
export class IdentityDocumentsService extends PersonRecordService<IdentityDocument, CreateIdentityDocumentDto, UpdateIdentityDocumentDto> {
  readonly definition: ResourceDefinition<IdentityDocument> = {
    name: 'identityDocument',
    policy: 'identityDocument',
    auditReads: {},
    entity: IdentityDocument,
    alias: 'iddoc',
    ownership: { personColumn: 'person_id' },
    sealed: IDENTITY_DOCUMENT_SEALED,
    query: {
      filters: { personId: { type: 'string', operators: ['$in'] } },
      sort: { expiryDate: 'iddoc.expiry_date', createdAt: 'iddoc.created_at' },
    },
    fields: IDENTITY_DOCUMENT_FIELDS,
    read: {
      fields: [...IDENTITY_DOCUMENT_FIELDS, 'file', 'isVerified'],
      sql: { file: fileNameSql('iddoc.company_id', 'iddoc.file_id'), isVerified: 'iddoc.verified_at IS NOT NULL' },
      derive: { file: (filename, row) => embeddedFileOf(this.signer, filename, row.fileId) },
      fieldClass: (field) => (VERIFIER_FIELDS.includes(field) ? 'private' : 'public'),
    },
  };

  constructor(
    db: DataSource,
    outbox: OutboxService,
    policy: PolicyService,
    private readonly files: FileAttachmentsService,
    private readonly signer: LinkSigner,
    private readonly clock: Clock,
  ) {
    super(db, outbox, policy);
  }

  protected async buildNew(em: EntityManager, auth: AuthContext, input: CreateIdentityDocumentDto): Promise<Partial<IdentityDocument>> {
    await assertPersonReachable(em, this.policy, auth, 'identityDocument', input.personId);
    const id = newId();
    const row: Partial<IdentityDocument> = {
      id, personId: input.personId, type: input.type.trim(), number: input.number ?? null, countryCode: input.countryCode ?? null,
      expiryDate: input.expiryDate ?? null, note: input.note ?? null, fileId: input.fileId, verifiedBy: null, verifiedAt: null,
    };
    if (input.verifiedBy !== undefined) await this.setVerifier(em, auth, row, input.verifiedBy);
    await this.files.attach(em, auth, { fileId: input.fileId, type: 'identityDocument', personId: input.personId, owner: `identityDocument:${id}`, field: 'fileId' });
    return row;
  }

  protected async applyUpdate(em: EntityManager, auth: AuthContext, row: IdentityDocument, input: UpdateIdentityDocumentDto): Promise<void> {
    const attested = attestedFacts(row);
    for (const field of ['number', 'countryCode', 'expiryDate', 'note'] as const) {
      if (input[field] !== undefined) row[field] = input[field] ?? null;
    }
    if (input.type !== undefined) row.type = input.type.trim();
    if (input.fileId !== undefined && input.fileId !== row.fileId) {
      // The old file goes first (the reference is checked at commit, when the row names the new one).
      await this.files.release(em, auth.companyId, [row.fileId]);
      await this.files.attach(em, auth, { fileId: input.fileId, type: 'identityDocument', personId: row.personId, owner: `identityDocument:${row.id}`, field: 'fileId' });
      row.fileId = input.fileId;
    }
    // A verification vouches for this scan with these details: a new scan, type, number, country or expiry is not
    // verified until someone checks it again (in the same change: verifiedAt is then now). The note is not vouched for.
    if (attestedFacts(row) !== attested) Object.assign(row, { verifiedBy: null, verifiedAt: null });
    if (input.verifiedBy !== undefined) await this.setVerifier(em, auth, row, input.verifiedBy);
  }

  /** `verifiedBy`: a person of the company (verifiedAt now), or null to clear; an every-row field of the access layer. */
  private async setVerifier(em: EntityManager, auth: AuthContext, row: Partial<IdentityDocument>, verifiedBy: string | null): Promise<void> {
    await this.policy.require(auth, 'identityDocument', 'update', [{ personId: row.personId, fields: ['verifiedBy'] }], { em });
    if (verifiedBy === null) {
      Object.assign(row, { verifiedBy: null, verifiedAt: null });
      return;
    }
    await assertReference(em, auth, Person, verifiedBy, 'verifiedBy');
    if (row.verifiedBy !== verifiedBy) Object.assign(row, { verifiedBy, verifiedAt: this.clock.now() });
  }

  protected async afterWrite(em: EntityManager, auth: AuthContext, row: IdentityDocument, kind: 'created' | 'updated' | 'deleted'): Promise<void> {
    if (kind === 'deleted') await this.files.release(em, auth.companyId, [row.fileId]);
  }

  /** A replaced or deleted document's file is released in the transaction; its bytes go once it commits. */
  protected async afterCommit(change: CommittedChange<IdentityDocument, CreateIdentityDocumentDto, UpdateIdentityDocumentDto, unknown>): Promise<void> {
    if (change.kind === 'deleted' || (change.kind === 'updated' && change.input.fileId !== undefined)) this.files.purgeSoon();
  }

  /** Who verified and when shows to the roles whose read reaches every identity document (D5), on every row alike. */
  protected async readerClasses(auth: AuthContext): Promise<(row: ApiRow) => ReadonlySet<FieldClass>> {
    const classes = this.policy.seesEveryRowFields(auth, 'identityDocument') ? SEES_VERIFIER : NOT_VERIFIER;
    return () => classes;
  }
}

/** What a verification vouches for, as one comparable value. */
function attestedFacts(row: IdentityDocument): string {
  return JSON.stringify([row.fileId, row.type, row.number, row.countryCode, row.expiryDate]);
}
