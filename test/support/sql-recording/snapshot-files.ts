import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { UNTRACED } from './statement-origin';

/**
 * `test/sql-snapshots/issued/<area>.sql`: the statements an area of the application issued during the suite, sorted
 * and unique, each ended by `;` and a blank line, so a diff shows one statement per hunk.
 */
export const ISSUED_DIR = path.resolve(__dirname, '../../sql-snapshots/issued');

const HEADER = '-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development).\n-- Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.\n\n';
const UNTRACED_HEADER = '-- Every SQL statement issued during the test suite with no project code on its stack (TypeORM\'s own, when it\n-- connects). Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.\n\n';

/** Area → its statements. */
export type Snapshot = Map<string, Set<string>>;

export function formatArea(statements: Iterable<string>, area = ''): string {
  return (area === UNTRACED ? UNTRACED_HEADER : HEADER) + [...new Set(statements)].sort().map((s) => `${s};\n\n`).join('');
}

export function parseArea(content: string): Set<string> {
  const lines = content.split('\n');
  while (lines.length > 0 && lines[0].startsWith('-- ')) lines.shift();
  const body = lines.join('\n');
  return new Set(body.split(/;\n\n/).map((s) => s.trim()).filter((s) => s !== ''));
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
  const before = readSnapshot(dir);
  const changed: string[] = [];
  for (const area of new Set([...before.keys(), ...snapshot.keys()])) {
    const file = path.join(dir, `${area}.sql`);
    const statements = snapshot.get(area) ?? new Set<string>();
    if (statements.size === 0) {
      if (existsSync(file)) {
        unlinkSync(file);
        changed.push(file);
      }
      continue;
    }
    const content = formatArea(statements, area);
    if (!existsSync(file) || readFileSync(file, 'utf8') !== content) {
      writeFileSync(file, content);
      changed.push(file);
    }
  }
  return changed;
}
