import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CompanyGrants } from '../../core/auth/roles';

export interface EmployeeIdFilter {
  field: string;
  operator: string;
  value: string[];
}

@Entity('companies')
export class Company {
  @PrimaryColumn('text')
  id: string;

  @Column('text')
  name: string;

  @Column('jsonb')
  domains: { domain: string }[];

  @Column('date', { nullable: true })
  trialEndDate: string | null;

  @Column('text')
  status: string;

  @Column('text')
  paymentStatus: string;

  @Column('boolean')
  isTimesheetEnabled: boolean;

  /** `{ id, filename }` of the logo file (its variants' links are made when shown). */
  @Column('jsonb', { nullable: true })
  logo: { id: string; filename: string } | null;

  @Column('text', { nullable: true })
  logoFileId: string | null;

  @Column('boolean')
  autogenerateEmployeeId: boolean;

  @Column('boolean')
  autogenerateEmployeeIdForNewHires: boolean;

  @Column('text', { nullable: true })
  nextEmployeeId: string | null;

  @Column('jsonb')
  autogenerateEmployeeIdFilters: EmployeeIdFilter[];

  /** Custom permissions (D2 company:set-permissions); never shown through the API. */
  @Column('jsonb')
  permissions: CompanyGrants;

  @Column('timestamptz')
  createdAt: Date;

  @Column('timestamptz')
  updatedAt: Date;
}
