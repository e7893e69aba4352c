#!/usr/bin/env node
/**
 * `npm run bench:files`: the memory an upload costs the server. A real server process (scripts/start.js,
 * HTTPS, PROCESS_ROLE=api, local disk storage) receives a 25 MB PDF as multipart/form-data, sent as a stream from
 * this process; its resident memory is sampled from /proc/<pid>/status (VmRSS every 5 ms, and VmHWM after resetting
 * it through /proc/<pid>/clear_refs). The figure is the peak during the upload minus the resident size just before;
 * the target is below 40 MB (the upload streams to storage: only the first 64 KB are held to sniff the type).
 *
 *   npm run bench:files                      3 uploads of 25 MB
 *   npm run bench:files -- --size-mb 25 --uploads 3 --port 8563
 *   --database-url (postgres://postgres@127.0.0.1:5432/personnel_bench_files, made when missing)
 */
const { spawn } = require('node:child_process');
const https = require('node:https');
const path = require('node:path');
const os = require('node:os');
const { randomBytes } = require('node:crypto');
const { ROOT, argument, log, cli, ensureDatabase, waitReady, memory, measured, mb } = require('./bench-support');

const OWNER_EMAIL = 'bench-files-owner@bench.example';
const TARGET_MB = 40;

function options() {
  return {
    sizeMb: Number(argument('size-mb', '25')),
    uploads: Number(argument('uploads', '3')),
    port: Number(argument('port', '8563')),
    databaseUrl: argument('database-url', process.env.BENCH_FILES_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/personnel_bench_files'),
  };
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

async function main() {
  const opts = options();
  await ensureDatabase(opts.databaseUrl);
  const dataDir = path.join(ROOT, 'var', 'bench-files');
  // The console shares the server's DATA_DIR: the same master key (encryption at rest) opens the same data keys.
  const env = { DATABASE_URL: opts.databaseUrl, LOG_LEVEL: 'silent', DATA_DIR: dataDir };
  const spawned = process.hrtime.bigint();
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.js')], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(opts.port), HOST: '127.0.0.1', REDIS_PREFIX: 'bench-files', PROCESS_ROLE: 'api', MAX_UPLOAD_BYTES: String(Math.max(opts.sizeMb + 1, 26) * 1024 * 1024), RATE_LIMIT_PER_SECOND: '1000000', RATE_LIMIT_BURST: '1000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `https://127.0.0.1:${opts.port}`;
  try {
    await waitReady(base, server);
    const ready = { ms: Math.round(Number(process.hrtime.bigint() - spawned) / 1e6), rssMb: mb(memory(server.pid).rss) };
    log(`server ready (PROCESS_ROLE=api) ${ready.ms} ms after spawn: RSS ${ready.rssMb} MB`);
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
      const { result: res, ms, before, peak } = await measured(server.pid, () => uploadPdf(base, token.token, personId, opts.sizeMb * 1024 * 1024));
      if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.body}`);
      const increase = peak - before;
      results.push({ before, peak, increase, ms: Math.round(ms) });
      log(`upload ${i + 1}: ${opts.sizeMb} MB in ${Math.round(ms)} ms; RSS before ${mb(before)} MB, peak ${mb(peak)} MB, increase ${mb(increase)} MB`);
      await new Promise((r) => setTimeout(r, 500));
    }
    const worst = Math.max(...results.map((r) => r.increase));
    const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`;
    process.stdout.write(`${JSON.stringify({ machine, ready, sizeMb: opts.sizeMb, uploads: results.map((r) => ({ ms: r.ms, rssBeforeMb: mb(r.before), peakMb: mb(r.peak), increaseMb: mb(r.increase) })), worstIncreaseMb: mb(worst), targetMb: TARGET_MB }, null, 2)}\n`);
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
