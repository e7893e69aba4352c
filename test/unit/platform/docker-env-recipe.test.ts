import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '../../../src/config/app-config';
import { parseMasterKeys } from '../../../src/core/crypto/master-key-ring';

/**
 * The README's `.env` recipe for docker compose, run as printed: it defines every variable compose requires
 * (`${NAME:?...}`), so `docker compose up` passes its configuration check, the app's environment passes the app's own
 * (the image runs with NODE_ENV=production, which needs the master key), and the file is readable by its owner only.
 */
describe('README: the docker compose .env recipe', () => {
  const root = path.resolve(__dirname, '..', '..', '..');
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const composeText = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
  const recipe = /```sh\n(umask 077[\s\S]*?> \.env)\n/.exec(readme)?.[1];

  it('defines every variable compose requires, and the app starts in production with them', () => {
    expect(recipe).toBeDefined();
    const dir = mkdtempSync(path.join(tmpdir(), 'personnel-env-recipe-'));
    const run = spawnSync('bash', ['--norc', '--noprofile', '-euo', 'pipefail', '-c', recipe!], { cwd: dir, env: { ...process.env, BASH_ENV: '', ENV: '' }, encoding: 'utf8' });
    expect({ code: run.status, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    const file = path.join(dir, '.env');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const env = Object.fromEntries(readFileSync(file, 'utf8').trim().split('\n').map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));

    const required = [...new Set([...composeText.matchAll(/\$\{(\w+):\?/g)].map((m) => m[1]))];
    expect(required.filter((name) => !env[name])).toEqual([]);

    // Interpolated as compose does (`${NAME:?msg}` and `${NAME:-default}`), the app services pass loadConfig.
    const interpolate = (value: string) =>
      value.replace(/\$\{(\w+)(?::\?[^}]*|:-([^}]*))?\}/g, (_all, name: string, fallback?: string) => env[name] ?? fallback ?? '');
    const services = parse(composeText, { merge: true }).services;
    for (const name of ['api', 'worker']) {
      const appEnv = Object.fromEntries(Object.entries(services[name].environment as Record<string, string>).map(([k, v]) => [k, interpolate(String(v))]));
      expect(() => loadConfig({ ...appEnv, NODE_ENV: 'production' })).not.toThrow();
    }
    expect(parseMasterKeys(env.ENCRYPTION_KEYS.split(','), 'ENCRYPTION_KEYS').ids).toEqual(['k1']);
    expect(new URL(interpolate(services.api.environment.DATABASE_URL)).password).toBe(env.DATABASE_PASSWORD);
  });

  it('tells the operator to keep a copy of the master key away from the machine and the backups', () => {
    expect(readme).toMatch(/Keep a copy outside this machine/);
    expect(readme).toMatch(/not beside the backups/);
  });
});
