import { DocumentTypesModule } from '../document-types/document-types.module';
import { IdentityDocumentTypesModule } from '../identity-document-types/identity-document-types.module';
import { FilesModule } from '../files/files.module';
import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { CompaniesService } from './companies.service';
import { CompanySetupService } from './company-setup.service';
import { TokenCompanyModule } from './token-company';
import { COMPANY_API_SHAPE, UpdateCompanyDto } from './company.dto';
import { CompensationTypesModule } from '../compensation-types/compensation-types.module';
import { EquipmentModule } from '../equipment/equipment.module';
import { PeopleModule } from '../people/people.module';
import { TimeAwayPoliciesModule } from '../time-away-policies/time-away-policies.module';
import { TimeAwayTypesModule } from '../time-away-types/time-away-types.module';

export const CompaniesController = crudController(CompaniesService, {
  path: 'companies',
  tag: 'Companies',
  scopes: { read: 'public:read', write: 'private:write' },
  operations: ['list', 'get', 'update'],
  updateDto: UpdateCompanyDto,
  api: COMPANY_API_SHAPE,
});

@Module({
  imports: [
    TokenCompanyModule, PeopleModule, TimeAwayPoliciesModule, TimeAwayTypesModule, CompensationTypesModule, EquipmentModule, DocumentTypesModule,
    IdentityDocumentTypesModule, FilesModule,
  ],
  controllers: [CompaniesController],
  providers: [CompaniesService, CompanySetupService],
  exports: [CompaniesService, CompanySetupService],
})
export class CompaniesModule {}
