import { formatAmount, isAmountString, isCurrencyCode, isDecimalString, parseAmount } from './money';

/** D7: money is a decimal string with a dot (stored exactly), an amount may be a percentage, currencies are ISO 4217. */
describe('money values', () => {
  it.each(['0', '1299.99', '85000.00', '0.000001', '999999999999999'])('accepts the decimal %s', (value) => {
    expect(isDecimalString(value)).toBe(true);
    expect(isAmountString(value)).toBe(true);
  });

  it.each(['', '-1', '1,5', '1.', '.5', '1e3', '1.0000001', '1000000000000000', ' 1', '12.5%', 1299.99, null])('refuses the decimal %j', (value) => {
    expect(isDecimalString(value)).toBe(false);
  });

  it('accepts percentages as amounts only', () => {
    expect(isAmountString('12.5%')).toBe(true);
    expect(isAmountString('%')).toBe(false);
    expect(isAmountString('12.5%%')).toBe(false);
    expect(isAmountString('-3%')).toBe(false);
  });

  it('splits and joins the percentage sign without touching the digits', () => {
    expect(parseAmount('12.50%')).toEqual({ amount: '12.50', isPercentage: true });
    expect(parseAmount('85000.00')).toEqual({ amount: '85000.00', isPercentage: false });
    for (const value of ['12.50%', '85000.00']) {
      const { amount, isPercentage } = parseAmount(value);
      expect(formatAmount(amount, isPercentage)).toBe(value);
    }
  });

  it('knows ISO 4217 codes in upper case only', () => {
    expect(['EUR', 'USD', 'GBP', 'CHF', 'JPY'].every(isCurrencyCode)).toBe(true);
    expect(['eur', 'EURO', 'XYZ', 'E', '', 978].some(isCurrencyCode)).toBe(false);
  });
});
