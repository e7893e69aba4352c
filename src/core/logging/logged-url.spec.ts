import { loggedUrl } from './logged-url';

/** D15, no secrets in logs: signatures and tokens in query strings, and calendar feed tokens in paths, are redacted. */
describe('logged URLs', () => {
  it.each([
    ['/api/people?$limit=10', '/api/people?$limit=10'],
    ['/api/files/f1/content?expires=1&signature=abc123', '/api/files/f1/content?expires=1&signature=[redacted]'],
    ['/x?token=t0k3n&a=1', '/x?token=[redacted]&a=1'],
    ['/x?TOKEN=t0k3n&Signature=s', '/x?TOKEN=[redacted]&Signature=[redacted]'],
    ['/x?signature=&token=', '/x?signature=[redacted]&token=[redacted]'],
    ['/api/calendar-feeds/secret-feed-token.ics', '/api/calendar-feeds/[redacted]'],
    ['/api/calendar-feeds/secret/extra?x=1', '/api/calendar-feeds/[redacted]?x=1'],
    ['/api/%63alendar-feeds/secret.ics', '/api/calendar-feeds/[redacted]'],
    ['/api/Calendar-Feeds/secret.ics', '/api/Calendar-Feeds/[redacted]'],
  ])('logs %s as %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });

  it('leaves parameters that merely end in a secret name alone', () => {
    expect(loggedUrl('/x?mytoken=keep&nosignature=keep')).toBe('/x?mytoken=keep&nosignature=keep');
  });

  it('keeps a path with broken percent-encoding as given', () => {
    expect(loggedUrl('/api/%E0%A4%A/people?token=x')).toBe('/api/%E0%A4%A/people?token=[redacted]');
  });
});
