import { ConfigError, loadConfig } from './app-config';

describe('ENTRA_LOGIN_URL', () => {
  it('defaults to the Microsoft identity platform\'s global host', () => {
    expect(loadConfig({}).entraLoginUrl).toBe('https://login.microsoftonline.com');
  });

  it('takes another https host (a national cloud), without a trailing slash', () => {
    expect(loadConfig({ ENTRA_LOGIN_URL: 'https://login.microsoftonline.us/' }).entraLoginUrl).toBe('https://login.microsoftonline.us');
  });

  it('takes plain http only where private targets are allowed (tests, development)', () => {
    expect(() => loadConfig({ ENTRA_LOGIN_URL: 'http://127.0.0.1:4000' })).toThrow(ConfigError);
    expect(loadConfig({ ENTRA_LOGIN_URL: 'http://127.0.0.1:4000', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }).entraLoginUrl).toBe('http://127.0.0.1:4000');
    expect(() => loadConfig({ ENTRA_LOGIN_URL: 'ftp://login.example' })).toThrow(ConfigError);
  });
});
