import { FILTER_LIMITS, parseScimFilter, pathText, ScimFilter, ScimFilterError } from './scim-filter';

const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const eq = (name: string, value: unknown, schema?: string) => ({ op: 'eq', path: schema ? { schema, names: name.split('.') } : { names: name.split('.') }, value });

/** RFC 7644 §3.4.2.2: the filter grammar, its precedence and its limits. */
describe('the SCIM filter parser', () => {
  it('reads every comparison operator and pr, in any case', () => {
    for (const op of ['eq', 'ne', 'co', 'sw', 'ew', 'gt', 'ge', 'lt', 'le']) {
      expect(parseScimFilter(`title ${op} "x"`)).toEqual({ op, path: { names: ['title'] }, value: 'x' });
      expect(parseScimFilter(`title ${op.toUpperCase()} "x"`)).toEqual({ op, path: { names: ['title'] }, value: 'x' });
    }
    expect(parseScimFilter('title pr')).toEqual({ op: 'pr', path: { names: ['title'] } });
    expect(parseScimFilter('title PR')).toEqual({ op: 'pr', path: { names: ['title'] } });
  });

  it('reads JSON values: strings with escapes, numbers, true, false and null', () => {
    expect(parseScimFilter('userName eq "a \\"quoted\\" \\u00e9 \\\\ name"')).toEqual(eq('userName', 'a "quoted" é \\ name'));
    expect(parseScimFilter('x gt -1.5e3')).toEqual({ op: 'gt', path: { names: ['x'] }, value: -1500 });
    expect(parseScimFilter('active eq true')).toEqual(eq('active', true));
    expect(parseScimFilter('active eq False')).toEqual(eq('active', false));
    expect(parseScimFilter('title eq null')).toEqual(eq('title', null));
    expect(parseScimFilter('userName eq "and or not ( ) [ ]"')).toEqual(eq('userName', 'and or not ( ) [ ]'));
  });

  it('gives and precedence over or, and groups with parentheses', () => {
    expect(parseScimFilter('a eq 1 or b eq 2 and c eq 3')).toEqual({ op: 'or', filters: [eq('a', 1), { op: 'and', filters: [eq('b', 2), eq('c', 3)] }] });
    expect(parseScimFilter('(a eq 1 or b eq 2) and c eq 3')).toEqual({ op: 'and', filters: [{ op: 'or', filters: [eq('a', 1), eq('b', 2)] }, eq('c', 3)] });
    expect(parseScimFilter('a eq 1 AND b eq 2 OR c eq 3')).toEqual({ op: 'or', filters: [{ op: 'and', filters: [eq('a', 1), eq('b', 2)] }, eq('c', 3)] });
  });

  it('reads not before a parenthesised filter', () => {
    expect(parseScimFilter('not (a eq 1)')).toEqual({ op: 'not', filter: eq('a', 1) });
    expect(parseScimFilter('a pr and NOT(b eq 2 or c eq 3)')).toEqual({
      op: 'and', filters: [{ op: 'pr', path: { names: ['a'] } }, { op: 'not', filter: { op: 'or', filters: [eq('b', 2), eq('c', 3)] } }],
    });
  });

  it('reads complex attribute filters, and a sub-attribute comparison after one as part of it', () => {
    expect(parseScimFilter('emails[type eq "work" and value co "@example.com"]')).toEqual({
      op: '[]', path: { names: ['emails'] }, filter: { op: 'and', filters: [eq('type', 'work'), { op: 'co', path: { names: ['value'] }, value: '@example.com' }] },
    });
    expect(parseScimFilter('emails[type eq "work"].value eq "ada@example.com"')).toEqual({
      op: '[]', path: { names: ['emails'] }, filter: { op: 'and', filters: [eq('type', 'work'), eq('value', 'ada@example.com')] },
    });
    expect(parseScimFilter('emails[not (type eq "work")]')).toEqual({ op: '[]', path: { names: ['emails'] }, filter: { op: 'not', filter: eq('type', 'work') } });
  });

  it('reads schema-qualified paths: the URN is everything before the last colon', () => {
    expect(parseScimFilter(`${ENTERPRISE}:employeeNumber eq "E-1"`)).toEqual(eq('employeeNumber', 'E-1', ENTERPRISE));
    expect(parseScimFilter(`${ENTERPRISE}:manager.value eq "p1"`)).toEqual(eq('manager.value', 'p1', ENTERPRISE));
    expect(pathText({ schema: ENTERPRISE, names: ['manager', 'value'] })).toBe(`${ENTERPRISE}:manager.value`);
    expect(parseScimFilter('meta.lastModified gt "2024-01-01T00:00:00Z"')).toEqual({ op: 'gt', path: { names: ['meta', 'lastModified'] }, value: '2024-01-01T00:00:00Z' });
    expect(parseScimFilter('members.$ref pr')).toEqual({ op: 'pr', path: { names: ['members', '$ref'] } });
  });

  it('accepts any white space between tokens', () => {
    expect(parseScimFilter('  ( userName  eq\t"a" )  ')).toEqual(eq('userName', 'a'));
  });

  it.each([
    ['', 'empty'],
    ['userName', 'operator'],
    ['userName eq', 'value'],
    ['userName eq "a', 'not closed'],
    ['userName xx "a"', 'operator'],
    ['userName eq bare', 'value'],
    ['userName eq "a" and', 'attribute path'],
    ['(userName eq "a"', 'closes'],
    ['userName eq "a")', 'unexpected'],
    ['not userName eq "a"', 'attribute path'],
    ['emails[type eq "work"', 'closes'],
    ['emails[type[value eq "x"] eq "y"]', 'cannot hold another'],
    ['a.b.c eq "x"', 'not an attribute path'],
    ['9abc eq "x"', 'attribute path'],
    ['userName eq "a" userName eq "b"', 'unexpected'],
    ['userName eq "\\x"', 'not a valid JSON string'],
    ['userName eq #', 'unexpected character'],
  ])('refuses %j (%s)', (text, message) => {
    expect(() => parseScimFilter(text)).toThrow(ScimFilterError);
    expect(() => parseScimFilter(text)).toThrow(message);
  });

  it('refuses filters beyond its limits instead of recursing without end', () => {
    const deep = `${'('.repeat(FILTER_LIMITS.depth + 1)}a eq 1${')'.repeat(FILTER_LIMITS.depth + 1)}`;
    expect(() => parseScimFilter(deep)).toThrow('deeper');
    const many = Array.from({ length: FILTER_LIMITS.comparisons + 1 }, (_, i) => `a eq ${i}`).join(' or ');
    expect(() => parseScimFilter(many)).toThrow('more than');
    expect(() => parseScimFilter(`userName eq "${'x'.repeat(FILTER_LIMITS.length)}"`)).toThrow('longer');
    const inside = `${'('.repeat(FILTER_LIMITS.depth)}a eq 1${')'.repeat(FILTER_LIMITS.depth)}`;
    expect(parseScimFilter(inside)).toEqual(eq('a', 1));
  });

  it('keeps the operands of and/or in order, flat', () => {
    const parsed = parseScimFilter('a eq 1 and b eq 2 and c eq 3') as Extract<ScimFilter, { filters: unknown }>;
    expect(parsed.filters.map((f) => (f as { path: { names: string[] } }).path.names[0])).toEqual(['a', 'b', 'c']);
  });
});
