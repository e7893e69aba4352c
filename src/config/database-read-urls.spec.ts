import { ConfigError, loadConfig } from './app-config';

describe('read replica settings', () => {
  it('are off unless DATABASE_READ_URLS is set', () => {
    const config = loadConfig({});
    expect(config.databaseReadUrls).toEqual([]);
    expect(config.databaseReadMaxLagMs).toBe(1000);
  });

  it('take a comma-separated list of postgres URLs and a lag bound', () => {
    const config = loadConfig({ DATABASE_READ_URLS: ' postgres://r1:5432/p , postgresql://r2/p,', DATABASE_READ_MAX_LAG_MS: '250' });
    expect(config.databaseReadUrls).toEqual(['postgres://r1:5432/p', 'postgresql://r2/p']);
    expect(config.databaseReadMaxLagMs).toBe(250);
  });

  it('refuse an entry that is not a postgres URL, naming it by position (it may hold a password)', () => {
    let error: unknown;
    try {
      loadConfig({ DATABASE_READ_URLS: 'postgres://ok/p,mysql://user:s3cret@db/p', DATABASE_READ_MAX_LAG_MS: '-1' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toContain('DATABASE_READ_URLS entry 2 is not valid: expected a postgres:// or postgresql:// URL');
    expect(problems.some((p) => p.startsWith('DATABASE_READ_MAX_LAG_MS=-1 is not valid'))).toBe(true);
    expect(problems.join('\n')).not.toContain('s3cret');
  });
});
