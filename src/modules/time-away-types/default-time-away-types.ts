import { TimeAwayCategory } from './time-away-type.entity';

/** The time-away types each new company is made with (D9, D12). */
export const DEFAULT_TIME_AWAY_TYPES: { name: string; isTimeOff: boolean; category: TimeAwayCategory }[] = [
  { name: 'Paid time off', isTimeOff: true, category: 'paidTimeOff' },
  { name: 'Unpaid leave', isTimeOff: true, category: 'unpaidLeave' },
  { name: 'Sick leave', isTimeOff: true, category: 'sickLeave' },
  { name: 'Parental leave', isTimeOff: true, category: 'parentalLeave' },
  { name: 'Working from home', isTimeOff: false, category: 'workingFromHome' },
  { name: 'Work travel', isTimeOff: false, category: 'workTravel' },
  { name: 'Other', isTimeOff: true, category: 'other' },
];
