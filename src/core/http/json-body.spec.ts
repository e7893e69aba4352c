import { bodyIssue, MAX_BODY_DEPTH } from './json-body';

describe('the structural problems of a parsed JSON body', () => {
  it('names the place of a NUL character in a string, at any depth', () => {
    expect(bodyIssue({ firstName: 'a\u0000' })).toEqual({ name: 'firstName', reason: 'must not contain the NUL character' });
    expect(bodyIssue({ address: { line1: 'a\u0000' } })?.name).toBe('address.line1');
    expect(bodyIssue({ teams: ['ok', '\u0000'] })?.name).toBe('teams[1]');
    expect(bodyIssue({ a: [{ b: [null, { c: 'x\u0000' }] }] })?.name).toBe('a[0].b[1].c');
    expect(bodyIssue('\u0000')?.name).toBe('body');
  });

  it('names a field whose name holds a NUL, the NUL written as its escape', () => {
    expect(bodyIssue({ outer: { 'na\u0000me': 'x' } })).toEqual({ name: 'outer.na\\u0000me', reason: 'a field name must not contain the NUL character' });
  });

  it(`refuses nesting deeper than ${MAX_BODY_DEPTH} levels and accepts it up to there`, () => {
    const nest = (levels: number): unknown => (levels === 0 ? 'leaf' : { n: nest(levels - 1) });
    expect(bodyIssue(nest(MAX_BODY_DEPTH))).toBeNull();
    expect(bodyIssue(nest(MAX_BODY_DEPTH + 1))?.reason).toMatch(/nested deeper than 16 levels/);
  });

  it('finds nothing in a body PostgreSQL stores', () => {
    expect(bodyIssue({ firstName: 'Ada', tags: ['a', 'b'], address: { city: 'Zürich', line1: null }, n: 3 })).toBeNull();
  });
});
