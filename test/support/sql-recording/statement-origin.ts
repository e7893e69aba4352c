/** Files that only run SQL text their caller wrote: the caller is the origin. */
const PASS_THROUGH = new Set(['src/core/database/prepared-query.ts']);

/** Unit specs sit beside the code under src/ but are test files: what they send is not the application's. */
const SPEC = /\.spec\.[jt]s$/;

/** The area of statements whose stack shows no project code at all (TypeORM's own queries when it connects). */
export const UNTRACED = 'untraced';

/**
 * Which part of the application issued a statement, from the files of its call stack (innermost first): the first
 * one that is project code (not node_modules, not this recorder) decides. Under `src/` it names the area whose
 * snapshot file holds the statement; anywhere else (test files and their support, unit specs under `src/`, migrations,
 * scripts) the statement is not the application's and is not recorded. A stack without project code is UNTRACED: recorded.
 */
export function originArea(files: (string | null | undefined)[], projectRoot: string, recorderDir: string): string | undefined {
  const root = projectRoot.endsWith('/') ? projectRoot : `${projectRoot}/`;
  for (const file of files) {
    if (!file || !file.startsWith(root) || file.includes('/node_modules/') || file.startsWith(recorderDir)) continue;
    const relative = file.slice(root.length);
    if (PASS_THROUGH.has(relative)) continue;
    return relative.startsWith('src/') && !SPEC.test(relative) ? areaOf(relative) : undefined;
  }
  return UNTRACED;
}

/** pg's `Client.query` called by TypeORM or pg's Pool: the statement was looked at as it entered those. */
export function viaWrappedEntry(files: (string | null | undefined)[], recorderDir: string): boolean {
  const caller = files.find((file) => file && !file.startsWith(recorderDir) && !file.startsWith('node:'));
  return !!caller && /\/node_modules\/(typeorm|pg-pool)\//.test(caller);
}

/** `src/modules/<name>/…` → `<name>`, `src/core/<dir>/…` → `core-<dir>`, `src/<dir>/…` → `<dir>`, `src/x.ts` → `x`. */
export function areaOf(relativePath: string): string {
  const parts = relativePath.split('/').slice(1);
  if (parts[0] === 'modules' && parts.length > 2) return parts[1];
  if (parts[0] === 'core') return parts.length > 2 ? `core-${parts[1]}` : 'core';
  return parts.length > 1 ? parts[0] : parts[0].replace(/\.[jt]s$/, '');
}

/** Transaction control reads the same from every area, so it has one file of its own. */
export function isTransactionControl(statement: string): boolean {
  return /^(BEGIN|START TRANSACTION|COMMIT|ROLLBACK|SAVEPOINT|RELEASE SAVEPOINT|SET TRANSACTION)\b/i.test(statement);
}
