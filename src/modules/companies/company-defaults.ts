import { TimeAwayCategory } from '../time-away-types';

/** What each new company is made with (D9, D12). */
export const DEFAULT_TIME_AWAY_POLICY = { name: 'Default policy', allowance: '25', carryOverLimit: '5' };

export const DEFAULT_TIME_AWAY_TYPES: { name: string; isTimeOff: boolean; category: TimeAwayCategory }[] = [
  { name: 'Paid time off', isTimeOff: true, category: 'paidTimeOff' },
  { name: 'Unpaid leave', isTimeOff: true, category: 'unpaidLeave' },
  { name: 'Sick leave', isTimeOff: true, category: 'sickLeave' },
  { name: 'Parental leave', isTimeOff: true, category: 'parentalLeave' },
  { name: 'Working from home', isTimeOff: false, category: 'workingFromHome' },
  { name: 'Work travel', isTimeOff: false, category: 'workTravel' },
  { name: 'Other', isTimeOff: true, category: 'other' },
];

/** The standard compensation types (D9); companies add `custom` ones. */
export const DEFAULT_COMPENSATION_TYPES: { name: string; baseType: 'salary' | 'bonus' | 'commission' | 'equity' }[] = [
  { name: 'Salary', baseType: 'salary' },
  { name: 'Bonus', baseType: 'bonus' },
  { name: 'Commission', baseType: 'commission' },
  { name: 'Equity', baseType: 'equity' },
];

/** Equipment types listed with `isDefault` by GET /api/equipment-types (D9). */
export const DEFAULT_EQUIPMENT_TYPES = ['Laptop', 'Monitor', 'Phone', 'Headset', 'Keyboard', 'Mouse', 'Other'] as const;

/** Document types each new company is made with (D9). */
export const DEFAULT_DOCUMENT_TYPES = ['Contract', 'Policy', 'Payslip', 'Other'] as const;

/** Identity document types each new company is made with (D9). */
export const DEFAULT_IDENTITY_DOCUMENT_TYPES = ['Passport', 'Driving licence', 'National ID card', 'Visa', 'Residence permit'] as const;
