import { sensitiveShown } from './sensitive-read';

describe('which answers are sensitive reads', () => {
  it('every answer of a resource whose records are sensitive, naming every field it shows, and its empty lists', () => {
    const shown = sensitiveShown({}, [{ id: 'a', accountNumber: 'x' }, { id: 'b', sortCode: 'y' }], null);
    expect(shown?.answers).toHaveLength(2);
    expect(shown?.fields.sort()).toEqual(['accountNumber', 'id', 'sortCode']);
    expect(sensitiveShown({}, [], null)).toEqual({ answers: [], fields: [] });
  });

  it('with declared fields, only answers that show one of them, naming only those fields', () => {
    const spec = { fields: ['taxId', 'taxCode'] };
    const shown = sensitiveShown(spec, [{ id: 'a', taxId: 't' }, { id: 'b' }, { id: 'c', taxCode: null }], null);
    expect(shown?.answers.map((a) => a.id)).toEqual(['a', 'c']);
    expect(shown?.fields.sort()).toEqual(['taxCode', 'taxId']);
    expect(sensitiveShown(spec, [{ id: 'b', firstName: 'B' }], null)).toBeNull();
    expect(sensitiveShown(spec, [], null)).toBeNull();
  });

  it('with a rule on rows, only the answers of the rows it accepts', () => {
    const spec = { rows: (row: { section: string }) => row.section === 'compensation' };
    const rows = [{ section: 'basics' }, { section: 'compensation' }];
    const shown = sensitiveShown(spec, [{ id: 'a', value: '1' }, { id: 'b', value: '2' }], rows);
    expect(shown?.answers.map((a) => a.id)).toEqual(['b']);
    expect(sensitiveShown(spec, [{ id: 'a', value: '1' }], [rows[0]])).toBeNull();
  });

  it('refuses to judge rows it was not given (no read of such a resource goes unjudged)', () => {
    expect(() => sensitiveShown({ rows: () => true }, [{ id: 'a' }], null)).toThrow(/needs the rows/);
  });
});
