import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * Resources extend the core through its hooks, never by overriding its operations (docs/architecture.md):
 * work after a commit goes in `afterCommit`, what a write's hooks pass each other is the value a hook returns (never
 * state on the singleton service), and every transaction opens through `writeTransaction`, which carries a keyed
 * request's Idempotency-Key claim so the key row commits with the write (D15).
 */
const root = path.join(__dirname, '..', '..');
const src = path.join(root, 'src');

/**
 * The core's operations. Reads extend through `beforeList`/`beforeGet`, `specialConditions`, the `read` declaration,
 * `readerClasses` and `narrowPage`; writes through `buildNew`, `applyUpdate`, `beforeDelete`, `afterWrite`, `afterCommit`, `createAnswer`.
 */
const OPERATIONS = ['list', 'get', 'create', 'update', 'remove'];

/** The application's TypeScript files under `dir`; unit specs (`*.spec.ts`) are tests and may fake what they test. */
function tsFilesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFilesUnder(full);
    return entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [full] : [];
  });
}

const files = tsFilesUnder(src).map((file) => ({ file: path.relative(root, file).split(path.sep).join('/'), text: fs.readFileSync(file, 'utf8') }));

/** Files declaring a class that extends ResourceService, directly or through another abstract resource class. */
function resourceServiceFiles(): typeof files {
  const bases = new Set(['ResourceService']);
  let grew = true;
  while (grew) {
    grew = false;
    for (const { text } of files) {
      for (const match of text.matchAll(/class\s+(\w+)(?:<[^{]*?>)?\s+extends\s+(\w+)\s*</g)) {
        if (bases.has(match[2]) && !bases.has(match[1])) {
          bases.add(match[1]);
          grew = true;
        }
      }
    }
  }
  return files.filter(({ file, text }) =>
    file !== 'src/core/crud/resource.service.ts' && [...text.matchAll(/extends\s+(\w+)\s*</g)].some((m) => bases.has(m[1])));
}

describe('resources use the core hooks, not their own operations', () => {
  it('no resource service overrides list, get, create, update or remove', () => {
    const found = resourceServiceFiles().flatMap(({ file, text }) =>
      OPERATIONS.filter((name) => new RegExp(String.raw`^\s+(?:public\s+)?(?:async\s+)?${name}\s*\(`, 'm').test(text)).map((name) => `${file}: ${name}`));
    expect(found).toEqual([]);
  });

  it('a resource with a read declaration describes its answer only there: no toApi or hydrate of its own', () => {
    const declaring = resourceServiceFiles().filter(({ text }) => /^\s+read:\s/m.test(text));
    expect(declaring.map(({ file }) => file)).toEqual(expect.arrayContaining([
      'src/modules/people/people.service.ts', 'src/modules/people/job-roles/job-roles.service.ts',
      'src/modules/locations/locations.service.ts', 'src/modules/compensations/compensations.service.ts',
      'src/modules/emergency-contacts/emergency-contacts.service.ts', 'src/modules/equipment/equipment.service.ts',
      'src/modules/documents/documents.service.ts', 'src/modules/identity-documents/identity-documents.service.ts',
      'src/modules/custom-values/custom-values.service.ts',
    ]));
    const found = declaring.flatMap(({ file, text }) =>
      ['toApi', 'hydrate'].filter((name) => new RegExp(String.raw`^\s+(?:public\s+)?(?:async\s+)?${name}\s*\(`, 'm').test(text)).map((name) => `${file}: ${name}`));
    expect(found).toEqual([]);
  });

  it('no resource service keeps per-write state on itself (hooks return it instead)', () => {
    const found = resourceServiceFiles().filter(({ text }) => /new\s+Weak(?:Set|Map)\b/.test(text)).map(({ file }) => file);
    expect(found).toEqual([]);
  });
});

describe('write transactions carry the Idempotency-Key claim explicitly', () => {
  // The start-up commands (src/bootstrap) run outside any request.
  it('every transaction of the core and the modules opens through writeTransaction', () => {
    const found = files
      .filter(({ file }) => /^src\/(?:core|modules)\//.test(file) && file !== 'src/core/database/write-transaction.ts')
      .flatMap(({ file, text }) => text.split('\n').flatMap((line, i) => (/\.transaction\s*\(|startTransaction\s*\(/.test(line) ? [`${file}:${i + 1}`] : [])));
    expect(found).toEqual([]);
  });

  it("nothing reads TypeORM's private transaction depth", () => {
    expect(files.filter(({ text }) => text.includes('transactionDepth')).map(({ file }) => file)).toEqual([]);
  });
});
