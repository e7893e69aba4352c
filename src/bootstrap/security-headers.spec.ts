import helmet, { type HelmetOptions } from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { helmetHeaders } from './security-headers';

/** What helmet's middleware sets on a real response. */
function setByHelmet(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  response.setHeader('x-powered-by', 'something');
  helmet(options)(request, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

describe('helmetHeaders: the headers computed once are the ones helmet sets on each response', () => {
  it.each<[string, HelmetOptions]>([
    ['the service', {
      hsts: false, frameguard: { action: 'deny' }, crossOriginResourcePolicy: { policy: 'same-origin' },
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    }],
    ["helmet's defaults", {}],
  ])('%s', (_name, options) => {
    const headers = helmetHeaders(options);
    expect(headers).toEqual(setByHelmet(options));
    expect(headers['x-powered-by']).toBeUndefined();
    expect(Object.keys(headers).length).toBeGreaterThanOrEqual(8);
  });
});
