import { entriesOf, formatArea, parseArea } from './snapshot-files';

const ME = 'PeopleService.me (src/modules/people/people.service.ts)';
const LIST = 'ResourceService.list (src/core/crud/resource.service.ts)';

/** The layout of test/sql-snapshots/issued/<area>.sql: statements formatted, grouped under the code that issues them. */
describe('issued SQL snapshot file', () => {
  const entries = () => new Map([
    ...entriesOf(['SELECT b FROM people', 'SELECT a FROM people'], ME),
    ...entriesOf(['SELECT c FROM people'], ME, LIST),
    ...entriesOf(['DELETE FROM people']),
  ]);

  it('groups statements by owner, sorted, with the unknown owner last, each statement formatted and sorted', () => {
    expect(formatArea(entries(), 'people').replace(/^(-- .*\n)+\n/, '')).toBe([
      `-- ${ME}`, '',
      'SELECT\n  a\nFROM\n  people;', '',
      'SELECT\n  b\nFROM\n  people;', '',
      `-- also issued by ${LIST}\nSELECT\n  c\nFROM\n  people;`, '',
      '-- (owner not recorded yet)', '',
      'DELETE FROM people;', '', '',
    ].join('\n'));
  });

  it('reads back what it writes, owners included', () => {
    const read = parseArea(formatArea(entries(), 'people'));
    expect([...read.values()].map((e) => [e.text.replace(/\s+/g, ' '), [...e.owners].sort()])).toEqual(expect.arrayContaining([
      ['SELECT a FROM people', [ME]],
      ['SELECT c FROM people', [ME, LIST]],
      ['DELETE FROM people', []],
    ]));
    expect(read.size).toBe(4);
    expect(formatArea(read, 'people')).toBe(formatArea(entries(), 'people'));
  });

  it('reads the earlier one-line layout, its statements not owned yet', () => {
    const read = parseArea('-- header\n-- header\n\nSELECT a FROM people;\n\nSELECT 1; SELECT 2;\n\n');
    expect([...read.values()]).toEqual([{ text: 'SELECT a FROM people', owners: new Set() }, { text: 'SELECT 1; SELECT 2', owners: new Set() }]);
  });

  it('lists transaction control and untraced statements without owners', () => {
    const content = formatArea(entriesOf(['COMMIT', 'START TRANSACTION']), 'transactions');
    expect(content).not.toContain('owner not recorded');
    expect(content).toMatch(/\n\nCOMMIT;\n\nSTART TRANSACTION;\n\n$/);
    expect(formatArea(entriesOf(['SELECT version()']), 'untraced')).not.toContain('owner not recorded');
  });
});
