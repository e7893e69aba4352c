import { constant, leaf, ScimResourceAttributes, unfilterable } from './scim-attributes';
import { compileScimFilter, sortExpression } from './scim-filter-sql';
import { parseScimFilter, ScimFilterError } from './scim-filter';

const EXT = 'urn:example:ext:2.0:Thing';
/** A small resource: string, boolean and date leaves, a complex value, a fixed multi-valued attribute and a set. */
const THING: ScimResourceAttributes = {
  core: 'urn:example:core:2.0:Thing',
  attributes: {
    id: leaf('string', true, 't.id'),
    userName: leaf('string', false, 't.email'),
    active: leaf('boolean', false, 't.active'),
    name: { kind: 'complex', sub: { givenName: leaf('string', false, 't.first'), formatted: leaf('string', false, 't.full') } },
    emails: {
      kind: 'multi',
      entries: [
        { when: 't.email IS NOT NULL', sub: { value: leaf('string', false, 't.email'), type: constant('work'), primary: constant(true) } },
        { when: 't.home IS NOT NULL', sub: { value: leaf('string', false, 't.home'), type: constant('home'), primary: constant(false) } },
      ],
    },
    locale: { kind: 'leaf', type: 'string', caseExact: false, domain: { sql: 't.country', keys: ['GB', 'DE', 'FR'], valueOf: (k) => ({ GB: 'en-GB', DE: 'de-DE', FR: 'fr-FR' })[k] ?? null } },
    members: { kind: 'set', from: 'jsonb_to_recordset(t.members) m(value text)', sub: { value: leaf('string', true, 'm.value') } },
    meta: { kind: 'complex', sub: { created: leaf('dateTime', true, 't.created_at'), version: unfilterable('string'), resourceType: constant('Thing', true) } },
  },
  extensions: { [EXT]: { employeeNumber: leaf('string', false, 't.employee_id') } },
};

function compiled(filter: string) {
  const values: unknown[] = [];
  const sql = compileScimFilter(parseScimFilter(filter), THING, (value) => {
    values.push(value);
    return `:f${values.length - 1}`;
  });
  return { sql, values };
}

