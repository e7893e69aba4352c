import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/**
 * Code, tests, comments and scripts name the rule they protect, never the tracker history that brought it: a
 * reference such as "issue" or "defect" (or "item") followed by a number says nothing to the next reader. Landed
 * migrations are left out: they are checksummed and never edited (test/contract/migrations-landed.test.ts).
 */
const root = path.join(__dirname, '..', '..');
const FOLDERS = ['src', 'test', 'scripts', 'bench'];
const HISTORY_REFERENCE = new RegExp(String.raw`\b(?:issues?|defects?|items?)\s*#?\s*\d+`, 'i');
const SELF = path.relative(root, __filename);

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full);
    return entry.isFile() ? [full] : [];
  });
}

/** `file:line: text` for every line of a text file under `folders` that cites a history number. */
function historyReferences(base: string, folders: string[], skip: string[] = []): string[] {
  const files = folders.map((folder) => path.join(base, folder)).filter((dir) => fs.existsSync(dir)).flatMap(filesUnder);
  return files.flatMap((file) => {
    const relative = path.relative(base, file);
    if (skip.includes(relative)) return [];
    const bytes = fs.readFileSync(file);
    if (bytes.includes(0)) return [];
    return bytes
      .toString('utf8')
      .split('\n')
      .flatMap((line, i) => (HISTORY_REFERENCE.test(line) ? [`${relative}:${i + 1}: ${line.trim()}`] : []));
  });
}

describe('no history references in code, tests and scripts', () => {
  it('finds none under src/, test/, scripts/ and bench/', () => {
    expect(historyReferences(root, FOLDERS, [SELF])).toEqual([]);
  });

  it('would name a file and line that cites one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'history-refs-'));
    try {
      fs.mkdirSync(path.join(dir, 'src'));
      const cited = ['issue', 'defect', 'item'].map((word, i) => `// kept for ${word} ${i + 3}`);
      fs.writeFileSync(path.join(dir, 'src', 'a.ts'), ['const a = 1;', ...cited, '// an endpoint 5 days old'].join('\n'));
      fs.writeFileSync(path.join(dir, 'src', 'b.ts'), '/** The last active owner is kept (D5). */\n');
      expect(historyReferences(dir, ['src'])).toEqual(cited.map((line, i) => `src/a.ts:${i + 2}: ${line}`));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
