import { Column, PrimaryColumn } from 'typeorm';

/** Columns every company-owned record has (D16: every such table carries company_id). */
export abstract class CompanyOwnedEntity {
  @PrimaryColumn('text')
  id: string;

  @Column('text')
  companyId: string;

  @Column('timestamptz')
  createdAt: Date;

  @Column('timestamptz')
  updatedAt: Date;
}
