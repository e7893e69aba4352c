import { FilesModule } from '../files';
import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { CompaniesService } from './companies.service';
import { TokenCompanyModule } from './token-company';
import { COMPANY_API_SHAPE, UpdateCompanyDto } from './company.dto';

export const CompaniesController = crudController(CompaniesService, {
  path: 'companies',
  tag: 'Companies',
  scopes: { read: 'public:read', write: 'private:write' },
  operations: ['list', 'get', 'update'],
  updateDto: UpdateCompanyDto,
  api: COMPANY_API_SHAPE,
});

@Module({
  imports: [TokenCompanyModule, FilesModule],
  controllers: [CompaniesController],
  providers: [CompaniesService],
  exports: [CompaniesService],
})
export class CompaniesModule {}
