import { Column, Entity } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

export const START_PERIODS = ['full', 'am', 'pm'] as const;
export const END_PERIODS = ['full', 'am', 'pm'] as const;
export const REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type Period = (typeof START_PERIODS)[number];
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** A time-away entry (D12). The table's generated `period` range (noon boundaries) is not mapped. */
@Entity('time_away')
export class TimeAway extends CompanyOwnedEntity {
  @Column('text') personId: string;
  @Column('text') timeAwayTypeId: string;
  @Column('date') startDate: string;
  @Column('text') startPeriod: Period;
  @Column('date') endDate: string;
  @Column('text') endPeriod: Period;
  @Column('text', { nullable: true }) note: string | null;
  @Column('text') requestStatus: RequestStatus;
  @Column('text', { nullable: true }) reviewedBy: string | null;
  @Column('timestamptz', { nullable: true }) reviewedAt: Date | null;
  /** Working days the entry takes, halves as 0.5 (numeric, read back as a string). */
  @Column('numeric') days: string;
}
