#!/usr/bin/env node
/**
 * `npm run bench:files` (issue 12): the memory an upload costs the server. A real server process (scripts/start.js,
 * HTTPS, PROCESS_ROLE=api, local disk storage) receives a 25 MB PDF as multipart/form-data, sent as a stream from
 * this process; its resident memory is sampled from /proc/<pid>/status (VmRSS every 5 ms, and VmHWM after resetting
 * it through /proc/<pid>/clear_refs). The figure is the peak during the upload minus the resident size just before;
 * the target is below 40 MB (the upload streams to storage: only the first 64 KB are held to sniff the type).
 *
 *   npm run bench:files                      3 uploads of 25 MB
 *   npm run bench:files -- --size-mb 25 --uploads 3 --port 8563
 *   --database-url (postgres://postgres@127.0.0.1:5432/personnel_bench_files, made when missing)
 */
const { spawn, spawnSync } = require('node:child_process');
const https = require('node:https');
const path = require('node:path');
const fs = require('node:fs');
const os = require('node:os');
const { randomBytes } = require('node:crypto');

const ROOT = path.resolve(__dirname, '..');
const OWNER_EMAIL = 'bench-files-owner@bench.example';
const TARGET_MB = 40;

function options() {
  const args = process.argv.slice(2);
  const get = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  return {
    sizeMb: Number(get('size-mb', '25')),
    uploads: Number(get('uploads', '3')),
    port: Number(get('port', '8563')),
    databaseUrl: get('database-url', process.env.BENCH_FILES_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/personnel_bench_files'),
  };
}

const log = (line) => process.stderr.write(`${line}\n`);

function cli(args, env) {
  const res = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'cli.js'), ...args], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (res.status !== 0) {
    const error = new Error(`cli ${args[0]} failed: ${res.stderr.trim()}`);
    error.stderr = res.stderr;
    throw error;
  }
  return JSON.parse(res.stdout);
}

async function ensureDatabase(url) {
  const { Client } = require('pg');
  const target = new URL(url);
  const name = target.pathname.slice(1);
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

async function waitReady(base, child) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    try {
      if ((await get(base, '/health/ready')) < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become ready');
}

/** A PDF of `bytes` bytes sent as one multipart form, generated chunk by chunk (never whole in this process either). */
function uploadPdf(base, token, personId, bytes) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\ndocument\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="personId"\r\n\r\n${personId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const pdfHead = Buffer.from('%PDF-1.4\n');
  const pdfTail = Buffer.from('\n%%EOF\n');
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + bytes + tail.length;
  return new Promise((resolve, reject) => {
    const req = https.request(new URL('/api/files', base), {
      method: 'POST', rejectUnauthorized: false,
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': length },
    }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('error', reject);
    req.write(head);
    req.write(pdfHead);
    let left = bytes - pdfHead.length - pdfTail.length;
    const chunk = Buffer.alloc(64 * 1024, 0x25);
    const pump = () => {
      while (left > 0) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.write(pdfTail);
      req.end(tail);
    };
    pump();
  });
}

function status(pid) {
  const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);
  return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
}

const mb = (b) => (b / 1024 / 1024).toFixed(1);

async function main() {
  const opts = options();
  await ensureDatabase(opts.databaseUrl);
  const env = { DATABASE_URL: opts.databaseUrl, LOG_LEVEL: 'silent' };
  const dataDir = path.join(ROOT, 'var', 'bench-files');
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.js')], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(opts.port), HOST: '127.0.0.1', REDIS_PREFIX: 'bench-files', DATA_DIR: dataDir, PROCESS_ROLE: 'api', MAX_UPLOAD_BYTES: String(Math.max(opts.sizeMb + 1, 26) * 1024 * 1024), RATE_LIMIT_PER_SECOND: '1000000', RATE_LIMIT_BURST: '1000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `https://127.0.0.1:${opts.port}`;
  try {
    await waitReady(base, server);
    try {
      cli(['company:create', '--name', 'Bench Files', '--owner-email', OWNER_EMAIL, '--owner-first-name', 'Bench', '--owner-last-name', 'Owner'], env);
    } catch (error) {
      if (!/EmailTaken/.test(error.stderr ?? '')) throw error;
    }
    const token = cli(['token:create', '--email', OWNER_EMAIL, '--scopes', 'private:read,private:write,documents:read,documents:write', '--name', 'bench-files'], env);
    const personId = token.personId ?? JSON.parse(await new Promise((resolve, reject) => {
      https.get(new URL('/api/me', base), { rejectUnauthorized: false, headers: { authorization: `Bearer ${token.token}` } }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve(body));
      }).on('error', reject);
    })).id;
    // Warm up: the upload path's code (multipart, file-type, storage) loaded once before measuring.
    const warm = await uploadPdf(base, token.token, personId, 256 * 1024);
    if (warm.status !== 201) throw new Error(`warm-up upload failed: ${warm.status} ${warm.body}`);
    await new Promise((r) => setTimeout(r, 1000));

    const results = [];
    for (let i = 0; i < opts.uploads; i++) {
      fs.writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
      const before = status(server.pid).rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, status(server.pid).rss)), 5);
      const started = Date.now();
      const res = await uploadPdf(base, token.token, personId, opts.sizeMb * 1024 * 1024);
      clearInterval(sampler);
      const hwm = status(server.pid).hwm;
      if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.body}`);
      const increase = Math.max(peak, hwm) - before;
      results.push({ before, peak: Math.max(peak, hwm), increase, ms: Date.now() - started });
      log(`upload ${i + 1}: ${opts.sizeMb} MB in ${Date.now() - started} ms; RSS before ${mb(before)} MB, peak ${mb(Math.max(peak, hwm))} MB, increase ${mb(increase)} MB`);
      await new Promise((r) => setTimeout(r, 500));
    }
    const worst = Math.max(...results.map((r) => r.increase));
    const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`;
    process.stdout.write(`${JSON.stringify({ machine, sizeMb: opts.sizeMb, uploads: results.map((r) => ({ ms: r.ms, rssBeforeMb: mb(r.before), peakMb: mb(r.peak), increaseMb: mb(r.increase) })), worstIncreaseMb: mb(worst), targetMb: TARGET_MB }, null, 2)}\n`);
    if (worst >= TARGET_MB * 1024 * 1024) {
      log(`FAIL: peak RSS increase ${mb(worst)} MB >= ${TARGET_MB} MB`);
      process.exitCode = 1;
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

main().catch((error) => {
  process.stderr.write(`bench:files failed: ${error.message}\n`);
  process.exit(1);
});
