/**
 * The SCIM filter language (RFC 7644 §3.4.2.2) parsed into a tree: `eq ne co sw ew gt ge lt le pr`, `and` (binding
 * tighter than `or`), `not (...)`, parentheses, complex attribute filters (`emails[type eq "work" and value co "@x"]`),
 * schema-qualified paths (`urn:...:enterprise:2.0:User:employeeNumber`). Keywords and attribute names are
 * case-insensitive. Also read, as identity providers send it: `emails[type eq "work"].value eq "x"`, taken as
 * `emails[type eq "work" and value eq "x"]`. Pure: what the attributes mean is the compiler's (scim-filter-sql.ts).
 */

export const COMPARE_OPS = ['eq', 'ne', 'co', 'sw', 'ew', 'gt', 'ge', 'lt', 'le'] as const;
export type CompareOp = (typeof COMPARE_OPS)[number];
export type FilterValue = string | number | boolean | null;

/** An attribute path: the schema URN it names (if any), then the attribute and its sub-attribute, as written. */
export interface AttrPath {
  schema?: string;
  names: string[];
}

export type ScimFilter =
  | { op: 'and' | 'or'; filters: ScimFilter[] }
  | { op: 'not'; filter: ScimFilter }
  | { op: 'pr'; path: AttrPath }
  | { op: CompareOp; path: AttrPath; value: FilterValue }
  /** Some value of a multi-valued (or complex) attribute matches `filter`, whose paths name its sub-attributes. */
  | { op: '[]'; path: AttrPath; filter: ScimFilter };

/** A filter that cannot be read (400 `invalidFilter`); `position` is where in the text it went wrong. */
export class ScimFilterError extends Error {
  constructor(message: string, readonly position: number) {
    super(message);
  }
}

/** Bounds on what a client may send: a filter is compiled to one SQL condition. */
export const FILTER_LIMITS = { length: 4096, depth: 32, comparisons: 100 } as const;

type Token =
  | { kind: '(' | ')' | '[' | ']'; at: number }
  | { kind: 'word'; text: string; at: number }
  | { kind: 'string'; value: string; at: number }
  | { kind: 'number'; value: number; at: number }
  | { kind: 'end'; at: number };

const WORD = /[A-Za-z0-9_$:.\-]/;
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i += 1;
    } else if (c === '(' || c === ')' || c === '[' || c === ']') {
      tokens.push({ kind: c, at: i });
      i += 1;
    } else if (c === '"') {
      const end = stringEnd(text, i);
      let value: string;
      try {
        value = JSON.parse(text.slice(i, end)) as string;
      } catch {
        throw new ScimFilterError(`the string at ${i + 1} is not a valid JSON string`, i);
      }
      tokens.push({ kind: 'string', value, at: i });
      i = end;
    } else if (WORD.test(c)) {
      const start = i;
      // A word runs up to a space, a bracket or a parenthesis: `emails[type` and `value]` split at the bracket.
      while (i < text.length && WORD.test(text[i])) i += 1;
      const word = text.slice(start, i);
      if (NUMBER.test(word)) tokens.push({ kind: 'number', value: Number(word), at: start });
      else tokens.push({ kind: 'word', text: word, at: start });
    } else {
      throw new ScimFilterError(`unexpected character ${JSON.stringify(c)} at ${i + 1}`, i);
    }
  }
  tokens.push({ kind: 'end', at: text.length });
  return tokens;
}

/** The index just past the closing quote of the string opening at `start`. */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === '\\') i += 2;
    else if (text[i] === '"') return i + 1;
    else i += 1;
  }
  throw new ScimFilterError(`the string at ${start + 1} is not closed`, start);
}

const ATTR_NAME = /^[A-Za-z$][A-Za-z0-9_$-]*$/;

/** `[urn:...:]name(.sub)*`: the URN is everything up to the last colon. */
function attrPath(token: { text: string; at: number }): AttrPath {
  const colon = token.text.lastIndexOf(':');
  const schema = colon >= 0 ? token.text.slice(0, colon) : undefined;
  const names = token.text.slice(colon + 1).split('.');
  if (schema !== undefined && !/^urn:[A-Za-z0-9.:_-]+$/i.test(schema)) throw new ScimFilterError(`"${token.text}" is not an attribute path`, token.at);
  if (!names.every((n) => ATTR_NAME.test(n)) || names.length > 2) throw new ScimFilterError(`"${token.text}" is not an attribute path`, token.at);
  return schema === undefined ? { names } : { schema, names };
}

