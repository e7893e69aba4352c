import { Writable } from 'node:stream';
import { LazyRequestLogger } from './lazy-request-logger';
import { createLogger } from './logger';

function capture(level: string) {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  return { logger: createLogger(level, stream as never), lines };
}

const withoutTime = (line: string) => line.replace(/"time":"[^"]+"/, '"time":"T"');

describe("A request's logger is made only when something logs, and writes what pino's child writes (P13, P15)", () => {
  const request = { id: 'req_1', method: 'GET', url: '/api/people?token=secret' };
  const line = { req: request, res: { statusCode: 200 }, responseTime: 1.5, detail: { token: 'hidden' } };

  it('the one request line has the bytes of the child logger line', async () => {
    const lazy = capture('info');
    const child = capture('info');
    new LazyRequestLogger(lazy.logger, { reqId: 'req_1' }, { level: 'info' }).lineOnce('info', line, 'request completed');
    child.logger.child({ reqId: 'req_1' }, { level: 'info' }).info(line, 'request completed');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lazy.lines.map(withoutTime)).toEqual(child.lines.map(withoutTime));
    expect(lazy.lines[0]).toContain('"reqId":"req_1","req":');
    expect(lazy.lines[0]).toContain('"token":"[redacted]"');
  });

  it('makes no child below its level, and one child on first use', async () => {
    const { logger, lines } = capture('warn');
    const child = jest.spyOn(logger, 'child');
    const log = new LazyRequestLogger(logger, { reqId: 'req_2' }, { level: 'warn' });
    log.info('not written');
    log.lineOnce('info', line, 'request completed');
    expect(child).not.toHaveBeenCalled();
    log.warn({ a: 1 }, 'written');
    log.error('again');
    expect(child).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((l) => JSON.parse(l).reqId)).toEqual(['req_2', 'req_2']);
  });
});
