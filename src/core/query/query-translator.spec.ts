import { ApiError } from '../errors/api-error';
import { DEFAULT_LIMIT, MAX_LIMIT, QueryDeclaration, TranslatedQuery } from './query-declaration';
import { parseQueryString } from './query-string';
import { translateQuery } from './query-translator';
import { PolicyService } from '../policy/policy.service';
import { PEOPLE_DIRECTORY } from '../../modules/people/person-directory';

/** The access layer's field-class condition, as the core passes it to the translator. */
const policy = new PolicyService(PEOPLE_DIRECTORY);

/**
 * The query language (spec "Filtering", D8) as a pure translation: a parsed query string and a resource's declaration
 * become parameterised SQL conditions, paging and sorting; anything undeclared answers 422 QueryParameterValidationError.
 */
const DECL: QueryDeclaration = {
  filters: {
    firstName: { type: 'string', operators: ['$ne', '$in', '$nin'] },
    startDate: { type: 'date', operators: ['$gt', '$gte', '$lt', '$lte'], equality: false },
    updatedAt: { type: 'datetime', operators: ['$gt', '$lt'] },
    isVerified: { type: 'boolean', operators: [] },
    score: { type: 'number', operators: ['$gte', '$lte'] },
    status: { type: 'enum', values: ['active', 'newHire', 'offboarded'], operators: ['$in', '$nin'], column: 'p.computed_status' },
  },
  or: ['firstName', 'status'],
  sort: { firstName: 'p.first_name', startDate: 'p.start_date' },
};

const translate = (raw: string, decl: QueryDeclaration = DECL): TranslatedQuery => translateQuery(parseQueryString(raw), decl, 'p', (c, column) => policy.visibleFieldSql(c, column));

/** The one SQL text of the translation and its parameters (all conditions share the same parameter bag). */
function sqlOf(t: TranslatedQuery): { sql: string; params: Record<string, unknown> } {
  return { sql: t.where.map((c) => c.sql).join(' AND '), params: t.where[0]?.params ?? {} };
}

/** Replaces each `:name` / `(:...name)` placeholder with its parameter's value, to read the condition's meaning. */
function bound(t: TranslatedQuery): string {
  const { sql, params } = sqlOf(t);
  return sql
    .replace(/\(:\.\.\.(\w+)\)/g, (_m, name: string) => `(${(params[name] as unknown[]).map((v) => JSON.stringify(v)).join(', ')})`)
    .replace(/:(\w+)/g, (_m, name: string) => JSON.stringify(params[name] instanceof Date ? (params[name] as Date).toISOString() : params[name]));
}

