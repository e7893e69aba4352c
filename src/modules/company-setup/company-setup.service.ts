import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { DataKeyStore } from '../../core/crypto';
import { newId } from '../../core/ids';
import { ApiObject } from '../../core/crud/resource.service';
import { CompaniesService, Company } from '../companies';
import { CompensationTypesService } from '../compensation-types';
import { DocumentTypesService } from '../document-types';
import { EquipmentCatalogService } from '../equipment';
import { IdentityDocumentTypesService } from '../identity-document-types';
import { PeopleService, Person } from '../people';
import { DEFAULT_TIME_AWAY_POLICY, TimeAwayPoliciesService } from '../time-away-policies';
import { DEFAULT_TIME_AWAY_TYPES, TimeAwayTypesService } from '../time-away-types';
import { writeTransaction } from '../../core/database/write-transaction';
import { OWNER_ROLE } from '../../core/auth/roles';

export interface NewCompany {
  name: string;
  ownerEmail: string;
  ownerFirstName: string;
  ownerLastName: string;
}

/**
 * Makes a company with its defaults and its owner, in one transaction (CLI `company:create`, first start). It stands
 * above the modules whose defaults it writes, so none of them needs to know about the others or about companies.
 */
@Injectable()
export class CompanySetupService {
  constructor(
    private readonly db: DataSource,
    private readonly companies: CompaniesService,
    private readonly people: PeopleService,
    private readonly policies: TimeAwayPoliciesService,
    private readonly types: TimeAwayTypesService,
    private readonly compensationTypes: CompensationTypesService,
    private readonly equipmentCatalog: EquipmentCatalogService,
    private readonly documentTypes: DocumentTypesService,
    private readonly identityDocumentTypes: IdentityDocumentTypesService,
    private readonly keys: DataKeyStore,
  ) {}

  async create(input: NewCompany): Promise<{ company: ApiObject; owner: ApiObject }> {
    return writeTransaction(this.db, async (em) => {
      const company = await this.insertCompany(em, input.name);
      const scope = { companyId: company.id };
      await this.keys.createFirstKey(em, company.id);
      await this.policies.insertRow(em, scope, { ...DEFAULT_TIME_AWAY_POLICY, isDefault: true });
      for (const type of DEFAULT_TIME_AWAY_TYPES) await this.types.insertRow(em, scope, type);
      await this.compensationTypes.insertDefaults(em, company.id);
      await this.equipmentCatalog.insertDefaults(em, company.id);
      await this.documentTypes.insertDefaults(em, company.id);
      await this.identityDocumentTypes.insertDefaults(em, company.id);
      const owner = await this.insertOwner(em, company.id, input);
      const [ownerObject] = await this.people.ownerViews(em, [owner]);
      return { company: await this.companies.ownerObject(em, company), owner: ownerObject };
    });
  }

  private async insertCompany(em: EntityManager, name: string): Promise<Company> {
    const id = newId();
    return this.companies.insertRow(em, { companyId: id }, {
      id, name, domains: [], trialEndDate: null, status: 'active', paymentStatus: 'ok', isTimesheetEnabled: false,
      logo: null, autogenerateEmployeeId: false, autogenerateEmployeeIdForNewHires: false, nextEmployeeId: null,
      autogenerateEmployeeIdFilters: [], permissions: { compensations: [], documents: [] },
    });
  }

  private async insertOwner(em: EntityManager, companyId: string, input: NewCompany): Promise<Person> {
    return this.people.insertRow(em, { companyId }, {
      firstName: input.ownerFirstName, lastName: input.ownerLastName, email: input.ownerEmail, role: OWNER_ROLE,
      status: 'active', employmentStartDate: new Date().toISOString().slice(0, 10), employmentEndDate: null, locationId: null,
    });
  }
}
