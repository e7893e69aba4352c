import { metricsRefusal } from './metrics-access';

describe('metrics access', () => {
  const local = { forwarded: false, peer: '127.0.0.1' };

  it('without METRICS_TOKEN: a loopback scraper only, never through a proxy', () => {
    expect(metricsRefusal(undefined, local)).toBeNull();
    expect(metricsRefusal(undefined, { forwarded: false, peer: '::1' })).toBeNull();
    expect(metricsRefusal(undefined, { forwarded: false, peer: '::ffff:127.0.0.1' })).toBeNull();
    expect(metricsRefusal(undefined, { forwarded: false, peer: '10.0.0.5' })).toMatch(/set METRICS_TOKEN/);
    expect(metricsRefusal(undefined, { forwarded: true, peer: '127.0.0.1' })).toMatch(/set METRICS_TOKEN/);
    expect(metricsRefusal(undefined, { forwarded: false })).toMatch(/set METRICS_TOKEN/);
  });

  it('with METRICS_TOKEN: the bearer token from anywhere, nothing without it (loopback included)', () => {
    const token = 'm'.repeat(40);
    expect(metricsRefusal(token, { forwarded: true, peer: '10.0.0.5', authorization: `Bearer ${token}` })).toBeNull();
    expect(metricsRefusal(token, { ...local, authorization: `bearer ${token}` })).toBeNull();
    expect(metricsRefusal(token, local)).toBe('Metrics need the METRICS_TOKEN bearer token');
    expect(metricsRefusal(token, { ...local, authorization: `Bearer ${token}x` })).not.toBeNull();
    expect(metricsRefusal(token, { ...local, authorization: token })).not.toBeNull();
  });
});
