/** Helpers of the benches that start a real server (bench-files, bench-exports). */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const https = require('node:https');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

/** `--name value` arguments with defaults. */
function argument(name, fallback) {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
}

const log = (line) => process.stderr.write(`${line}\n`);

/** The console (scripts/cli.js) with extra environment; its JSON output. */
function cli(args, env) {
  const res = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'cli.js'), ...args], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (res.status !== 0) {
    const error = new Error(`cli ${args[0]} failed: ${res.stderr.trim()}`);
    error.stderr = res.stderr;
    throw error;
  }
  return JSON.parse(res.stdout);
}

/** Makes the database of `url` when it is missing. */
async function ensureDatabase(url) {
  const { Client } = require('pg');
  const name = new URL(url).pathname.slice(1);
  const admin = new Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${name.replace(/[^a-z0-9_]/g, '')}`);
  } finally {
    await admin.end();
  }
}

function get(base, url) {
  return new Promise((resolve, reject) => {
    https.get(new URL(url, base), { rejectUnauthorized: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    }).on('error', reject);
  });
}

/** Waits until the server answers /health/ready (3 minutes at most: a first start migrates), asking every 50 ms. */
async function waitReady(base, child) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    try {
      if ((await get(base, '/health/ready')) < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the server did not become ready');
}

/** Resident memory of a process from /proc: VmRSS now and VmHWM (the peak since the last reset through clear_refs). */
function memory(pid) {
  const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);
  return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
}

/** Resets the process's VmHWM, so the next reading is the peak from now on. */
function resetPeak(pid) {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** Runs `work` while sampling the memory of process `pid`: its result, the time it took, the resident size before and the peak. */
async function measured(pid, work) {
  resetPeak(pid);
  const before = memory(pid).rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, memory(pid).rss)), 5);
  const started = process.hrtime.bigint();
  try {
    const result = await work();
    return { result, ms: Number(process.hrtime.bigint() - started) / 1e6, before, peak: Math.max(peak, memory(pid).hwm) };
  } finally {
    clearInterval(sampler);
  }
}

const mb = (b) => (b / 1024 / 1024).toFixed(1);

/**
 * An API node of the service (scripts/start.js, HTTPS on 127.0.0.1:`port`, PROCESS_ROLE=api) on `env`'s database,
 * with rate limits the bench never reaches; ready once `/health/ready` answers. `stop()` ends it (SIGTERM).
 */
async function startApiNode(env, port, redisPrefix) {
  const { spawn } = require('node:child_process');
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.js')], {
    cwd: ROOT,
    env: {
      ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', REDIS_PREFIX: redisPrefix, PROCESS_ROLE: 'api',
      RATE_LIMIT_PER_SECOND: '1000000000', RATE_LIMIT_BURST: '1000000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `https://127.0.0.1:${port}`;
  const stop = () => new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  try {
    await waitReady(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid, stop };
}

module.exports = { ROOT, argument, log, cli, ensureDatabase, waitReady, memory, measured, mb, startApiNode };
