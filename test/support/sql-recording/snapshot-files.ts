import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { formatStatement, oneLine, statementKey } from './format-statement';
import { UNTRACED } from './statement-origin';

/**
 * `test/sql-snapshots/issued/<area>.sql`: the statements an area of the application issued during the suite, each
 * formatted over lines and ended by `;` and a blank line, grouped under a `-- Owner.method (src/…)` line for the code
 * that issued them (see statement-owner.ts), so a diff shows which code changed which statement. A statement several
 * owners issue is listed once, under the first of them, with an `-- also issued by …` line for each other one.
 */
export const ISSUED_DIR = path.resolve(__dirname, '../../sql-snapshots/issued');

/** The group of statements no run has named an owner for yet (a whole `npm run sql:snapshots` names them all). */
export const OWNER_NOT_RECORDED = '(owner not recorded yet)';
const ALSO = '-- also issued by ';

/** Areas whose statements read the same whoever issues them: their files are not grouped by owner. */
export const OWNERLESS_AREAS: ReadonlySet<string> = new Set([UNTRACED, 'transactions']);

const HEADER = '-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),\n-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.\n\n';
const UNTRACED_HEADER = '-- Every SQL statement issued during the test suite with no project code on its stack (TypeORM\'s own, when it\n-- connects). Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.\n\n';
const TRANSACTIONS_HEADER = '-- Transaction control every part of src/ issues during the test suite (normalised; see README.md, Development).\n-- Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.\n\n';

/** One snapshotted statement: its text (formatted, or as recorded) and the code that issues it. */
export interface SnapshotEntry {
  text: string;
  owners: Set<string>;
}

/** Area → statement key (`statementKey`) → entry. */
export type Snapshot = Map<string, Map<string, SnapshotEntry>>;

/** The entries of statements, keyed as the snapshot keys them. */
export function entriesOf(statements: Iterable<string>, ...owners: string[]): Map<string, SnapshotEntry> {
  return new Map([...statements].map((text) => [statementKey(text), { text, owners: new Set(owners) }]));
}

export function formatArea(entries: Map<string, SnapshotEntry>, area = ''): string {
  const header = area === UNTRACED ? UNTRACED_HEADER : area === 'transactions' ? TRANSACTIONS_HEADER : HEADER;
  const grouped = !OWNERLESS_AREAS.has(area);
  const groups = new Map<string, { formatted: string; line: string; also: string[] }[]>();
  for (const { text, owners } of entries.values()) {
    const [first, ...others] = [...owners].sort();
    const group = grouped ? (first ?? OWNER_NOT_RECORDED) : '';
    if (!groups.has(group)) groups.set(group, []);
    // Formatted from one line, so a statement reads (and sorts) the same whether it was recorded or read from the file.
    const formatted = formatStatement(oneLine(text));
    groups.get(group)!.push({ formatted, line: oneLine(formatted), also: grouped ? others : [] });
  }
  const order = [...groups.keys()].sort((a, b) => Number(a === OWNER_NOT_RECORDED) - Number(b === OWNER_NOT_RECORDED) || a.localeCompare(b));
  let out = header;
  for (const group of order) {
    if (group !== '') out += `-- ${group}\n\n`;
    for (const { formatted, also } of groups.get(group)!.sort((a, b) => a.line.localeCompare(b.line))) {
      out += also.map((owner) => `${ALSO}${owner}\n`).join('') + `${formatted};\n\n`;
    }
  }
  return out;
}

export function parseArea(content: string): Map<string, SnapshotEntry> {
  const lines = content.split('\n');
  while (lines.length > 0 && lines[0].startsWith('-- ')) lines.shift();
  const entries = new Map<string, SnapshotEntry>();
  let owner: string | undefined;
  for (const block of lines.join('\n').split(/\n[ \t]*\n/).map((b) => b.trim()).filter((b) => b !== '')) {
    const blockLines = block.split('\n');
    if (blockLines.length === 1 && blockLines[0].startsWith('-- ')) {
      const label = blockLines[0].slice(3);
      owner = label === OWNER_NOT_RECORDED ? undefined : label;
      continue;
    }
    const owners = new Set(owner === undefined ? [] : [owner]);
    while (blockLines.length > 1 && blockLines[0].startsWith(ALSO)) owners.add(blockLines.shift()!.slice(ALSO.length));
    const text = blockLines.join('\n').replace(/\s*;$/, '');
    const key = statementKey(text);
    const known = entries.get(key);
    if (known) for (const o of owners) known.owners.add(o);
    else entries.set(key, { text, owners });
  }
  return entries;
}

export function readSnapshot(dir = ISSUED_DIR): Snapshot {
  const snapshot: Snapshot = new Map();
  if (!existsSync(dir)) return snapshot;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.sql'))) {
    snapshot.set(name.slice(0, -'.sql'.length), parseArea(readFileSync(path.join(dir, name), 'utf8')));
  }
  return snapshot;
}

/** Writes the areas that changed and removes the files of areas left empty. */
export function writeSnapshot(snapshot: Snapshot, dir = ISSUED_DIR): string[] {
  mkdirSync(dir, { recursive: true });
  const changed: string[] = [];
  const names = existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.sql')).map((n) => n.slice(0, -'.sql'.length)) : [];
  for (const area of new Set([...names, ...snapshot.keys()])) {
    const file = path.join(dir, `${area}.sql`);
    const entries = snapshot.get(area) ?? new Map<string, SnapshotEntry>();
    if (entries.size === 0) {
      if (existsSync(file)) {
        unlinkSync(file);
        changed.push(file);
      }
      continue;
    }
    const content = formatArea(entries, area);
    if (!existsSync(file) || readFileSync(file, 'utf8') !== content) {
      writeFileSync(file, content);
      changed.push(file);
    }
  }
  return changed;
}
