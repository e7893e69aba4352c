/** The public face of the companies module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { Company } from './company.entity';
export { CompaniesModule } from './companies.module';
export { CompaniesService } from './companies.service';
export type { EmployeeIdFilter } from './company.entity';
export { lockCompanyRow } from './company-lock';
export { readEmployeeIdSettings, setNextEmployeeId } from './employee-id-counter';
export type { EmployeeIdSettings } from './employee-id-counter';
export { companyJoinSql } from './company-join.sql';
