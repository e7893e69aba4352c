/** The standard compensation types (D9); companies add `custom` ones. */
export const DEFAULT_COMPENSATION_TYPES: { name: string; baseType: 'salary' | 'bonus' | 'commission' | 'equity' }[] = [
  { name: 'Salary', baseType: 'salary' },
  { name: 'Bonus', baseType: 'bonus' },
  { name: 'Commission', baseType: 'commission' },
  { name: 'Equity', baseType: 'equity' },
];
