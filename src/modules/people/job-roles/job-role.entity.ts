import { Column, Entity } from 'typeorm';
import { CompanyOwnedEntity } from '../../../core/database/base.entity';

/** A person's role from `effectiveDate` to `endDate` (the day before the next role; null for the latest). */
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
