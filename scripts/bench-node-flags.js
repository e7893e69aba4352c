#!/usr/bin/env node
/**
 * `node scripts/bench-node-flags.js`: Node flags against memory and throughput, measured side by side. One API node
 * (scripts/start.js, PROCESS_ROLE=api, HTTPS) per variant of NODE_OPTIONS, all running at once on one database, so the
 * shared machine's load hits every variant alike; measurements alternate between them (A, B, A, B, ...):
 * - resident size at ready (3 s after /health/ready answers);
 * - list throughput: GET /api/people?$limit=100, --rounds rounds of --duration s at 8 connections per variant;
 * - the peak resident size during three concurrent CSV downloads of every person (`download: true`), per variant.
 *
 *   node scripts/bench-node-flags.js --variants "default;--max-semi-space-size=8" --people 10000 --rounds 4
 */
const autocannon = require('autocannon');
const { argument, cli, ensureDatabase, log, measured, memory, mb, startApiNode } = require('./bench-support');
const { request } = require('./bench-http');

async function main() {
  const variants = argument('variants', 'default;--max-semi-space-size=8').split(';').map((v) => v.trim());
  const people = Number(argument('people', '10000'));
  const rounds = Number(argument('rounds', '4'));
  const duration = Number(argument('duration', '5'));
  const databaseUrl = argument('database-url', 'postgres://postgres@127.0.0.1:5432/personnel_bench_flags');
  const env = { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', DATA_DIR: require('node:path').join(require('node:os').tmpdir(), 'personnel-bench-flags') };
  await ensureDatabase(databaseUrl);
  let token;
  try {
    token = cli(['token:create', '--email', 'bench-flags@example.com', '--scopes', 'public:read,private:read', '--name', 'bench'], env);
  } catch {
    cli(['company:create', '--name', 'Flags', '--owner-email', 'bench-flags@example.com', '--owner-first-name', 'B', '--owner-last-name', 'F'], env);
    token = cli(['token:create', '--email', 'bench-flags@example.com', '--scopes', 'public:read,private:read', '--name', 'bench'], env);
  }
  const nodes = [];
  for (const [i, flags] of variants.entries()) {
    const node = await startApiNode({ ...env, NODE_OPTIONS: flags === 'default' ? '' : flags }, 8700 + i, `bench-flags-${i}`);
    nodes.push({ flags, ...node, rps: [], peaks: [] });
  }
  const have = (await request(nodes[0].base, 'GET', '/api/people?status=all&$limit=0', token.token)).body.total;
  if (have < people) log(`seeded ${JSON.stringify(cli(['seed:demo', '--company', token.companyId, '--people', String(people - have)], env))}`);
  await new Promise((r) => setTimeout(r, 3000));
  for (const node of nodes) node.ready = memory(node.pid).rss;

  for (let round = 0; round < rounds; round++) {
    for (const node of nodes) {
      const result = await autocannon({
        url: `${node.base}/api/people?$limit=100`, connections: 8, duration,
        headers: { authorization: `Bearer ${token.token}` }, tlsOptions: { rejectUnauthorized: false },
      });
      if (result.non2xx) throw new Error(`${node.flags}: ${result.non2xx} answers were not 2xx`);
      node.rps.push(result.requests.average);
      log(`${node.flags}: ${result.requests.average} requests/s`);
    }
  }
  for (let round = 0; round < 2; round++) {
    for (const node of nodes) {
      const body = { download: true, includeOffboarded: true };
      const { peak, before } = await measured(node.pid, () => Promise.all([1, 2, 3].map(() => request(node.base, 'POST', '/api/data-exports', token.token, body))));
      node.peaks.push(peak);
      log(`${node.flags}: three downloads, ${mb(before)} -> peak ${mb(peak)} MB`);
    }
  }
  const load = require('node:os').loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`| NODE_OPTIONS | ready (MB) | list requests/s per round | three downloads, peak (MB) |`);
  console.log('|---|---|---|---|');
  for (const node of nodes) {
    console.log(`| ${node.flags} | ${mb(node.ready)} | ${node.rps.join(', ')} | ${node.peaks.map(mb).join(', ')} |`);
  }
  console.log(`load average at the end: ${load}`);
  await Promise.all(nodes.map((n) => n.stop()));
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
