import type { AccrualFrequency, PolicyUnit } from './time-away-policy.entity';

/** What a balance needs of a policy (as `policyTermsJsonSql` selects it). */
export interface PolicyTerms {
  id: string;
  /** Days a leave year; null: unlimited. */
  allowance: number | null;
  carryOverLimit: number | null;
  accrualFrequency: AccrualFrequency;
  yearStartMonth: number;
  carryOverExpiresAfterMonths: number | null;
  /** What the allowance and the balance count: days, or hours. */
  unit: PolicyUnit;
}

/** An allocation with its policy's terms (`allocatedTermsSql`); `endDate` null: open. */
export interface AllocatedTerms {
  startDate: string;
  endDate: string | null;
  policy: PolicyTerms;
}
