#!/usr/bin/env node
/**
 * Rewrites imports of another module's internals (src/modules/<b>/<file>) to that module's public face
 * (src/modules/<b>/index.ts), adding what they name to the index's re-exports. Imports between two modules of one
 * cycle of modules are left alone (through the index files they would make a file cycle): break the cycle first.
 *   node scripts/boundaries/public-faces.js            rewrite
 *   node scripts/boundaries/public-faces.js --dry-run  list what it would rewrite
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { cruise, ROOT } = require('./cruise');
const { moduleGraph, moduleCycles } = require('./module-cycles');

const MODULES = path.join(ROOT, 'src/modules');
const moduleOf = (file) => /^src\/modules\/([^/]+)\//.exec(path.relative(ROOT, file).split(path.sep).join('/'))?.[1];

function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !/\.(spec|test)\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function resolve(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts'), base]) if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return undefined;
}

const posix = (p) => p.split(path.sep).join('/');
const relativeSpecifier = (fromFile, target) => {
  const rel = posix(path.relative(path.dirname(fromFile), target));
  return rel.startsWith('.') ? rel : `./${rel}`;
};

function main() {
  const dryRun = process.argv.includes('--dry-run');
  const cyclic = new Map();
  for (const component of moduleCycles(moduleGraph(cruise()))) for (const name of component) cyclic.set(name, component);
  const sameCycle = (a, b) => cyclic.has(a) && cyclic.get(a) === cyclic.get(b);

  /** module -> internal file -> { values: Set, types: Set } */
  const faces = new Map();
  const edits = [];
  for (const file of sourceFiles(MODULES)) {
    const from = moduleOf(file);
    const text = fs.readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const changes = [];
    for (const statement of source.statements) {
      const isImport = ts.isImportDeclaration(statement);
      if (!isImport && !(ts.isExportDeclaration(statement) && statement.moduleSpecifier)) continue;
      const specifier = statement.moduleSpecifier.text;
      if (!specifier.startsWith('.')) continue;
      const target = resolve(file, specifier);
      const to = target && moduleOf(target);
      if (!to || to === from || path.basename(target) === 'index.ts' && path.dirname(target) === path.join(MODULES, to)) continue;
      if (sameCycle(from, to)) continue;
      const clause = isImport ? statement.importClause : statement;
      const typeOnly = Boolean(clause?.isTypeOnly);
      const names = [];
      const bindings = isImport ? clause?.namedBindings : statement.exportClause;
      if (!bindings || (isImport && clause.name) || ts.isNamespaceImport?.(bindings) || ts.isNamespaceExport?.(bindings)) {
        throw new Error(`${posix(path.relative(ROOT, file))}: only named imports can be rewritten (${specifier})`);
      }
      for (const element of bindings.elements) {
        names.push({ name: (element.propertyName ?? element.name).text, type: typeOnly || element.isTypeOnly });
      }
      const face = faces.get(to) ?? faces.set(to, new Map()).get(to);
      const entry = face.get(target) ?? face.set(target, { values: new Set(), types: new Set() }).get(target);
      for (const { name, type } of names) (type ? entry.types : entry.values).add(name);
      const literal = statement.moduleSpecifier;
      changes.push({ start: literal.getStart(source) + 1, end: literal.getEnd() - 1, to: relativeSpecifier(file, path.join(MODULES, to)) });
    }
    if (changes.length) edits.push({ file, text, changes });
  }

  for (const { file, text, changes } of edits) {
    let next = text;
    for (const change of changes.sort((a, b) => b.start - a.start)) next = next.slice(0, change.start) + change.to + next.slice(change.end);
    if (dryRun) process.stdout.write(`${posix(path.relative(ROOT, file))}: ${changes.length} import(s)\n`);
    else fs.writeFileSync(file, next);
  }
  for (const [name, face] of faces) writeFace(name, face, dryRun);
}

/** Adds the names to src/modules/<name>/index.ts (existing re-exports kept), one line per internal file. */
function writeFace(name, face, dryRun) {
  const index = path.join(MODULES, name, 'index.ts');
  const text = fs.existsSync(index)
    ? fs.readFileSync(index, 'utf8')
    : `/** The public face of the ${name} module: what other modules use of it (docs/architecture.md, "Module boundaries"). */\n`;
  const source = ts.createSourceFile(index, text, ts.ScriptTarget.Latest, true);
  const exported = new Set();
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) exported.add(element.name.text);
    }
  }
  const lines = [];
  for (const [file, named] of [...face].sort(([a], [b]) => a.localeCompare(b))) {
    // Interfaces and type aliases are re-exported as types (isolatedModules cannot tell otherwise).
    const declaredTypes = typeDeclarations(file);
    const values = new Set([...named.values].filter((n) => !declaredTypes.has(n)));
    const types = new Set([...named.types, ...[...named.values].filter((n) => declaredTypes.has(n))]);
    const specifier = relativeSpecifier(index, file).replace(/\.ts$/, '');
    const newValues = [...values].filter((n) => !exported.has(n)).sort();
    const newTypes = [...types].filter((n) => !values.has(n) && !exported.has(n)).sort();
    if (newValues.length) lines.push(`export { ${newValues.join(', ')} } from '${specifier}';`);
    if (newTypes.length) lines.push(`export type { ${newTypes.join(', ')} } from '${specifier}';`);
  }
  if (!lines.length) return;
  if (dryRun) process.stdout.write(`${posix(path.relative(ROOT, index))}:\n  ${lines.join('\n  ')}\n`);
  else fs.writeFileSync(index, `${text.replace(/\n*$/, '\n')}${lines.join('\n')}\n`);
}

/** Names a file declares only as types (interfaces, type aliases). */
function typeDeclarations(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names = new Set();
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) names.add(statement.name.text);
  }
  return names;
}

main();
