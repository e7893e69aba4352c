import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { ResourceService } from '../../core/crud/resource.service';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { ApiError } from '../../core/errors/api-error';
import { registerConstraintError } from '../../core/errors/database-errors';
import { DEFAULT_DOCUMENT_TYPES } from './default-document-types';
import { CreateDocumentTypeDto, UpdateDocumentTypeDto } from './document-type.dto';
import { DocumentType } from './document-type.entity';

registerConstraintError('document_types_name_unique', () => ApiError.invalidField('name', 'a document type with this name exists already'));

/** Document types (D9 defaults: Contract, Policy, Payslip, Other); no retrieve and no delete (spec). */
@Injectable()
export class DocumentTypesService extends ResourceService<DocumentType, CreateDocumentTypeDto, UpdateDocumentTypeDto> {
  readonly definition: ResourceDefinition<DocumentType> = {
    name: 'documentType',
    policy: 'documentType',
    entity: DocumentType,
    alias: 'dtype',
    query: { filters: {} },
    fields: ['id', 'companyId', 'name', 'createdAt', 'updatedAt'],
    auditValues: ['name'],
  };

  protected async buildNew(_em: EntityManager, _auth: AuthContext, input: CreateDocumentTypeDto) {
    return { name: input.name.trim() };
  }

  protected async applyUpdate(_em: EntityManager, _auth: AuthContext, row: DocumentType, input: UpdateDocumentTypeDto): Promise<void> {
    row.name = input.name.trim();
  }

  async insertDefaults(em: EntityManager, companyId: string): Promise<void> {
    for (const name of DEFAULT_DOCUMENT_TYPES) await this.insertRow(em, { companyId }, { name });
  }
}
