import { feedTokenOf } from '../../support/calendar-feed-tokens';
import { newCompany, TestCompany } from '../../support/factories';
import { captureLogs } from '../../support/log-capture';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * D15, no secrets in logs: the calendar feed token is the feed's credential and sits in the path
 * (`/api/calendar-feeds/<token>.ics`); the request log shows `[redacted]` in its place, however the path is spelled.
 */
describe('calendar feed tokens in the request log', () => {
  let t: TestApp;
  let c: TestCompany;
  const logs = captureLogs();
  let feedToken: string;

  beforeAll(async () => {
    t = await createTestApp({ logStream: logs.stream });
    c = await newCompany(t);
    feedToken = await feedTokenOf(t, c.ownerId);
  });
  afterAll(() => t.close());

  const requestLines = (id: string) => logs.lines.map((l) => JSON.parse(l)).filter((l) => l.reqId === id || l.req?.id === id);

  it('logs the feed request with the token redacted, and writes the token nowhere', async () => {
    const urls = [
      `/api/calendar-feeds/${feedToken}.ics`,
      `/api/calendar-feeds/${feedToken}.ics?x=1`,
      `/api/%63alendar-feeds/${feedToken}.ics`,
      `/api/CALENDAR-FEEDS/${feedToken}.ics`,
      `/api/calendar-feeds//${feedToken}.ics`,
      `/api/calendar-feeds%2F${feedToken}.ics`,
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-request-id': `feed-${urls.indexOf(url)}` } });
      expect(res.statusCode).toBeLessThan(500);
      const lines = requestLines(`feed-${urls.indexOf(url)}`);
      const logged = lines.find((l) => l.req);
      expect([url, logged?.req.url]).toEqual([url, expect.stringMatching(/\/calendar-feeds\/\[redacted\]/i)]);
    }
    expect((await t.app.inject({ method: 'GET', url: urls[0] })).statusCode).toBe(200);
    expect(logs.lines.length).toBeGreaterThan(urls.length);
    expect(logs.lines.filter((l) => l.includes(feedToken))).toEqual([]);
  });

  it('keeps the other paths as they are', async () => {
    await t.app.inject({ method: 'GET', url: '/api/companies?limit=1', headers: { 'x-request-id': 'plain-1', authorization: `Bearer ${c.token}` } });
    expect(requestLines('plain-1').find((l) => l.req)?.req.url).toBe('/api/companies?limit=1');
  });
});
