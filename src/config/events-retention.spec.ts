import { ConfigError, loadConfig } from './app-config';

describe('configuration: EVENTS_RETENTION_DAYS', () => {
  it('is 30 days by default, or the webhook retention when that is longer', () => {
    expect(loadConfig({}).eventsRetentionDays).toBe(30);
    expect(loadConfig({ WEBHOOK_RETENTION_DAYS: '7' }).eventsRetentionDays).toBe(30);
    expect(loadConfig({ WEBHOOK_RETENTION_DAYS: '90' }).eventsRetentionDays).toBe(90);
    expect(loadConfig({ EVENTS_RETENTION_DAYS: '60' }).eventsRetentionDays).toBe(60);
  });

  it('is refused shorter than the webhook retention, and outside 1 to 3650 days', () => {
    expect(() => loadConfig({ EVENTS_RETENTION_DAYS: '10' })).toThrow(/EVENTS_RETENTION_DAYS=10 is not valid: expected at least WEBHOOK_RETENTION_DAYS \(30\)/);
    expect(() => loadConfig({ EVENTS_RETENTION_DAYS: '7', WEBHOOK_RETENTION_DAYS: '14' })).toThrow(ConfigError);
    expect(loadConfig({ EVENTS_RETENTION_DAYS: '7', WEBHOOK_RETENTION_DAYS: '7' }).eventsRetentionDays).toBe(7);
    expect(() => loadConfig({ EVENTS_RETENTION_DAYS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ EVENTS_RETENTION_DAYS: 'month' })).toThrow(ConfigError);
  });
});
