import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import type { CompanyGrants } from '../../core/auth/roles';

export interface EmployeeIdFilter {
  field: string;
  operator: string;
  value: string[];
}

@Check('companies_payment_status_check', "payment_status IN ('requires_action', 'past_due', 'ok')")
@Check('companies_status_check', "status IN ('terms', 'trialing', 'expired', 'active', 'suspended')")
@ForeignKey('files', ['id', 'logoFileId'], ['companyId', 'id'], { deferrable: 'INITIALLY DEFERRED' })
@Index('companies_created', ['createdAt', 'id'])
@Entity('companies')
export class Company {
  @PrimaryColumn('text')
  id: string;

  @Column('text')
  name: string;

  @Column('jsonb', { default: [] })
  domains: { domain: string }[];

  @Column('date', { nullable: true })
  trialEndDate: string | null;

  @Column('text', { default: 'active' })
  status: string;

  @Column('text', { default: 'ok' })
  paymentStatus: string;

  @Column('boolean', { default: false })
  isTimesheetEnabled: boolean;

  /** `{ id, filename }` of the logo file (its variants' links are made when shown). */
  @Column('jsonb', { nullable: true })
  logo: { id: string; filename: string } | null;

  @Column('text', { nullable: true })
  logoFileId: string | null;

  @Column('boolean', { default: false })
  autogenerateEmployeeId: boolean;

  @Column('boolean', { default: false })
  autogenerateEmployeeIdForNewHires: boolean;

  @Column('text', { nullable: true })
  nextEmployeeId: string | null;

  @Column('jsonb', { default: [] })
  autogenerateEmployeeIdFilters: EmployeeIdFilter[];

  /** Custom permissions (D2 company:set-permissions); never shown through the API. */
  @Column('jsonb', { default: { compensations: [], documents: [] } })
  permissions: CompanyGrants;

  /** The SCIM feed lists people's personal emails besides their work email (`company:set-scim`); never shown through /api. */
  @Column('boolean', { default: false })
  scimPersonalEmails: boolean;

  @Column('timestamptz')
  createdAt: Date;

  @Column('timestamptz')
  updatedAt: Date;
}
