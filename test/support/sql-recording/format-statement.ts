import { format, FormatOptionsWithLanguage } from 'sql-formatter';

/**
 * The reviewable form of a normalised statement in the snapshot files: laid out over lines by `sql-formatter`
 * (keywords and names kept as written). Only whitespace may differ from the statement, so a statement is matched by
 * `statementKey` whichever form it is in; a text the formatter cannot parse, or would change beyond whitespace, stays
 * on one line.
 */
export function formatStatement(statement: string): string {
  let formatted: string;
  try {
    formatted = format(statement, FORMAT_OPTIONS);
  } catch {
    return statement;
  }
  // A blank line would end the statement's block in the snapshot file.
  if (/\n[ \t]*\n/.test(formatted) || statementKey(formatted) !== statementKey(statement)) return statement;
  return formatted;
}

const FORMAT_OPTIONS: FormatOptionsWithLanguage = {
  language: 'postgresql',
  tabWidth: 2,
  keywordCase: 'preserve',
  linesBetweenQueries: 0,
  // What normalising writes in place of values: a list's further members, a test database's name.
  paramTypes: { numbered: ['$'], custom: [{ regex: '…' }, { regex: '<test database>' }] },
};

/** What identifies a statement: its text without the whitespace outside quotes (the only thing formatting changes). */
export function statementKey(statement: string): string {
  return statement.replace(/'(?:[^']|'')*'?|"(?:[^"]|"")*"?|\s+/g, (match) => (match[0] === "'" || match[0] === '"' ? match : ''));
}

/** The statement on one line, for messages. */
export function oneLine(statement: string): string {
  return statement.replace(/'(?:[^']|'')*'?|"(?:[^"]|"")*"?|\s+/g, (match) => (match[0] === "'" || match[0] === '"' ? match : ' ')).trim();
}
