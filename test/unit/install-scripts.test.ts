import { readFileSync } from 'node:fs';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const json = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

/** The package name of a lock file entry's path (`node_modules/a/node_modules/@b/c` -> `@b/c`). */
const nameOf = (entry: string) => entry.slice(entry.lastIndexOf('node_modules/') + 'node_modules/'.length);

/**
 * Supply chain (docs/security.md): npm runs a dependency's install scripts only when package.json's `allowScripts`
 * allows them. Every dependency with one is decided there: none is needed (each ships its native code as a prebuilt
 * optional package, or is telemetry), so all are denied and `npm ci` runs none and warns about none.
 */
describe('install scripts of dependencies', () => {
  const pkg = json('package.json');
  const lock = json('package-lock.json');
  const withScripts = [...new Set(Object.entries<any>(lock.packages).filter(([p, e]) => p && e.hasInstallScript).map(([p]) => nameOf(p)))].sort();

  it('decides every dependency that has an install script', () => {
    expect(withScripts.length).toBeGreaterThan(0);
    const decided = Object.keys(pkg.allowScripts ?? {}).map((key) => key.replace(/(.)@.*$/, '$1'));
    expect(withScripts.filter((name) => !decided.includes(name))).toEqual([]);
  });

  it('allows none, and denies the telemetry postinstall of @scarf/scarf by name', () => {
    expect(pkg.allowScripts).toEqual({ '@parcel/watcher': false, '@scarf/scarf': false, 'unrs-resolver': false, 'msgpackr-extract': false });
    expect(Object.entries(pkg.allowScripts).filter(([, allowed]) => allowed !== false)).toEqual([]);
  });

  it('keeps the prebuilt native packages the denied scripts would otherwise build or fetch (Linux x64 shown)', () => {
    const names = Object.keys(lock.packages).map(nameOf);
    for (const prebuilt of ['@parcel/watcher-linux-x64-glibc', '@msgpackr-extract/msgpackr-extract-linux-x64', '@unrs/resolver-binding-linux-x64-gnu']) {
      expect(names).toContain(prebuilt);
    }
  });
});
