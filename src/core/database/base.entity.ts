import { Column, PrimaryColumn } from 'typeorm';

/**
 * Columns every company-owned record has (D16: every such table carries company_id). The primary key is
 * (id, company_id), so the table can be distributed by company (docs/scaling.md); ids stay unique on their own.
 */
export abstract class CompanyOwnedEntity {
  @PrimaryColumn('text')
  id: string;

  @PrimaryColumn('text')
  companyId: string;

  @Column('timestamptz')
  createdAt: Date;

  @Column('timestamptz')
  updatedAt: Date;
}
