import { readFileSync } from 'node:fs';
import * as path from 'node:path';

/**
 * The runtime is Node 24 (active LTS); Node 22 (maintenance LTS, from 22.12: require(esm) without a flag) is
 * supported. Node 20 reached its end of life on 2026-04-30. The image, `engines`, the Node types and the Node
 * running this suite must agree.
 */
describe('the Node runtime', () => {
  const root = path.resolve(__dirname, '..', '..', '..');
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const pkg = JSON.parse(read('package.json'));

  /** `engines.node` as declared: `^22.12 || >=24`. */
  const supported = (version: string) => {
    const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
    return (major === 22 && minor >= 12) || major >= 24;
  };

  it('every stage of the Dockerfile runs on a Node 24 image', () => {
    const bases = [...read('Dockerfile').matchAll(/^FROM\s+(\S+)/gm)].map((m) => m[1]);
    expect(bases.length).toBeGreaterThanOrEqual(2);
    for (const base of bases) expect(base).toMatch(/^node:24-/);
  });

  it('engines accepts Node 24 and 22 from 22.12, not Node 20', () => {
    expect(pkg.engines.node).toBe('^22.12 || >=24');
    expect(['v24.0.0', 'v24.21.0', 'v22.12.0', 'v22.23.3'].every(supported)).toBe(true);
    expect(['v20.19.0', 'v22.11.0', 'v23.0.0'].some(supported)).toBe(false);
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
