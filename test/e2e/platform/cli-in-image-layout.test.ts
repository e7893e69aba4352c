import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { newCompany } from '../../support/factories';
import { ROOT, runCli } from '../../support/processes';
import { createTestApp, TestApp } from '../../support/test-app';
import { databaseUrl } from '../../support/test-env';

/**
 * Tokens are made only with the CLI (D2), so it must run in the production image, where the runtime stage holds
 * the compiled dist/, production node_modules (no build tools), package.json and scripts/, and no src/.
 * The layout is copied from the Dockerfile's runtime stage itself.
 */
describe('the CLI in the image layout', () => {
  let t: TestApp;
  let imageDir: string;
  let env: Record<string, string>;

  /** The `COPY --from=build ... /app/<what> ./<where>` lines of the Dockerfile's runtime stage. */
  function runtimeCopies(): { from: string; to: string }[] {
    const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
    const runtime = dockerfile.slice(dockerfile.search(/^FROM\s+\S+\s+AS\s+runtime\s*$/im));
    return [...runtime.matchAll(/^COPY\s+--from=build\s+(?:--\S+\s+)*\/app\/(\S*)\s+(\S+)\s*$/gm)].map((m) => ({ from: m[1], to: m[2] }));
  }

  beforeAll(async () => {
    t = await createTestApp();
    // The test app's DATA_DIR: its master key opens the data keys of the companies it makes.
    env = { DATABASE_URL: databaseUrl(t.databaseName), DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent' };
    runCli(['token:list', '--email', 'nobody@example.com'], env); // builds dist/ once if it is missing or stale
    imageDir = mkdtempSync(path.join(tmpdir(), 'personnel-image-'));
    const copies = runtimeCopies();
    expect(copies.map((c) => c.from).sort()).toEqual(['dist', 'node_modules', 'package.json', 'scripts']);
    for (const { from, to } of copies) {
      const target = path.join(imageDir, to.replace(/^\.\/?/, '') || from);
      if (from === 'node_modules') {
        // Production modules: every package linked, but no build tools (npm prune --omit=dev drops `nest` from .bin).
        mkdirSync(target);
        for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
          if (entry !== '.bin') symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(target, entry));
        }
      } else {
        cpSync(path.join(ROOT, from), target, { recursive: true });
      }
    }
    expect(existsSync(path.join(imageDir, 'src'))).toBe(false);
  }, 180_000);
  afterAll(() => t.close());

  const run = (command: string, args: string[]) =>
    spawnSync(command, args, { cwd: imageDir, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 120_000 });

  it('`node scripts/cli.js` runs the compiled CLI', async () => {
    const { ownerEmail } = await newCompany(t);
    const made = run(process.execPath, ['scripts/cli.js', 'token:create', '--email', ownerEmail, '--scopes', 'public:read', '--name', 'image']);
    expect({ code: made.status, stderr: made.stderr }).toEqual({ code: 0, stderr: '' });
    const token = JSON.parse(made.stdout);
    expect(token.token).toMatch(/^prk_/);
    expect((await t.api.get('/api/me', token.token)).status).toBe(200);
  });

  it('`npm run cli -- token:list` works there too', async () => {
    const { ownerEmail } = await newCompany(t); // its owner has one token
    const listed = run('npm', ['run', '--silent', 'cli', '--', 'token:list', '--email', ownerEmail]);
    expect({ code: listed.status, stderr: listed.stderr }).toEqual({ code: 0, stderr: '' });
    expect(JSON.parse(listed.stdout).data).toHaveLength(1);
  });
});
