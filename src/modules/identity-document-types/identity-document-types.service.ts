import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ResourceService } from '../../core/crud/resource.service';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { DEFAULT_IDENTITY_DOCUMENT_TYPES } from './default-identity-document-types';
import { IdentityDocumentType } from './identity-document-type.entity';

/** A read-only list (spec): the D9 defaults each company is made with. No timestamps in the spec's object. */
@Injectable()
export class IdentityDocumentTypesService extends ResourceService<IdentityDocumentType> {
  readonly definition: ResourceDefinition<IdentityDocumentType> = {
    name: 'identityDocumentType',
    policy: 'identityDocumentType',
    entity: IdentityDocumentType,
    alias: 'idtype',
    query: { filters: {} },
    fields: ['id', 'companyId', 'value'],
  };

  async insertDefaults(em: EntityManager, companyId: string): Promise<void> {
    for (const value of DEFAULT_IDENTITY_DOCUMENT_TYPES) await this.insertRow(em, { companyId }, { value });
  }
}
