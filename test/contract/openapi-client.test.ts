import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const ROOT = path.resolve(__dirname, '../..');

/**
 * A client generated from the committed document has typed success bodies. A typed
 * openapi-fetch client that lists people and reads `data[0].firstName` must compile under --strict;
 * losing the response types (a `never`/`unknown` body) breaks this test.
 */
describe('a client generated with openapi-typescript', () => {
  jest.setTimeout(120_000);

  it('compiles a strict, typed openapi-fetch client that reads data[0].firstName', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'personnel-client-'));
    // The CLIs as an integrator runs them (openapi-typescript is ESM-only: a child process, not an import).
    await run(path.join(ROOT, 'node_modules/.bin/openapi-typescript'), [path.join(ROOT, 'openapi.json'), '-o', path.join(dir, 'schema.d.ts')], { cwd: ROOT });
    writeFileSync(
      path.join(dir, 'client.ts'),
      `import createClient from 'openapi-fetch';
import type { paths, components } from './schema.js';

const client = createClient<paths>({ baseUrl: 'https://personnel.example' });

export async function firstNames(): Promise<string> {
  const { data, error } = await client.GET('/api/people', { params: { query: { $limit: 10, status: 'all' } } });
  if (error) return error.message;
  const total: number = data.total;
  // New hires may have no first name yet: string | null, never unknown.
  const first: string | null = data.data[0].firstName;
  return \`\${total} \${first}\`;
}

export async function me(): Promise<string | null | undefined> {
  const { data } = await client.GET('/api/me');
  return data?.birthday;
}

export async function newLocation(): Promise<string> {
  const { data, error } = await client.POST('/api/locations', {
    body: { city: 'Paris', countryCode: 'FR', timeAwayPolicyId: 'p' },
    params: { header: { 'Idempotency-Key': 'k1' } },
  });
  if (error) return error.issues?.[0]?.reason ?? error.name;
  return data.displayName;
}

export const deleted = async (id: string): Promise<true> => {
  const { data } = await client.DELETE('/api/people/{id}', { params: { path: { id } } });
  if (!data) throw new Error('not deleted');
  return data.deleted;
};

export type Person = components['schemas']['Person'];
`,
    );
    writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }');
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true, noEmit: true, target: 'ES2022', module: 'node16', moduleResolution: 'node16', skipLibCheck: true, types: [],
          paths: { 'openapi-fetch': [path.join(ROOT, 'node_modules/openapi-fetch/dist/index.d.mts')] },
        },
        files: ['client.ts'],
      }),
    );
    const compiled = await run(path.join(ROOT, 'node_modules/.bin/tsc'), ['-p', dir], { cwd: dir }).then(
      () => '',
      (e: { stdout: string }) => e.stdout,
    );
    expect(compiled).toBe('');
  });
});
