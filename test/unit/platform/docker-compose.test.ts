import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '../../../src/config/app-config';

/**
 * The operators' compose file (no Docker engine in CI, so its properties are checked here): every service
 * has a health check that can fail, stops more slowly than the app drains, API nodes can be scaled, files are
 * shared through S3 rather than a local volume, and no secret is written in the file.
 */
describe('docker-compose.yml', () => {
  const root = path.resolve(__dirname, '..', '..', '..');
  const text = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
  const compose = parse(text, { merge: true });
  const services: Record<string, any> = compose.services;
  const app = ['api', 'worker'].map((name) => ({ name, service: services[name] }));
  const seconds = (duration: string) => {
    const m = /^(?:(\d+)m)?(?:(\d+)s)?$/.exec(duration);
    expect(m).not.toBeNull();
    return Number(m![1] ?? 0) * 60 + Number(m![2] ?? 0);
  };

  it('the app services pass the configuration check (interpolated with example secrets)', () => {
    for (const { service } of app) {
      const env = Object.fromEntries(
        Object.entries(service.environment as Record<string, string>).map(([k, v]) => [k, String(v).replace(/\$\{(\w+):\?[^}]*\}/g, 'example-secret-0123456789abcdef0123456789')]),
      );
      expect(() => loadConfig(env)).not.toThrow();
    }
  });

  it('the worker is probed on its own health listener, not by a check that always passes', () => {
    const worker = services.worker;
    expect(worker.environment.PROCESS_ROLE).toBe('worker');
    const port = Number(worker.environment.WORKER_HEALTH_PORT);
    expect(port).toBeGreaterThan(0);
    expect(loadConfig({ WORKER_HEALTH_PORT: worker.environment.WORKER_HEALTH_PORT }).workerHealthPort).toBe(port);
    expect(worker.healthcheck.test).toEqual(['CMD', 'node', 'scripts/healthcheck.js', '/health/live']);
    expect(JSON.stringify(worker.healthcheck)).not.toContain('process.kill');
    expect(worker.expose.map(String)).toContain(String(port));
  });

  it('every service has a health check; the API uses the script that follows TLS_MODE', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name.endsWith('-setup')) continue; // one-shot jobs: their exit status is what depends_on waits for
      expect({ name, test: service.healthcheck?.test?.length > 0 }).toEqual({ name, test: true });
    }
    expect(services.api.healthcheck.test).toEqual(['CMD', 'node', 'scripts/healthcheck.js', '/health/live']);
  });

  it('stops more slowly than the app drains: stop_grace_period exceeds SHUTDOWN_TIMEOUT_MS', () => {
    for (const { name, service } of app) {
      const drainMs = loadConfig({ SHUTDOWN_TIMEOUT_MS: service.environment.SHUTDOWN_TIMEOUT_MS }).shutdownTimeoutMs;
      expect({ name, longer: seconds(service.stop_grace_period) * 1000 > drainMs + 5000 }).toEqual({ name, longer: true });
    }
  });

  it('API nodes can be scaled: no single fixed host port', () => {
    for (const mapping of services.api.ports as string[]) {
      const [host, container] = String(mapping).split(':').slice(-2);
      expect(container).toBe('8443');
      const [first, last] = host.split('-').map(Number);
      expect(last - first).toBeGreaterThanOrEqual(1); // a range: one host port per replica
    }
    expect(services.api.container_name).toBeUndefined();
    expect(services.worker.ports).toBeUndefined();
  });

  it('files go to S3-compatible storage (MinIO) shared by every node, not to a local volume', () => {
    for (const { service } of app) {
      expect(service.environment.STORAGE_DRIVER).toBe('s3');
      expect(new URL(service.environment.S3_ENDPOINT).hostname).toBe('minio');
      expect(service.environment.S3_BUCKET).toBeTruthy();
      expect(service.depends_on['minio-setup']).toEqual({ condition: 'service_completed_successfully' });
      expect(service.environment.STORAGE_DIR).toBeUndefined();
    }
    expect(services.minio.image).toMatch(/^minio\/minio/);
    expect(services['minio-setup'].entrypoint.join(' ')).toContain('mc mb --ignore-existing store/personnel');
  });

  it('no password or key is written in the file: each comes from the environment or .env, required', () => {
    const pg = services.postgres.environment;
    expect(pg.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?[^}]+\}$/);
    expect(services.minio.environment.MINIO_ROOT_PASSWORD).toMatch(/^\$\{MINIO_ROOT_PASSWORD:\?[^}]+\}$/);
    for (const { service } of app) {
      const url = new URL(service.environment.DATABASE_URL.replace(/\$\{DATABASE_PASSWORD:\?[^}]+\}/, 'PLACEHOLDER'));
      expect(url.password).toBe('PLACEHOLDER');
      expect(service.environment.METRICS_TOKEN).toMatch(/^\$\{METRICS_TOKEN:\?[^}]+\}$/);
      expect(service.environment.S3_SECRET_ACCESS_KEY).toMatch(/^\$\{S3_SECRET_ACCESS_KEY:\?[^}]+\}$/);
    }
    // Any literal value of a secret-like variable anywhere would show here.
    const literalSecrets = [...text.matchAll(/^\s*(\w*(?:PASSWORD|SECRET)\w*):\s*(\S+)/gm)].filter(([, , value]) => !value.startsWith('${'));
    expect(literalSecrets.map(([line]) => line.trim())).toEqual([]);
  });
});

