/** Where tests find PostgreSQL and Redis; the same defaults as the app (D1). */
export const TEST_PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * One id per `jest` run (set by the global setup, inherited by the workers), so runs that overlap on one
 * machine never share or drop each other's databases.
 */
export function testRunId(): string {
  return process.env.PERSONNEL_TEST_RUN ?? 'manual';
}

export function templateDatabase(): string {
  return `personnel_tpl_${testRunId()}`;
}

/** Prefix of every database this run makes (LIKE pattern-safe: letters, digits and underscores only). */
export function runDatabasePrefix(): string {
  return `personnel_t_${testRunId()}_`;
}

export function databaseUrl(name: string): string {
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
