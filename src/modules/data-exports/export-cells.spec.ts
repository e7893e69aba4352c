import { csvCell, jsonCell, neutralise } from './export-cells';

/** D11: spreadsheet formula injection, and the cell formats of CSV and JSON exports. */
describe('export cells', () => {
  it('prefixes a quote to cells a spreadsheet would run: =, +, -, @, tab, carriage return', () => {
    for (const text of ['=1+1', '+1', '-cmd', '@SUM(A1)', '\tx', '\rx']) expect(neutralise(text)).toBe(`'${text}`);
  });

  it('prefixes a quote when whitespace comes before the formula sign (spreadsheets skip it)', () => {
    for (const text of [' =1+1', '  +1', '\t=cmd', '\r\n-1+2', '\n@SUM(A1)', '\u00a0=1', '\u3000=1', '\u200b=1', ' -2.5']) {
      expect(neutralise(text)).toBe(`'${text}`);
    }
  });

  it('prefixes a quote to the fullwidth and small forms of =, +, -, @', () => {
    for (const text of ['\uff1dSUM(A1)', '\uff0b1', '\uff0d1', '\uff20SUM(A1)', ' \uff1d1', '\ufe66x', '\ufe62x', '\ufe63x', '\ufe6bx']) {
      expect(neutralise(text)).toBe(`'${text}`);
    }
  });

  it('prefixes a quote to any cell starting with a line feed', () => {
    expect(neutralise('\nnote')).toBe('\'\nnote');
  });

  it('leaves plain numbers (a negative balance) and ordinary text alone', () => {
    for (const text of ['-2.5', '-3', '12', 'Ada', 'a=b', '', ' Ada', 'Ada =1', 'x\t=1']) expect(neutralise(text)).toBe(text);
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