function refusal(raw: string, decl: QueryDeclaration = DECL): ApiError {
  try {
    translate(raw, decl);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error(`expected ${raw} to be refused`);
}

describe('query translator: operators', () => {
  it.each([
    ['firstName=Ada', 'p.first_name = "Ada"'],
    ['firstName[$ne]=Ada', 'p.first_name IS DISTINCT FROM "Ada"'],
    ['startDate[$gt]=2024-01-01', 'p.start_date > "2024-01-01"'],
    ['startDate[$gte]=2024-01-01', 'p.start_date >= "2024-01-01"'],
    ['startDate[$lt]=2024-01-01', 'p.start_date < "2024-01-01"'],
    ['startDate[$lte]=2024-01-01', 'p.start_date <= "2024-01-01"'],
    ['firstName[$in][0]=Ada&firstName[$in][1]=Grace', 'p.first_name IN ("Ada", "Grace")'],
    ['firstName[$nin][0]=Ada', '(p.first_name IS NULL OR p.first_name NOT IN ("Ada"))'],
    ['status=newHire', 'p.computed_status = "newHire"'],
  ])('%s means %s', (raw, meaning) => {
    expect(bound(translate(raw))).toBe(meaning);
  });

  it('coerces values to the attribute type: booleans, numbers and date-times', () => {
    expect(sqlOf(translate('isVerified=false')).params).toEqual({ q0: false });
    expect(sqlOf(translate('score[$gte]=2.5')).params).toEqual({ q0: 2.5 });
    const at = sqlOf(translate('updatedAt[$gt]=2024-05-01T10:00:00Z')).params.q0;
    expect(at).toBeInstanceOf(Date);
    expect((at as Date).toISOString()).toBe('2024-05-01T10:00:00.000Z');
  });

  it('gives two operators on one attribute two conditions (a range)', () => {
    const t = translate('startDate[$gte]=2024-01-01&startDate[$lt]=2025-01-01');
    expect(t.where).toHaveLength(2);
    expect(bound(t)).toBe('p.start_date >= "2024-01-01" AND p.start_date < "2025-01-01"');
  });

  it('uses the declared column, else the snake_case attribute under the alias', () => {
    expect(sqlOf(translate('status=active')).sql).toContain('p.computed_status');
    expect(sqlOf(translate('isVerified=true')).sql).toContain('p.is_verified');
  });

  it('hands computed attributes to their own translation with parameter placeholders', () => {
    const decl: QueryDeclaration = {
      filters: { active: { type: 'boolean', operators: [], toSql: (_op, values, alias, param) => `${alias}.ended_at IS ${values[0] ? '' : 'NOT '}NULL AND ${param('x')} = ${param(values[0])}` } },
    };
    const t = translate('active=true', decl);
    expect(sqlOf(t).sql).toBe('p.ended_at IS NULL AND :q0 = :q1');
    expect(sqlOf(t).params).toEqual({ q0: 'x', q1: true });
  });
});

describe('query translator: $in normalisation', () => {
  it('takes a single `a[$in]=x` as a list of one, like the indexed form', () => {
    expect(bound(translate('firstName[$in]=Ada'))).toBe('p.first_name IN ("Ada")');
    expect(bound(translate('firstName[$in][0]=Ada'))).toBe('p.first_name IN ("Ada")');
  });

  it('combines repeated `a[$in][]=x` into one list', () => {
    expect(bound(translate('firstName[$in][]=Ada&firstName[$in][]=Grace'))).toBe('p.first_name IN ("Ada", "Grace")');
  });

  it('checks every value of the list against the attribute type', () => {
    const error = refusal('status[$in][0]=active&status[$in][1]=retired');
    expect(error.message).toContain('status[$in]');
  });

  it('binds the whole list as one spread parameter', () => {
    const { sql, params } = sqlOf(translate('firstName[$in][0]=a&firstName[$in][1]=b&firstName[$in][2]=c'));
    expect(sql).toBe('p.first_name IN (:...q0)');
    expect(params).toEqual({ q0: ['a', 'b', 'c'] });
  });
});

describe('query translator: $or', () => {
  it('joins groups with OR and the conditions of a group with AND', () => {
    const t = translate('$or[0][firstName]=Ada&$or[0][status]=active&$or[1][firstName][$in][0]=Grace');
    expect(t.where).toHaveLength(1);
    expect(bound(t)).toBe('((p.first_name = "Ada" AND p.computed_status = "active") OR (p.first_name IN ("Grace")))');
  });

  it('is ANDed with the other filters', () => {
    const t = translate('isVerified=true&$or[0][firstName]=Ada&$or[1][firstName]=Grace');
    expect(bound(t)).toBe('p.is_verified = true AND ((p.first_name = "Ada") OR (p.first_name = "Grace"))');
  });

  it.each([
    ['$or[0][isVerified]=true', '$or[0][isVerified]', 'an attribute outside the declared $or list'],
    ['$or=x', '$or', 'a plain value'],
    ['$or[0]=x', '$or[0]', 'a group that is not an object'],
    ['$or[a][firstName]=x', '$or', 'groups keyed by name'],
  ])('refuses %s naming %s (%s)', (raw, parameter) => {
    const error = refusal(raw);
    expect(error.errorName).toBe('QueryParameterValidationError');
    expect(error.message).toContain(`Invalid query parameter ${parameter}`);
  });

  it('is refused on a resource that declares no $or attributes', () => {
    expect(refusal('$or[0][firstName]=x', { ...DECL, or: undefined }).message).toContain('$or');
  });
});

describe('query translator: $sort', () => {
  it('maps each declared attribute to its column, in the order given', () => {
    expect(translate('$sort[startDate]=-1&$sort[firstName]=1').sort).toEqual([
      { column: 'p.start_date', direction: 'DESC' },
      { column: 'p.first_name', direction: 'ASC' },
    ]);
  });

  it('has no order without $sort unless the resource declares a default', () => {
    expect(translate('').sort).toEqual([]);
    expect(translate('', { ...DECL, defaultSort: 'startDate' }).sort).toEqual([{ column: 'p.start_date', direction: 'ASC' }]);
    expect(translate('$sort[firstName]=-1', { ...DECL, defaultSort: 'startDate' }).sort).toEqual([{ column: 'p.first_name', direction: 'DESC' }]);
  });

  it.each([
    ['$sort[score]=1', '$sort[score]'],
    ['$sort[firstName]=asc', '$sort[firstName]'],
    ['$sort=firstName', '$sort'],
    ['$sort[constructor]=1', '$sort[constructor]'],
  ])('refuses %s naming %s', (raw, parameter) => {
    const error = refusal(raw);
    expect(error.code).toBe(422);
    expect(error.message).toContain(`Invalid query parameter ${parameter}`);
  });

  it('is refused on a resource that declares no sort', () => {
    expect(refusal('$sort[firstName]=1', { filters: DECL.filters }).message).toContain('$sort');
  });
});

describe('query translator: $limit and $skip', () => {
  it(`defaults to ${DEFAULT_LIMIT} rows from the first`, () => {
    expect(translate('')).toMatchObject({ limit: DEFAULT_LIMIT, skip: 0 });
  });

  it(`clamps $limit to ${MAX_LIMIT} and keeps smaller values, 0 included`, () => {
    expect(translate('$limit=10&$skip=20')).toMatchObject({ limit: 10, skip: 20 });
    expect(translate('$limit=0').limit).toBe(0);
    expect(translate(`$limit=${MAX_LIMIT}`).limit).toBe(MAX_LIMIT);
    expect(translate(`$limit=${MAX_LIMIT + 1}`).limit).toBe(MAX_LIMIT);
    expect(translate('$limit=1000000').limit).toBe(MAX_LIMIT);
  });

  it.each(['-1', '1.5', 'ten', '', '1e3', '99999999999999999999'])('refuses $limit=%s and $skip=%s', (value) => {
    for (const parameter of ['$limit', '$skip']) {
      const error = refusal(`${parameter}=${value}`);
      expect(error.errorName).toBe('QueryParameterValidationError');
      expect(error.message).toContain(`Invalid query parameter ${parameter}`);
    }
  });
});

describe('query translator: bad forms answer QueryParameterValidationError naming the parameter', () => {
  it.each([
    ['nickname=x', 'nickname', 'an undeclared attribute'],
    ['toString=x', 'toString', 'a key of Object.prototype'],
    ['firstName[$gt]=x', 'firstName[$gt]', 'an operator the attribute does not declare'],
    ['firstName[$regex]=x', 'firstName[$regex]', 'an unknown operator'],
    ['startDate=2024-01-01', 'startDate', 'plain equality on an operators-only attribute'],
    ['startDate[$gt]=2024-02-30', 'startDate[$gt]', 'an impossible date'],
    ['updatedAt[$gt]=yesterday', 'updatedAt[$gt]', 'a date-time that is not ISO 8601'],
    ['isVerified=yes', 'isVerified', 'a boolean that is not true or false'],
    ['score[$gte]=abc', 'score[$gte]', 'a number that is not one'],
    ['status=retired', 'status', 'a value outside the enum'],
    ['firstName[0]=a&firstName[1]=b', 'firstName', 'a list where one value is expected'],
    ['firstName[$eq][x]=a', 'firstName[$eq]', 'an object where one value is expected'],
  ])('%s (%s)', (raw, parameter) => {
    const error = refusal(raw);
    expect(error.code).toBe(422);
    expect(error.errorName).toBe('QueryParameterValidationError');
    expect(error.message).toContain(`Invalid query parameter ${parameter}`);
  });

  it('refuses nesting deeper than the parser allows, naming the parameter', () => {
    const error = refusal('a[b][c][d][e][f][g]=1');
    expect(error.errorName).toBe('QueryParameterValidationError');
    expect(error.message).toContain('a[b][c][d][e][f][g]');
  });

  it('refuses an empty operator object', () => {
    const error = translateQueryOf({ firstName: {} });
    expect(error.message).toContain('Invalid query parameter firstName');
  });

  function translateQueryOf(query: Record<string, unknown>): ApiError {
    try {
      translateQuery(query, DECL, 'p');
    } catch (error) {
      return error as ApiError;
    }
    throw new Error('expected a refusal');
  }
});

describe('query translator: values travel only as parameters', () => {
  const hostile = ["x' OR '1'='1", 'a"; DROP TABLE people; --', "'); SELECT pg_sleep(10); --", '$1', '\\\'', 'Ada'];

  it.each(hostile)('never writes %j into the SQL text', (value) => {
    const raw = [
      `firstName=${encodeURIComponent(value)}`,
      `$or[0][firstName][$nin][0]=${encodeURIComponent(value)}`,
      `$or[1][firstName][$ne]=${encodeURIComponent(value)}`,
    ].join('&');
    const t = translate(raw);
    const { sql, params } = sqlOf(t);
    expect(sql).not.toContain(value);
    expect(Object.values(params).flat()).toEqual([value, value, value]);
    // Every placeholder names a parameter of the bag, and every parameter is used once.
    const names = [...sql.matchAll(/:(?:\.\.\.)?(q\d+)/g)].map((m) => m[1]);
    expect(names.sort()).toEqual(Object.keys(params).sort());
  });

  it('numbers placeholders so conditions never share one', () => {
    const t = translate('firstName=a&startDate[$gte]=2024-01-01&startDate[$lte]=2024-12-31&isVerified=true');
    expect(sqlOf(t).params).toEqual({ q0: 'a', q1: '2024-01-01', q2: '2024-12-31', q3: true });
  });

  it('applies a declared default when the attribute is left out, also as a parameter', () => {
    const decl: QueryDeclaration = { filters: { ...DECL.filters, status: { ...DECL.filters.status, default: 'active' } } };
    expect(bound(translate('', decl))).toBe('p.computed_status = "active"');
    expect(bound(translate('status=offboarded', decl))).toBe('p.computed_status = "offboarded"');
  });
});

describe('query translator: special parameters', () => {
  it('coerces a declared special parameter and leaves it out of the conditions', () => {
    const t = translate('$asOf=2024-03-01', { ...DECL, special: { $asOf: 'date' } });
    expect(t.special).toEqual({ $asOf: '2024-03-01' });
    expect(t.where).toEqual([]);
  });

  it('refuses a special parameter the resource does not declare', () => {
    expect(refusal('$asOf=2024-03-01').message).toContain('Invalid query parameter $asOf');
  });
});

describe('query translator: filters on fields the caller may not see', () => {
  const decl: QueryDeclaration = {
    filters: {
      firstName: { type: 'string', operators: [] },
      taxId: { type: 'string', operators: ['$in'], visibility: { fieldClass: 'private', personColumn: (a) => `${a}.id` } },
      email: {
        type: 'string', operators: [],
        visibility: { fieldClass: 'private', personColumn: (a) => `${a}.id`, hiddenWhen: (a) => `${a}.is_work_email_hidden` },
      },
      title: { type: 'string', operators: [], visibility: { fieldClass: 'public', personColumn: (a) => `${a}.id` } },
    },
  };

  it('matches a private field only on rows where the caller sees that class', () => {
    const { sql, params } = sqlOf(translate('taxId=123', decl));
    expect(sql.startsWith(
      '(p.tax_id = :q0 AND (NOT (TRUE) OR (:fieldVisible_private_all OR (:fieldVisible_private_self AND p.id = :policyPersonId)'
      + ' OR (:fieldVisible_private_reports AND p.id IN (WITH RECURSIVE policy_reports',
    )).toBe(true);
    // The caller's visibility is bound by the core for every list condition; the translator binds only the value.
    expect(params).toEqual({ q0: '123' });
  });

  it('lets a value hidden only on some rows match on the others', () => {
    expect(sqlOf(translate('email=a@example.com', decl)).sql).toMatch(/^\(p\.email = :q0 AND \(NOT \(p\.is_work_email_hidden\) OR \(:fieldVisible_private_all /);
  });

  it('leaves public fields and undeclared visibility unconditioned', () => {
    expect(sqlOf(translate('title=CTO&firstName=Ada', decl)).sql).toBe('p.title = :q0 AND p.first_name = :q1');
  });
});
