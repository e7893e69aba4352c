/** The public face of the company-setup module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { CompanySetupModule } from './company-setup.module';
export { CompanySetupService } from './company-setup.service';
export type { NewCompany } from './company-setup.service';