describe('docker-compose.yml: least privilege', () => {
  const compose = parse(readFileSync(path.resolve(__dirname, '..', '..', '..', 'docker-compose.yml'), 'utf8'), { merge: true });
  const services: Record<string, any> = compose.services;
  const app = [services.api, services.worker];

  it('the app connects as its own role, not the superuser; the setup step makes that role without superuser rights', () => {
    for (const service of app) expect(new URL(service.environment.DATABASE_URL.replace(/\$\{[^}]+\}/, 'x')).username).toBe('personnel');
    const setup = services['postgres-setup'];
    expect(setup.environment.PGUSER).toBe('postgres');
    const script = setup.entrypoint.join('\n');
    expect(script).toContain('ALTER ROLE personnel LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD %L');
    expect(script).toContain('CREATE DATABASE personnel OWNER personnel');
    expect(services.postgres.environment.POSTGRES_DB).toBeUndefined();
    for (const service of app) expect(service.depends_on['postgres-setup']).toEqual({ condition: 'service_completed_successfully' });
  });

  it('the app uses a MinIO user limited to its bucket, never the root credentials', () => {
    for (const service of app) {
      expect(service.environment.S3_ACCESS_KEY_ID).toMatch(/^\$\{S3_ACCESS_KEY_ID:/);
      expect(JSON.stringify(service.environment)).not.toContain('MINIO_ROOT');
    }
    expect(services.minio.environment.MINIO_ROOT_USER).toMatch(/^\$\{MINIO_ROOT_USER:/);
    const script = services['minio-setup'].entrypoint.join('\n');
    const policy = JSON.parse(/<<'JSON'\n([\s\S]*?)\nJSON/.exec(script)![1]);
    const resources = policy.Statement.flatMap((s: { Resource: string[] }) => s.Resource);
    expect(resources.sort()).toEqual(['arn:aws:s3:::personnel', 'arn:aws:s3:::personnel/*']);
    expect(policy.Statement.flatMap((s: { Action: string[] }) => s.Action).some((a: string) => a.includes('*') || a.startsWith('admin:'))).toBe(false);
    expect(script).toContain('mc admin policy attach store personnel-bucket --user "$$S3_ACCESS_KEY_ID"');
  });

  it('publishes the API on loopback unless API_BIND_ADDRESS says otherwise; images carry fixed versions', () => {
    expect(services.api.ports).toEqual(['${API_BIND_ADDRESS:-127.0.0.1}:8443-8452:8443']);
    for (const [name, service] of Object.entries(services)) {
      if (!service.image) continue;
      const [, tag] = String(service.image).split(':');
      expect({ name, tag: tag && tag !== 'latest' ? 'fixed' : tag }).toEqual({ name, tag: 'fixed' });
    }
    expect(services.minio.image).toMatch(/^minio\/minio:RELEASE\.\d{4}-/);
    expect(services['minio-setup'].image).toMatch(/^minio\/mc:RELEASE\.\d{4}-/);
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync(path.resolve(__dirname, '..', '..', '..', 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');

  it('the health check runs the script that picks http or https by TLS_MODE (and the worker port by role)', () => {
    const check = /^HEALTHCHECK\s.*CMD\s+(.+)$/m.exec(dockerfile);
    expect(check).not.toBeNull();
    expect(JSON.parse(check![1])).toEqual(['node', 'scripts/healthcheck.js', '/health/live']);
    expect(dockerfile).toMatch(/COPY --from=build \S+ \/app\/scripts \.\/scripts/);
    expect(dockerfile).toMatch(/^ENV .*WORKER_HEALTH_PORT=9464/m);
    // The app's default is loopback; in the container it must listen on every interface for the port to be published.
    expect(dockerfile).toMatch(/^ENV .*HOST=0\.0\.0\.0/m);
  });
});
