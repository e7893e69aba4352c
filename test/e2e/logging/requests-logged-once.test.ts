import { captureLogs } from '../../support/log-capture';
import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Each request leaves one log line, when it is answered: its id (also the `x-request-id` answered), method and URL
 * with credentials redacted, the status and the response time; never the token.
 */
describe('requests are logged once, when answered', () => {
  let t: TestApp;
  let c: TestCompany;
  const { stream, lines } = captureLogs();

  beforeAll(async () => {
    t = await createTestApp({ logStream: stream });
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  const linesOf = (requestId: string) => lines.map((line) => JSON.parse(line)).filter((line) => line.reqId === requestId);

  it('one line holds the request, its answer and the time it took', async () => {
    const res = await t.api.get('/api/locations?$limit=1', c.token);
    expect(res.status).toBe(200);
    const logged = linesOf(res.headers['x-request-id'] as string);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30, msg: 'request completed', reqId: res.headers['x-request-id'],
      req: { id: res.headers['x-request-id'], method: 'GET', url: '/api/locations?$limit=1' },
      res: { statusCode: 200 }, responseTime: expect.any(Number),
    });
  });

  it('a refused request is logged once too, with its status', async () => {
    const res = await t.api.get('/api/locations/nope', c.token);
    expect(res.status).toBe(404);
    const logged = linesOf(res.headers['x-request-id'] as string);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ req: { method: 'GET', url: '/api/locations/nope' }, res: { statusCode: 404 } });
  });

  it('the line carries no credential: the token never, a feed token and a signature redacted', async () => {
    const feed = await t.api.get('/api/calendar-feeds/not-a-real-feed-token.ics', '');
    const signed = await t.api.get('/api/files/file_x/content?expires=1&signature=secret-signature', c.token);
    for (const res of [feed, signed]) expect(linesOf(res.headers['x-request-id'] as string)).toHaveLength(1);
    const text = lines.join('\n');
    expect(text).not.toContain(c.token);
    expect(text).not.toContain('not-a-real-feed-token');
    expect(text).not.toContain('secret-signature');
    expect(linesOf(feed.headers['x-request-id'] as string)[0].req.url).toBe('/api/calendar-feeds/[redacted]');
  });
});
