import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { CommittedChange } from '../../core/crud/resource.service';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { ApiError } from '../../core/errors/api-error';
import { newId } from '../../core/ids';
import { OutboxService } from '../../core/outbox/outbox.service';
import { PolicyService } from '../../core/policy/policy.service';
import { LinkSigner } from '../../core/storage/link-signer';
import { tenantQuery } from '../../core/tenancy/tenant-query';
import { DocumentType } from '../document-types';
import { FileAttachmentsService } from '../files';
import { embeddedFileOf, fileNameSql } from '../files';
import { PersonRecordService } from '../person-records';
import { CreateDocumentDto, UpdateDocumentDto } from './document.dto';
import { Document } from './document.entity';

const DOCUMENT_FIELDS = [
  'id', 'companyId', 'personId', 'name', 'documentTypeId', 'link', 'fileId', 'source', 'sourceId', 'issueDate', 'createdBy',
  'createdAt', 'updatedAt',
] as const;

/** `personId=` (empty) selects company-wide documents; `$or` combines a person's with them. */
const personIdSql = (op: string, values: unknown[], alias: string, param: (v: unknown) => string): string => {
  // IS NOT DISTINCT FROM: under `$nin` a company-wide document (no person) is "not this person's", never NULL.
  const one = (v: unknown) => (v === '' ? `${alias}.person_id IS NULL` : `${alias}.person_id IS NOT DISTINCT FROM ${param(v)}`);
  const any = `(${values.map(one).join(' OR ')})`;
  return op === '$nin' ? `NOT ${any}` : any;
};

/** Documents (spec "Document"; D4 scopes, D5 documents grant); a file or a link; company-wide when personId is null. */
@Injectable()
export class DocumentsService extends PersonRecordService<Document, CreateDocumentDto, UpdateDocumentDto> {
  readonly definition: ResourceDefinition<Document> = {
    name: 'document',
    policy: 'document',
    auditReads: {},
    entity: Document,
    alias: 'document',
    ownership: { personColumn: 'person_id' },
    query: {
      filters: {
        personId: { type: 'string', operators: ['$in', '$nin'], toSql: personIdSql },
        documentTypeId: { type: 'string', operators: ['$in'] },
      },
      or: ['personId', 'documentTypeId'],
      sort: { name: 'document.name', issueDate: 'document.issue_date', createdAt: 'document.created_at' },
    },
    fields: DOCUMENT_FIELDS,
    read: {
      // The attached file embedded as `{ id, url, filename }`: its name selected, its link signed once per row.
      fields: [...DOCUMENT_FIELDS, 'file'],
      sql: { file: fileNameSql('document.company_id', 'document.file_id') },
      derive: { file: (filename, row) => embeddedFileOf(this.signer, filename, row.fileId) },
    },
  };

  constructor(
    db: DataSource,
    outbox: OutboxService,
    policy: PolicyService,
    private readonly files: FileAttachmentsService,
    private readonly signer: LinkSigner,
  ) {
    super(db, outbox, policy);
  }

  protected async buildNew(em: EntityManager, auth: AuthContext, input: CreateDocumentDto): Promise<Partial<Document>> {
    const personId = input.personId ?? null;
    // A company-wide document (no person) is written by the roles writing every document (RESOURCE_ACCESS).
    await this.policy.require(auth, 'document', 'create', [{ personId }], { em, field: 'personId' });
    if (!input.link && !input.fileId) throw ApiError.validation([{ name: 'fileId', reason: 'a document needs a fileId or a link' }, { name: 'link', reason: 'a document needs a fileId or a link' }]);
    const id = newId();
    if (input.fileId) await this.files.attach(em, auth, { fileId: input.fileId, type: 'document', personId, owner: `document:${id}`, field: 'fileId' });
    return {
      id, personId, name: input.name.trim(), documentTypeId: await this.documentType(em, auth, input), link: input.link ?? null,
      fileId: input.fileId ?? null, source: null, sourceId: null, issueDate: input.issueDate ?? null, createdBy: auth.personId,
    };
  }

  protected async applyUpdate(em: EntityManager, auth: AuthContext, row: Document, input: UpdateDocumentDto): Promise<void> {
    if (input.name !== undefined) row.name = input.name.trim();
    if (input.issueDate !== undefined) row.issueDate = input.issueDate;
    if (input.documentTypeId !== undefined || input.type !== undefined) row.documentTypeId = await this.documentType(em, auth, input);
  }

  /** `documentTypeId`, or the type named by `type`; 422 on either when unknown or when they disagree. */
  private async documentType(em: EntityManager, auth: AuthContext, input: { documentTypeId?: string | null; type?: string }): Promise<string | null> {
    let id = input.documentTypeId ?? null;
    if (id !== null && !(await tenantQuery(em, DocumentType, 'dt', auth.companyId).andWhere('dt.id = :id', { id }).getExists())) {
      throw ApiError.invalidField('documentTypeId', `no document type with id ${id} exists in this company`);
    }
    if (input.type !== undefined) {
      const named = await tenantQuery(em, DocumentType, 'dt', auth.companyId).andWhere('lower(dt.name) = lower(:name)', { name: input.type.trim() }).getOne();
      if (!named) throw ApiError.invalidField('type', `no document type named ${input.type} exists in this company`);
      if (id !== null && id !== named.id) throw ApiError.invalidField('type', 'names another document type than documentTypeId');
      id = named.id;
    }
    return id;
  }

  protected async afterWrite(em: EntityManager, auth: AuthContext, row: Document, kind: 'created' | 'updated' | 'deleted'): Promise<void> {
    // Deleting a document deletes its file (bytes after commit).
    if (kind === 'deleted') await this.files.release(em, auth.companyId, [row.fileId]);
  }

  protected async afterCommit(change: CommittedChange<Document, CreateDocumentDto, UpdateDocumentDto, unknown>): Promise<void> {
    if (change.kind === 'deleted') this.files.purgeSoon();
  }
}
