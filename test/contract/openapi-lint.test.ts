import { execFile } from 'node:child_process';
import * as path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const OFFLINE_ENV = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

/** The committed document passes `npm run lint:openapi`, run in the test suite (both linters work offline). */
describe('the committed OpenAPI document passes the linters with no problem at all', () => {
  jest.setTimeout(120_000);

  it('Redocly CLI, recommended ruleset: 0 errors, 0 warnings', async () => {
    const { stdout, stderr } = await run(bin('redocly'), ['lint', 'openapi.json', '--config', 'redocly.yaml', '--format', 'json'], { cwd: ROOT, env: OFFLINE_ENV, maxBuffer: 32 * 1024 * 1024 }).catch((e) => e);
    const report = JSON.parse(stdout.slice(stdout.indexOf('{')));
    expect({ problems: report.problems, stderr: report.totals.errors + report.totals.warnings ? stderr : '' }).toEqual({ problems: [], stderr: '' });
    expect(report.totals).toEqual(expect.objectContaining({ errors: 0, warnings: 0 }));
  });

  it('Spectral, spectral:oas: no result of any severity', async () => {
    const { stdout } = await run(bin('spectral'), ['lint', 'openapi.json', '--ruleset', '.spectral.yaml', '--format', 'json', '--quiet'], { cwd: ROOT, env: OFFLINE_ENV, maxBuffer: 32 * 1024 * 1024 }).catch((e) => e);
    const results = JSON.parse(stdout.slice(stdout.indexOf('[')) || '[]');
    expect(results.map((r: { code: string; message: string; path: string[] }) => `${r.code}: ${r.message} at ${r.path.join('.')}`)).toEqual([]);
  });
});
