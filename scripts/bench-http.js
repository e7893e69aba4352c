/** HTTP helpers of the benches that measure a running service with autocannon (bench, bench-audit). */
const fs = require('node:fs');
const https = require('node:https');
const autocannon = require('autocannon');

const CLOCK_TICKS = 100;

function request(base, method, url, token, body) {
  const target = new URL(url, base);
  return new Promise((resolve, reject) => {
    const req = https.request(
      target,
      { method, rejectUnauthorized: false, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) } },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (data += d));
        res.on('end', () => resolve({ status: res.statusCode, text: data, body: data && res.statusCode !== 204 ? safeJson(data) : undefined }));
      },
    );
    req.on('error', reject);
    if (body) req.write(JSON.stringify(body));
    req.end();
  });
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function waitListening(base, child, probe) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('a server exited while starting');
    try {
      const res = await request(base, 'GET', probe, 'none');
      if (res.status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${base} did not become ready`);
}

/** Fails when something already listens on the port (another bench, another engineer's server). */
function assertPortFree(port) {
  const net = require('node:net');
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      reject(new Error(`port ${port} is in use; pass --port / --baseline-port`));
    });
    socket.once('error', () => resolve());
  });
}

/** utime + stime of a process in ms. */
function cpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

function stopped(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });
}

function measure(target, opts, setup) {
  return new Promise((resolve, reject) => {
    const before = cpuMs(target.pid);
    autocannon({ connections: opts.connections, duration: opts.duration, pipelining: 1, ...setup, url: target.base + (setup.path ?? '') }, (error, result) => {
      if (error) return reject(error);
      const cpu = cpuMs(target.pid) - before;
      target.requests = (target.requests ?? 0) + result.requests.total;
      const bad = result.non2xx + result.errors + result.timeouts;
      // A round with refusals (a 429 from a limiter, errors) measures something else: no ratio is made of it.
      if (bad > 0) {
        return reject(new Error(`${target.name} answered ${bad} of ${result.requests.total} requests with something other than 2xx ` +
          `in a round of ${setup.name ?? setup.path}: the round is not reported (raise the rate limits for the bench, check the server's log)`));
      }
      resolve({
        requests: result.requests.total,
        rps: result.requests.total / opts.duration,
        latencies: result.latency,
        bad: result.non2xx + result.errors + result.timeouts,
        cpuPerRequest: result.requests.total ? cpu / result.requests.total : 0,
      });
    });
  });
}

/** Merges rounds (each all 2xx: measure refuses any other): requests/s and CPU over all rounds; p50/p99 the median of the rounds'. */
function merge(rounds) {
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const requests = rounds.reduce((s, r) => s + r.requests, 0);
  return {
    rps: rounds.reduce((s, r) => s + r.rps, 0) / rounds.length,
    p50: median(rounds.map((r) => r.latencies.p50)),
    p99: median(rounds.map((r) => r.latencies.p99)),
    cpu: rounds.reduce((s, r) => s + r.cpuPerRequest * r.requests, 0) / Math.max(requests, 1),
    bad: rounds.reduce((s, r) => s + r.bad, 0),
    perRound: rounds.map((r) => Math.round(r.rps)),
  };
}

module.exports = { request, waitListening, assertPortFree, cpuMs, stopped, measure, merge };
