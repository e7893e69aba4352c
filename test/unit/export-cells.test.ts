import { csvCell, jsonCell, neutralise } from '../../src/modules/data-exports/export-cells';

/** D11: spreadsheet formula injection, and the cell formats of CSV and JSON exports. */
describe('export cells', () => {
  it('prefixes a quote to cells a spreadsheet would run: =, +, -, @, tab, carriage return', () => {
    for (const text of ['=1+1', '+1', '-cmd', '@SUM(A1)', '\tx', '\rx']) expect(neutralise(text)).toBe(`'${text}`);
  });

  it('leaves plain numbers (a negative balance) and ordinary text alone', () => {
    for (const text of ['-2.5', '-3', '12', 'Ada', 'a=b', '']) expect(neutralise(text)).toBe(text);
  });

  it('writes CSV cells: lists joined with "; ", booleans, empty for nothing, neutralised', () => {
    expect(csvCell('list', ['Core', null, 'Web'])).toBe('Core; Web');
    expect(csvCell('list', ['=x', 'y'])).toBe('\'=x; y');
    expect(csvCell('boolean', false)).toBe('false');
    expect(csvCell('text', null)).toBe('');
    expect(csvCell('number', 2.5)).toBe('2.5');
  });

  it('writes JSON values: lists as arrays, booleans as booleans, text as is', () => {
    expect(jsonCell('list', ['a', ''])).toEqual(['a']);
    expect(jsonCell('boolean', true)).toBe(true);
    expect(jsonCell('text', '=x')).toBe('=x');
    expect(jsonCell('date', null)).toBeNull();
  });
});