/** Filters as SQL: null-safe comparisons, case folding by caseExact, constants folded, multi-valued attributes. */
describe('SCIM filters compiled to SQL', () => {
  it('compares case-insensitive strings folded on both sides, so userName eq uses the lower(email) index', () => {
    expect(compiled('userName eq "Ada@Example.com"')).toEqual({ sql: '(t.email IS NOT NULL AND lower(t.email) = lower(:f0::text))', values: ['Ada@Example.com'] });
    expect(compiled('id eq "p1"').sql).toBe('(t.id IS NOT NULL AND t.id = :f0::text)');
  });

  it('reads attribute names and schema URNs whatever their case', () => {
    expect(compiled('USERNAME eq "a"').sql).toBe(compiled('userName eq "a"').sql);
    expect(compiled(`${EXT.toUpperCase()}:EMPLOYEENUMBER eq "E1"`).sql).toBe('(t.employee_id IS NOT NULL AND lower(t.employee_id) = lower(:f0::text))');
    expect(compiled('urn:example:core:2.0:Thing:name.givenName sw "A"').sql).toBe('(t.first IS NOT NULL AND starts_with(lower(t.first), lower(:f0::text)))');
  });

  it('writes each operator so that an attribute without a value never matches and not() stays exact', () => {
    expect(compiled('userName co "a"').sql).toContain('strpos(lower(t.email), lower(:f0::text)) > 0');
    expect(compiled('userName ew "a"').sql).toContain('right(lower(t.email), char_length(lower(:f0::text))) = lower(:f0::text)');
    expect(compiled('userName gt "a"').sql).toContain('lower(t.email) COLLATE "C" > lower(:f0::text)');
    expect(compiled('userName ne "a"').sql).toBe('(t.email IS NOT NULL AND lower(t.email) <> lower(:f0::text))');
    expect(compiled('userName pr').sql).toBe('t.email IS NOT NULL');
    expect(compiled('not (userName eq "a")').sql).toBe('NOT (t.email IS NOT NULL AND lower(t.email) = lower(:f0::text))');
    expect(compiled('active eq true').sql).toBe('t.active IS NOT NULL AND t.active = TRUE');
    expect(compiled('meta.created gt "2024-01-01T00:00:00Z"').sql).toBe("(t.created_at IS NOT NULL AND date_trunc('milliseconds', t.created_at) > :f0::timestamptz)");
  });

  it('compares with null: eq null matches nothing, ne null what has a value', () => {
    expect(compiled('userName eq null').sql).toBe('FALSE');
    expect(compiled('userName ne null').sql).toBe('t.email IS NOT NULL');
  });

  it('folds constants: a work email filter is the indexed work email comparison alone', () => {
    expect(compiled('emails[type eq "work"].value eq "x"').sql).toBe('(t.email IS NOT NULL AND (t.email IS NOT NULL AND lower(t.email) = lower(:f0::text)))');
    expect(compiled('emails[type eq "home" and primary eq true]').sql).toBe('FALSE');
    expect(compiled('emails[type eq "WORK"]').sql).toBe('t.email IS NOT NULL');
    expect(compiled('meta.resourceType eq "Thing"').sql).toBe('TRUE');
    expect(compiled('meta.resourceType eq "thing"').sql).toBe('FALSE');
    expect(compiled('not (emails[type eq "other"])').sql).toBe('TRUE');
  });

  it('matches a multi-valued attribute when any of its values does; named alone it compares their value', () => {
    expect(compiled('emails.value co "x"').sql).toBe(
      '((t.email IS NOT NULL AND (t.email IS NOT NULL AND strpos(lower(t.email), lower(:f0::text)) > 0)) OR (t.home IS NOT NULL AND (t.home IS NOT NULL AND strpos(lower(t.home), lower(:f1::text)) > 0)))',
    );
    expect(compiled('emails co "x"').sql).toBe(compiled('emails.value co "x"').sql);
    expect(compiled('emails pr').sql).toBe('(t.email IS NOT NULL OR t.home IS NOT NULL)');
    expect(compiled('members[value eq "p1"]').sql).toBe('EXISTS (SELECT 1 FROM jsonb_to_recordset(t.members) m(value text) WHERE (m.value IS NOT NULL AND m.value = :f0::text))');
    expect(compiled('members pr').sql).toBe('EXISTS (SELECT 1 FROM jsonb_to_recordset(t.members) m(value text))');
  });

  it('compares a complex attribute named alone only with pr', () => {
    expect(compiled('name pr').sql).toBe('(t.first IS NOT NULL OR t.full IS NOT NULL)');
    expect(() => compiled('name eq "x"')).toThrow('complex');
  });

  it('filters a value made from a small set of keys by the keys whose value matches', () => {
    expect(compiled('locale sw "en"')).toEqual({ sql: 't.country = ANY(:f0::text[])', values: [['GB']] });
    expect(compiled('locale ew "-de"')).toEqual({ sql: 't.country = ANY(:f0::text[])', values: [['DE']] });
    expect(compiled('locale eq "xx"').sql).toBe('FALSE');
  });

  it.each([
    ['nickName eq "x"', 'unknown attribute'],
    ['name.nope eq "x"', 'unknown attribute'],
    ['userName.value eq "x"', 'no sub-attributes'],
    ['urn:other:2.0:X:userName eq "x"', 'unknown schema'],
    ['active gt true', 'boolean'],
    ['active eq "yes"', 'true or false'],
    ['userName eq 1', 'string'],
    ['userName gt null', 'null'],
    ['meta.created co "2024"', 'dateTime'],
    ['meta.created gt "yesterday"', 'xsd:dateTime'],
    ['meta.version eq "x"', 'cannot be filtered'],
    ['userName[value eq "x"]', 'not complex'],
    ['emails[nope eq "x"]', 'unknown attribute'],
  ])('refuses %j (%s)', (filter, message) => {
    expect(() => compiled(filter)).toThrow(ScimFilterError);
    expect(() => compiled(filter)).toThrow(message);
  });

  it('sorts by a value, a sub-attribute or the first value of a multi-valued attribute, in code-point order', () => {
    expect(sortExpression(THING, { names: ['userName'] })).toBe('lower(t.email) COLLATE "C"');
    expect(sortExpression(THING, { names: ['id'] })).toBe('t.id COLLATE "C"');
    expect(sortExpression(THING, { names: ['name', 'givenName'] })).toBe('lower(t.first) COLLATE "C"');
    expect(sortExpression(THING, { names: ['emails'] })).toBe('lower(t.email) COLLATE "C"');
    expect(sortExpression(THING, { names: ['meta', 'created'] })).toBe('t.created_at');
    expect(sortExpression(THING, { names: ['meta', 'resourceType'] })).toBeNull();
    expect(() => sortExpression(THING, { names: ['members'] })).toThrow('cannot sort');
  });
});
