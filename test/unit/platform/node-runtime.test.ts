import { readFileSync } from 'node:fs';
import * as path from 'node:path';

/**
 * The runtime is Node 24 (active LTS); Node 22 (maintenance LTS) is supported from the release the dev tools need
 * (22.22.3; 24 from 24.15.0). Node 20 reached its end of life on 2026-04-30. The image, `engines`, the dev tools'
 * engines, the Node types and the Node running this suite must agree.
 */
describe('the Node runtime', () => {
  const root = path.resolve(__dirname, '..', '..', '..');
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const pkg = JSON.parse(read('package.json'));

  // The check every start runs (scripts/supported-node.js), against engines as declared.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { satisfies } = require(path.join(root, 'scripts', 'supported-node.js')) as { satisfies(version: string, range: string): boolean };
  const supported = (version: string) => satisfies(version, pkg.engines.node);

  it('every stage of the Dockerfile runs on a Node 24 image', () => {
    const bases = [...read('Dockerfile').matchAll(/^FROM\s+(\S+)/gm)].map((m) => m[1]);
    expect(bases.length).toBeGreaterThanOrEqual(2);
    for (const base of bases) expect(base).toMatch(/^node:24-/);
  });

  it('engines accepts Node 24 from 24.15, 22 from 22.22.3 and 26 on, not Node 20, 23 or 25', () => {
    expect(pkg.engines.node).toBe('^22.22.3 || ^24.15.0 || >=26');
    expect(['v24.15.0', 'v24.21.0', 'v22.22.3', 'v22.23.3', 'v26.0.0', 'v27.1.0'].every(supported)).toBe(true);
    expect(['v20.20.2', 'v22.12.0', 'v22.22.2', 'v23.0.0', 'v24.14.9', 'v25.9.0'].some(supported)).toBe(false);
  });

  it('engines is no looser than what any installed dev tool or dependency requires of Node', () => {
    const lock = JSON.parse(read('package-lock.json'));
    expect(lock.packages[''].engines.node).toBe(pkg.engines.node);
    // Each lower bound engines admits (the first release of each line it names) satisfies every package's engines.
    const floors = ['22.22.3', '24.15.0', '26.0.0'];
    // semver (installed with npm's tooling) reads every range form packages use (`>= 20.11`, `<21`, `x`).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const semver = require('semver') as { satisfies(version: string, range: string): boolean };
    // (Builds for other systems, such as sharp's for Windows, are never installed here.)
    const strict = Object.entries(lock.packages as Record<string, { engines?: { node?: string }; os?: string[] }>)
      .filter(([name, p]) => name && typeof p.engines?.node === 'string' && (!p.os || p.os.includes('linux')))
      .filter(([, p]) => floors.some((v) => !semver.satisfies(v, p.engines!.node!)));
    expect(strict.map(([name, p]) => `${name}: ${p.engines!.node}`)).toEqual([]);
  });

  it('the Node types follow the runtime line (24)', () => {
    expect(pkg.devDependencies['@types/node']).toMatch(/^\^24\./);
    expect(JSON.parse(read('node_modules/@types/node/package.json')).version).toMatch(/^24\./);
  });

  it('this suite runs on a supported Node (CI runs it on 24 and on 22)', () => {
    expect(supported(process.version)).toBe(true);
  });

  it('CI installs and runs the whole suite once per supported line', () => {
    const ci = read('.ci/run');
    expect(ci).toMatch(/NODE_MAJORS=\(\$\{CI_NODE_MAJORS:-24 22\}\)/);
    expect(ci).toContain('npm ci --no-audit --no-fund || exit 1');
    expect(ci).toContain('npm test -- ${CI_JEST_ARGS:-} || exit 1');
    expect(ci).toMatch(/export PATH="\$bin:\$PATH"/);
  });
});
