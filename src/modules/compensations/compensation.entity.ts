import { Column, Entity } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

export const COMPENSATION_PERIODS = [
  'annual', 'biannual', 'quarterly', 'monthly', 'semimonthly', 'biweekly', 'weekly', 'daily', 'hourly', 'fixed', 'sale',
] as const;
export type CompensationPeriod = (typeof COMPENSATION_PERIODS)[number];

@Entity('compensations')
export class Compensation extends CompanyOwnedEntity {
  @Column('text') personId: string;
  @Column('text') compensationTypeId: string;
  /** Exact decimal (numeric column, read back as a string); `isPercentage` marks `"12.5%"`. */
  @Column('numeric') amount: string;
  @Column('boolean') isPercentage: boolean;
  @Column('text', { nullable: true }) currency: string | null;
  @Column('text') period: CompensationPeriod;
  @Column('text', { nullable: true }) note: string | null;
  @Column('date') effectiveDate: string;
  @Column('date', { nullable: true }) endDate: string | null;
  @Column('text', { nullable: true }) endReason: string | null;
  /** When the next entry of this person and type takes effect (`infinity` for the latest); kept by the service, never shown. */
  @Column('date') supersededOn: string;
}
