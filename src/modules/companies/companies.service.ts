import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { ApiObject, CommittedChange, ResourceService } from '../../core/crud/resource.service';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { ApiError } from '../../core/errors/api-error';
import { LinkSigner } from '../../core/storage/link-signer';
import { FileAttachmentsService } from '../files';
import { photoVariantUrls } from '../files';
import { OutboxService } from '../../core/outbox/outbox.service';
import { PolicyService } from '../../core/policy/policy.service';
import { UpdateCompanyDto } from './company.dto';
import { Company } from './company.entity';

const COMPANY_FIELDS = [
  'id', 'name', 'domains', 'trialEndDate', 'status', 'paymentStatus', 'isTimesheetEnabled', 'logo',
  'autogenerateEmployeeId', 'autogenerateEmployeeIdForNewHires', 'nextEmployeeId', 'autogenerateEmployeeIdFilters',
  'createdAt', 'updatedAt',
] as const;

@Injectable()
export class CompaniesService extends ResourceService<Company, object, UpdateCompanyDto> {
  readonly definition: ResourceDefinition<Company> = {
    name: 'company',
    policy: 'company',
    entity: Company,
    alias: 'company',
    tenantColumn: 'id',
    query: { filters: {} },
    fields: COMPANY_FIELDS,
    read: {
      fields: COMPANY_FIELDS,
      // The stored `{ id, filename }` with its variants' signed links, made when shown.
      derive: { logo: (logo) => this.logoOf(logo as Company['logo']) },
    },
    auditValues: ['name', 'status'],
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

  protected async applyUpdate(em: EntityManager, auth: AuthContext, row: Company, input: UpdateCompanyDto) {
    const { logoId, ...fields } = input;
    if (logoId !== undefined && logoId !== row.logoFileId) {
      await this.files.release(em, row.id, [row.logoFileId]);
      const file = logoId === null ? null : await this.files.attach(em, { companyId: row.id }, { fileId: logoId, type: 'profilePhoto', personId: null, owner: `company:${row.id}:logo`, field: 'logoId' });
      row.logoFileId = file?.id ?? null;
      row.logo = file ? { id: file.id, filename: file.filename } : null;
    }
    input = fields;
    input.autogenerateEmployeeIdFilters?.forEach((filter, index) => {
      const needsValues = filter.operator === 'in' || filter.operator === 'nin';
      if (needsValues && filter.value.length === 0) {
        throw ApiError.validation([{ name: 'autogenerateEmployeeIdFilters.value', reason: `operator ${filter.operator} needs at least one value`, index: String(index) }]);
      }
    });
    await super.applyUpdate(em, auth, row, input);
    if (row.autogenerateEmployeeId && !row.nextEmployeeId) {
      throw ApiError.invalidField('nextEmployeeId', 'is required while autogenerateEmployeeId is on');
    }
  }

  /** A replaced logo is released in the transaction; its bytes go once it commits. */
  protected async afterCommit(change: CommittedChange<Company, object, UpdateCompanyDto, unknown>): Promise<void> {
    if (change.kind === 'updated' && change.input.logoId !== undefined) this.files.purgeSoon();
  }

  /**
   * The company as its owner sees it, read through `em` (inside the transaction that made it): the console's
   * answer to `company:create`.
   */
  async ownerObject(em: EntityManager, company: Company): Promise<ApiObject> {
    return this.objectOf(em, company, null);
  }

  private logoOf(logo: Company['logo']) {
    return logo ? { id: logo.id, filename: logo.filename, variants: photoVariantUrls(this.signer, logo.id) } : null;
  }
}
