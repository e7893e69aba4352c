/**
 * The snapshot form of one SQL statement text: the same statement run with a different number of values, at another
 * transaction depth or against another test database reads the same, so each statement the code can issue is one
 * entry. Pure; quoted strings and identifiers are kept as written.
 */
export function normalizeStatement(text: string): string {
  let sql = collapseWhitespace(text);
  sql = sql.replace(/personnel_t(?:pl)?_[0-9a-z_]+/g, '<test database>');
  sql = sql.replace(/\b(SAVEPOINT|RELEASE SAVEPOINT|ROLLBACK TO SAVEPOINT) typeorm_\d+\b/gi, '$1 typeorm_n');
  sql = collapsePlaceholderLists(sql);
  sql = collapseAssignments(sql);
  sql = collapseRepeatedRows(sql);
  return renumberPlaceholders(sql);
}

/** Runs of whitespace outside quotes become one space; none at either end, none before the closing `;`. */
function collapseWhitespace(text: string): string {
  return text
    .replace(/'(?:[^']|'')*'?|"(?:[^"]|"")*"?|\s+/g, (match) => (match[0] === "'" || match[0] === '"' ? match : ' '))
    .trim()
    .replace(/\s*;$/, '');
}

/**
 * `$3, $4, $5` (also with DEFAULT among them, as TypeORM writes a row whose optional columns were not given) and a
 * lone `IN ($3)` become `$3, …`: a list of values of any length is one shape. A run that repeats or skips a number
 * (`$4, $4`) is written by hand and kept.
 */
function collapsePlaceholderLists(sql: string): string {
  return sql
    .replace(/(?:\$\d+|\bDEFAULT\b)(?:\s*,\s*(?:\$\d+|\bDEFAULT\b))+/g, (run) => {
      const numbers = [...run.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]));
      const consecutive = numbers.every((n, i) => i === 0 || n === numbers[i - 1] + 1);
      return numbers.length > 0 && consecutive ? `$${numbers[0]}, …` : run;
    })
    .replace(/\bIN \(\$(\d+)\)/gi, 'IN ($$$1, …)');
}

/**
 * TypeORM's `SET "a" = $1, "b" = $2, …` names the columns a save changed, which depends on the data (and their
 * order on the entity): two or more become `SET "…" = $1, …`. A single assignment is kept.
 */
function collapseAssignments(sql: string): string {
  return sql.replace(/"(?:[^"]|"")+" = (\$\d+)(?:, "(?:[^"]|"")+" = \$\d+)+/g, '"…" = $1, …');
}

/** `VALUES (…), (…), (…)`: parenthesised groups repeated after the first one (same shape but numbers) are dropped. */
function collapseRepeatedRows(sql: string): string {
  let out = '';
  let copied = 0;
  for (let open = sql.indexOf('('); open !== -1; open = sql.indexOf('(', open + 1)) {
    const group = flatGroupAt(sql, open);
    if (group === undefined) continue;
    let end = open + group.length;
    for (;;) {
      SEPARATOR.lastIndex = end;
      const sep = SEPARATOR.exec(sql);
      const next = sep ? flatGroupAt(sql, end + sep[0].length) : undefined;
      if (!sep || next === undefined || shape(next) !== shape(group)) break;
      end += sep[0].length + next.length;
    }
    out += sql.slice(copied, open + group.length);
    copied = end;
    open = end - 1;
  }
  return out + sql.slice(copied);
}

const SEPARATOR = /\s*,\s*(?=\()/y;
const FLAT_GROUP = /\((?:[^()'"]|'(?:[^']|'')*'|"(?:[^"]|"")*")*\)/y;

/** The parenthesised group starting at `start` if it has no nested parentheses and holds a placeholder. */
function flatGroupAt(sql: string, start: number): string | undefined {
  FLAT_GROUP.lastIndex = start;
  const match = FLAT_GROUP.exec(sql);
  return match && /\$\d/.test(match[0]) ? match[0] : undefined;
}

const shape = (group: string) => group.replace(/\$\d+/g, '$');

/** Placeholders numbered again by first appearance, so dropping a list's members leaves no gaps. */
function renumberPlaceholders(sql: string): string {
  const numbers = new Map<string, number>();
  return sql.replace(/\$(\d+)/g, (_all, n: string) => {
    if (!numbers.has(n)) numbers.set(n, numbers.size + 1);
    return `$${numbers.get(n)}`;
  });
}
