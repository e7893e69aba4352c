import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PACKAGE = path.resolve(__dirname, '..');
const ROOT = path.resolve(PACKAGE, '../..');

/**
 * The built package as its users get it: resolved by name through its package.json (`exports`, `types`) from a
 * project of their own; its types compile a strict program (typed records, events narrowed by type, refused misuse)
 * and its entry point loads in plain Node with everything the README names.
 */
describe('the @personnel/client package', () => {
  jest.setTimeout(120_000);
  let project: string;

  beforeAll(() => {
    project = mkdtempSync(path.join(tmpdir(), 'personnel-client-user-'));
    mkdirSync(path.join(project, 'node_modules', '@personnel'), { recursive: true });
    symlinkSync(PACKAGE, path.join(project, 'node_modules', '@personnel', 'client'));
  });

  it('compiles a user\'s strict program, and the README\'s example, against its types', async () => {
    writeFileSync(path.join(project, 'consumer.ts'), readFileSync(path.join(__dirname, 'fixtures', 'consumer.ts'), 'utf8'));
    writeFileSync(path.join(project, 'sync-people.ts'), readFileSync(path.join(PACKAGE, 'examples', 'sync-people.ts'), 'utf8'));
    writeFileSync(
      path.join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true, noEmit: true, target: 'ES2022', module: 'node16', moduleResolution: 'node16', skipLibCheck: true,
          types: ['node'], typeRoots: [path.join(ROOT, 'node_modules', '@types')],
        },
        files: ['consumer.ts', 'sync-people.ts'],
      }),
    );
    const compiled = await run(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', project], { cwd: project }).then(
      () => '',
      (e: { stdout: string }) => e.stdout,
    );
    expect(compiled).toBe('');
  });

  it('loads by name in Node and exports what the README names', async () => {
    const script = "const c = require('@personnel/client'); console.log(JSON.stringify(Object.keys(c).sort()))";
    const { stdout } = await run(process.execPath, ['-e', script], { cwd: project });
    expect(JSON.parse(stdout)).toEqual([
      'FeedGoneError', 'PersonnelApiError', 'Webhook', 'WebhookVerificationError', 'changeFeed', 'createPersonnelClient', 'isErased',
      'listAll', 'memoryCursor', 'retryingFetch', 'verifyWebhook',
    ]);
  });

  it('shows in its README the sync example its tests run, in at most 20 lines', () => {
    const example = readFileSync(path.join(PACKAGE, 'examples', 'sync-people.ts'), 'utf8');
    expect(readFileSync(path.join(PACKAGE, 'README.md'), 'utf8')).toContain(`\`\`\`ts\n${example}\`\`\``);
    expect(example.trimEnd().split('\n').length).toBeLessThanOrEqual(20);
  });
});
