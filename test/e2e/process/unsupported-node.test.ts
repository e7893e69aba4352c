import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { ROOT, runCli } from '../../support/processes';
import { databaseUrl } from '../../support/test-env';

/** The machine's default Node (20: end of life, outside engines). */
const OLD_NODE = '/usr/bin/node';

/**
 * A Node outside package.json's engines does not run Personnel: `npm start`, the console and the image's entry point
 * (`node dist/src/main.js`) each stop with one line naming the version and the supported range, before building,
 * connecting or writing anything.
 */
describe('process: unsupported Node versions are refused', () => {
  const oldVersion = spawnSync(OLD_NODE, ['--version'], { encoding: 'utf8' }).stdout.trim().replace(/^v/, '');
  const range = require(path.join(ROOT, 'package.json')).engines.node as string;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'personnel-old-node-'));

  beforeAll(() => {
    runCli(['token:list'], { DATABASE_URL: databaseUrl('postgres'), LOG_LEVEL: 'silent' }); // dist/ built, as in the image
  }, 180_000);

  it.each([
    ['npm start', 'scripts/start.js'],
    ['the console', 'scripts/cli.js'],
    ['the image entry point', 'dist/src/main.js'],
  ])('%s on Node %s stops with one line', (_what, entry) => {
    expect(existsSync(OLD_NODE)).toBe(true);
    expect(oldVersion).toMatch(/^20\./);
    const run = spawnSync(OLD_NODE, [path.join(ROOT, entry), ...(entry.includes('cli') ? ['token:list', '--email', 'x@example.com'] : [])], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl('personnel_never_made'), PORT: '0', LOG_LEVEL: 'info' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect({ code: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({
      code: 1,
      stdout: '',
      stderr: `unsupported Node.js ${oldVersion}: Personnel runs on Node.js ${range} (package.json engines); use Node.js 24 (active LTS)\n`,
    });
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