class Parser {
  private index = 0;
  private depth = 0;
  private comparisons = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): ScimFilter {
    const filter = this.orExpression(false);
    const next = this.peek();
    if (next.kind !== 'end') throw new ScimFilterError(`unexpected ${describe(next)} at ${next.at + 1}`, next.at);
    return filter;
  }

  private peek(): Token {
    return this.tokens[this.index];
  }

  private take(): Token {
    return this.tokens[this.index++];
  }

  private keyword(token: Token, ...words: string[]): string | null {
    if (token.kind !== 'word') return null;
    const lower = token.text.toLowerCase();
    return words.includes(lower) ? lower : null;
  }

  private nested<T>(at: number, parse: () => T): T {
    this.depth += 1;
    if (this.depth > FILTER_LIMITS.depth) throw new ScimFilterError(`the filter nests deeper than ${FILTER_LIMITS.depth} levels`, at);
    try {
      return parse();
    } finally {
      this.depth -= 1;
    }
  }

  private orExpression(inValuePath: boolean): ScimFilter {
    const filters = [this.andExpression(inValuePath)];
    while (this.keyword(this.peek(), 'or')) {
      this.take();
      filters.push(this.andExpression(inValuePath));
    }
    return filters.length === 1 ? filters[0] : { op: 'or', filters };
  }

  private andExpression(inValuePath: boolean): ScimFilter {
    const filters = [this.unary(inValuePath)];
    while (this.keyword(this.peek(), 'and')) {
      this.take();
      filters.push(this.unary(inValuePath));
    }
    return filters.length === 1 ? filters[0] : { op: 'and', filters };
  }

  private unary(inValuePath: boolean): ScimFilter {
    const token = this.peek();
    if (this.keyword(token, 'not') && this.tokens[this.index + 1]?.kind === '(') {
      this.take();
      return { op: 'not', filter: this.group(inValuePath) };
    }
    if (token.kind === '(') return this.group(inValuePath);
    return this.attributeExpression(inValuePath);
  }

  private group(inValuePath: boolean): ScimFilter {
    const open = this.take();
    const filter = this.nested(open.at, () => this.orExpression(inValuePath));
    this.expect(')', open);
    return filter;
  }

  private expect(kind: ')' | ']', open: Token): void {
    const token = this.take();
    if (token.kind !== kind) throw new ScimFilterError(`${describe(token)} at ${token.at + 1} where "${kind}" closes the "${open.kind}" at ${open.at + 1}`, token.at);
  }

  private attributeExpression(inValuePath: boolean): ScimFilter {
    const token = this.take();
    if (token.kind !== 'word' || this.keyword(token, 'and', 'or', 'not')) {
      throw new ScimFilterError(`${describe(token)} at ${token.at + 1} where an attribute path was expected`, token.at);
    }
    const path = attrPath(token);
    if (this.peek().kind === '[') {
      if (inValuePath) throw new ScimFilterError(`a complex attribute filter cannot hold another, at ${this.peek().at + 1}`, this.peek().at);
      const open = this.take();
      const filter = this.nested(open.at, () => this.orExpression(true));
      this.expect(']', open);
      return this.valuePathTail(path, filter);
    }
    return this.comparison(path, token.at);
  }

  /** `emails[type eq "work"].value eq "x"`: the sub-attribute's comparison joins the bracket's filter. */
  private valuePathTail(path: AttrPath, filter: ScimFilter): ScimFilter {
    const next = this.peek();
    if (next.kind !== 'word' || !next.text.startsWith('.')) return { op: '[]', path, filter };
    this.take();
    const sub = attrPath({ text: next.text.slice(1), at: next.at + 1 });
    if (sub.schema !== undefined || sub.names.length !== 1) throw new ScimFilterError(`"${next.text}" is not a sub-attribute`, next.at);
    const tail = this.comparison(sub, next.at);
    return { op: '[]', path, filter: { op: 'and', filters: [filter, tail] } };
  }

  private comparison(path: AttrPath, at: number): ScimFilter {
    const operator = this.take();
    const op = this.keyword(operator, 'pr', ...COMPARE_OPS);
    if (!op) throw new ScimFilterError(`${describe(operator)} at ${operator.at + 1} where an operator (eq, ne, co, sw, ew, gt, ge, lt, le, pr) was expected`, operator.at);
    this.comparisons += 1;
    if (this.comparisons > FILTER_LIMITS.comparisons) throw new ScimFilterError(`the filter holds more than ${FILTER_LIMITS.comparisons} comparisons`, at);
    if (op === 'pr') return { op: 'pr', path };
    return { op: op as CompareOp, path, value: this.value() };
  }

  private value(): FilterValue {
    const token = this.take();
    if (token.kind === 'string' || token.kind === 'number') return token.value;
    const literal = this.keyword(token, 'true', 'false', 'null');
    if (literal) return literal === 'null' ? null : literal === 'true';
    throw new ScimFilterError(`${describe(token)} at ${token.at + 1} where a value (a string, number, true, false or null) was expected`, token.at);
  }
}

function describe(token: Token): string {
  switch (token.kind) {
    case 'end':
      return 'the end of the filter';
    case 'word':
      return `"${token.text}"`;
    case 'string':
      return `the string ${JSON.stringify(token.value)}`;
    case 'number':
      return `the number ${token.value}`;
    default:
      return `"${token.kind}"`;
  }
}

/** The filter's tree; ScimFilterError for any text outside the grammar or beyond FILTER_LIMITS. */
export function parseScimFilter(text: string): ScimFilter {
  if (text.length > FILTER_LIMITS.length) throw new ScimFilterError(`the filter is longer than ${FILTER_LIMITS.length} characters`, FILTER_LIMITS.length);
  if (text.trim() === '') throw new ScimFilterError('the filter is empty', 0);
  return new Parser(tokenize(text)).parse();
}

/** An attribute path as text (for messages): `urn:...:User:employeeNumber`, `name.givenName`. */
export function pathText(path: AttrPath): string {
  return `${path.schema ? `${path.schema}:` : ''}${path.names.join('.')}`;
}
