import { ConfigError, loadConfig } from './app-config';

describe('configuration: what is exposed by default', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('METRICS_TOKEN is unset by default and, when set, at least 32 characters without spaces', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(32) }).metricsToken).toBe('a'.repeat(32));
    for (const bad of ['short', `${'a'.repeat(20)} ${'b'.repeat(20)}`]) {
      expect(() => loadConfig({ METRICS_TOKEN: bad })).toThrow(ConfigError);
    }
  });

  it('WEBHOOKS_PAUSED is off by default', () => {
    expect(loadConfig({}).webhooksPaused).toBe(false);
    expect(loadConfig({ WEBHOOKS_PAUSED: 'true' }).webhooksPaused).toBe(true);
  });
});
