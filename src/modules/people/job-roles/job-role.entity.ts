import { Check, Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { CompanyOwnedEntity } from '../../../core/database/base.entity';

/** A person's role from `effectiveDate` to `endDate` (the day before the next role; null for the latest). */
@Check('job_roles_check', '(end_date IS NULL) OR (end_date >= effective_date)')
@Check('job_roles_check1', '(reporting_to IS NULL) OR (reporting_to <> person_id)')
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@ForeignKey('people', ['companyId', 'personId'], ['companyId', 'id'], { onDelete: 'CASCADE' })
@ForeignKey('people', ['companyId', 'reportingTo'], ['companyId', 'id'])
@Unique(['companyId', 'id'])
@Index('job_roles_in_effect', { synchronize: false }) // migrated as USING btree (company_id, COALESCE(end_date, 'infinity'::date), effective_date)
@Index('job_roles_list', ['companyId', 'createdAt', 'id'])
@Index('job_roles_person_effective', { synchronize: false }) // migrated as USING btree (company_id, person_id, effective_date) INCLUDE (end_date, reporting_to)
@Index('job_roles_reporting', { synchronize: false }) // migrated as USING btree (company_id, reporting_to, effective_date) INCLUDE (end_date, person_id) WHERE (reporting_to IS NOT NULL)
@Entity('job_roles')
export class JobRole extends CompanyOwnedEntity {
  @Column('text') personId: string;
  @Column('text') jobTitle: string;
  @Column('text', { nullable: true }) department: string | null;
  @Column('date') effectiveDate: string;
  @Column('date', { nullable: true }) endDate: string | null;
  /** The person's earliest role. */
  @Column('boolean', { default: false }) isFirst: boolean;
  @Column('text', { nullable: true }) reportingTo: string | null;
  @Column('text', { nullable: true }) note: string | null;
}
