import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies';
import { CompensationTypesModule } from '../compensation-types';
import { DocumentTypesModule } from '../document-types';
import { EquipmentModule } from '../equipment';
import { IdentityDocumentTypesModule } from '../identity-document-types';
import { PeopleModule } from '../people';
import { TimeAwayPoliciesModule } from '../time-away-policies';
import { TimeAwayTypesModule } from '../time-away-types';
import { CompanySetupService } from './company-setup.service';

/** A new company with its defaults and its owner (CLI `company:create`, first start). */
@Module({
  imports: [
    CompaniesModule, PeopleModule, TimeAwayPoliciesModule, TimeAwayTypesModule, CompensationTypesModule, EquipmentModule, DocumentTypesModule,
    IdentityDocumentTypesModule,
  ],
  providers: [CompanySetupService],
  exports: [CompanySetupService],
})
export class CompanySetupModule {}
