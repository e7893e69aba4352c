/**
 * Table ownership in raw SQL (docs/architecture.md, "Module boundaries"): a module's SQL must not name a table
 * another module owns. Kept simple on purpose; what it does:
 *
 * Owners. A table belongs to the module whose folder declares its entity (`@Entity('table')` in any .ts file under
 * src/modules/<name>/; under src/core/ the owner is `core`). Tables created in migrations without an entity are
 * assigned by hand in HAND_ASSIGNED below. Every table a migration creates must have an owner (a test checks it).
 *
 * References. Each .ts file under src/modules/<name>/ (owner <name>) and src/core/ (owner `core`) is parsed with the
 * TypeScript compiler; only its string and template literals are read (comments and code are not). A reference is
 * FROM, JOIN, UPDATE or INTO (so INSERT INTO, DELETE FROM) in UPPER case, then optionally `ONLY` and a double quote,
 * then a known table name. Interpolations `${...}` are blanked, so a table named through a variable is not seen.
 * A reference to a table whose owner is not the file's owner is a cross-module reference.
 * Not covered: lower-case SQL, TypeORM repositories and query builders (they go through entities, which the import
 * rules see), files outside src/core and src/modules (src/bootstrap, src/*.ts: application wiring), and unit specs
 * (`*.spec.ts` beside the code: their SQL is test data, not the application's).
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

/** Tables created by migrations that no entity declares, and the module (or `core`) that owns each. */
const HAND_ASSIGNED = {
  deleted_files: 'files', // storage objects waiting for deletion after their file row is gone
  public_holiday_years: 'public-holidays', // which (calendar, year) pairs have been filled from date-holidays
  idempotency_keys: 'core', // core/idempotency
  typeorm_metadata: 'core', // TypeORM's record of generated-column expressions, read by its schema diff (core/database)
  company_data_keys: 'core', // core/crypto: wrapped data keys of encryption at rest
  blind_index_keys: 'core', // core/crypto: the wrapped blind-index root key
  person_erasures: 'core', // core/erasure: a person's erasure (GDPR Art. 17), kept as its marker; joined by the audit trail
  maintenance_tasks: 'core', // one-off work an upgrade leaves to the workers, done once per installation (core/crypto/rotation)
  audit_events: 'core', // core/audit: the append-only audit trail
  audit_chain_heads: 'core', // core/audit: each company's last audit seq and hash
  audit_chain_anchors: 'core', // core/audit: what the retention purge removed, so the rest still verifies
  audit_subject_lists: 'core', // core/audit: the people of an audited target too many to list in each entry (exports)
  audit_denial_windows: 'core', // core/audit: refusals counted while their window is open, until one entry carries the count
};

const REFERENCE = /\b(?:FROM|JOIN|UPDATE|INTO)\s+(?:ONLY\s+)?"?([a-z_][a-z0-9_]*)"?/g;

/** Every .ts file under a folder (relative to root, with forward slashes), sorted. */
function tsFiles(root, folder) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) found.push(rel);
    }
  };
  walk(folder);
  return found.sort();
}

/** The owner of a source file: `core` for src/core, the module name for src/modules/<name>, else null. */
function ownerOfFile(file) {
  if (file.startsWith('src/core/')) return 'core';
  return /^src\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;
}

/** Unit specs beside the code: tests, not the application. */
const isSpec = (file) => file.endsWith('.spec.ts');

/** The files whose tables and SQL the rule covers. */
function coveredFiles(root) {
  return [...tsFiles(root, 'src/core'), ...tsFiles(root, 'src/modules')].filter((file) => !isSpec(file));
}

/** Tables created by the migrations (CREATE TABLE [IF NOT EXISTS] name). */
function migrationTables(root) {
  const names = new Set();
  for (const file of tsFiles(root, 'migrations')) {
    for (const match of fs.readFileSync(path.join(root, file), 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?([a-z_][a-z0-9_]*)/g)) names.add(match[1]);
  }
  return [...names].sort();
}

/** table -> owner: entities under src/modules/<name> and src/core, then HAND_ASSIGNED. Throws on a table with two owners. */
function tableOwners(root) {
  const owners = new Map();
  const assign = (table, owner, where) => {
    if (owners.has(table) && owners.get(table) !== owner) throw new Error(`table ${table} has two owners: ${owners.get(table)} and ${owner} (${where})`);
    owners.set(table, owner);
  };
  for (const file of coveredFiles(root)) {
    for (const match of fs.readFileSync(path.join(root, file), 'utf8').matchAll(/@Entity\(\s*['"]([a-z_][a-z0-9_]*)['"]/g)) assign(match[1], ownerOfFile(file), file);
  }
  for (const [table, owner] of Object.entries(HAND_ASSIGNED)) assign(table, owner, 'HAND_ASSIGNED');
  return owners;
}

/** The text of every string and template literal of a TypeScript source (interpolations blanked). */
function literalTexts(file, source) {
  const texts = [];
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) texts.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ${} '));
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS));
  return texts;
}

/** Tables a source names in SQL, sorted and distinct. */
function tablesNamed(file, source, knownTables) {
  const names = new Set();
  for (const text of literalTexts(file, source)) for (const match of text.matchAll(REFERENCE)) if (knownTables.has(match[1])) names.add(match[1]);
  return [...names].sort();
}

/** file -> sorted tables of other owners it names in SQL, for files with at least one. */
function crossModuleReferences(root) {
  const owners = tableOwners(root);
  const known = new Set(owners.keys());
  const references = {};
  for (const file of coveredFiles(root)) {
    const owner = ownerOfFile(file);
    const foreign = tablesNamed(file, fs.readFileSync(path.join(root, file), 'utf8'), known).filter((table) => owners.get(table) !== owner);
    if (foreign.length > 0) references[file] = foreign;
  }
  return references;
}


module.exports = { HAND_ASSIGNED, REFERENCE, tableOwners, migrationTables, tablesNamed, crossModuleReferences, ownerOfFile };
