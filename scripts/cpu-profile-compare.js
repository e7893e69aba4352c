#!/usr/bin/env node
/**
 * Self time per request, side by side, of CPU profiles of servers under the same load (`npm run bench -- --profile`
 * writes the service's, the baseline's and, with --against, the other service's): where one server spends more than
 * another, by package or file and by the stages of a request named below.
 *
 *   node scripts/cpu-profile-compare.js <profile>:<requests> [<profile>:<requests> ...] [--top 30]
 *
 * Only samples from the first one under a request handler on (`handleRequest`, Fastify's; `--from <function>` for
 * another, such as a worker's job handler) are counted: start-up is left out. Times are sampled wall time of the JavaScript thread (idle left out): a system call that lets another process
 * take the core is charged to it (`writev`, `writeUtf8String`), so they are listed apart.
 */
const fs = require('node:fs');

const args = process.argv.slice(2);
const top = args.includes('--top') ? Number(args[args.indexOf('--top') + 1]) : 30;
/** --detail <stage name part>: the functions of that stage, by self time per request, for each profile. */
const detail = args.includes('--detail') ? args[args.indexOf('--detail') + 1] : null;
/** --from <function>: count from the first sample under it (default `handleRequest`: a worker's is its job handler). */
const from = args.includes('--from') ? args[args.indexOf('--from') + 1] : 'handleRequest';
const inputs = args.filter((a, i) => !a.startsWith('--') && !['--top', '--detail', '--from'].includes(args[i - 1])).map((a) => {
  const at = a.lastIndexOf(':');
  return { file: a.slice(0, at), requests: Number(a.slice(at + 1)) };
});

/** Stages by the place of a sample's own frame (first match wins); anything else goes by package. */
const STAGES = [
  ['system calls (socket writes)', (f) => f.name === 'writev' || f.name === 'writeUtf8String'],
  ['garbage collector', (f) => f.name === '(garbage collector)'],
  ['rxjs (Nest interceptors)', (f) => f.url.includes('/node_modules/rxjs/')],
  ['Nest interceptors and guards', (f) => /\/@nestjs\/core\/(interceptors|guards)\//.test(f.url)],
  ['Nest router and handler', (f) => /\/@nestjs\/(core\/router|core\/helpers|platform-fastify)\//.test(f.url)],
  ['pipes and validation', (f) => /\/(class-validator|class-transformer)\/|\/@nestjs\/common\/pipes\//.test(f.url)],
  ['logging (pino)', (f) => /\/node_modules\/(pino|@pinojs|sonic-boom)\//.test(f.url)],
  ['metrics (prom-client)', (f) => f.url.includes('/node_modules/prom-client/')],
  ['Redis client', (f) => f.url.includes('/node_modules/ioredis/') || f.url.includes('/node_modules/redis-parser/')],
  ['pg client and pool', (f) => /\/node_modules\/(pg|pg-pool|pg-protocol|pg-types|postgres-[a-z]+)\//.test(f.url)],
  ['Fastify', (f) => /\/node_modules\/(fastify|find-my-way|light-my-request|avvio|@fastify)\//.test(f.url)],
  ['query string (qs)', (f) => f.url.includes('/node_modules/qs/')],
  ['async hooks, contexts', (f) => f.url === 'node:async_hooks' || f.url.startsWith('node:internal/async_hooks') || f.url.includes('async_context_frame') || f.url.includes('async_local_storage')],
  ['Node HTTP and TLS', (f) => /^node:(internal\/)?(_http|http|https|tls|_tls|net|stream|internal\/streams|internal\/http)/.test(f.url) || f.url.startsWith('node:_tls')],
  ['crypto (hashes, HMAC)', (f) => f.url.startsWith('node:internal/crypto') || f.url === 'node:crypto'],
  ['timers', (f) => f.url.startsWith('node:internal/timers') || f.url === 'node:timers'],
  // The service's own code, by the stage of a request it serves (file, or function where a file serves several).
  ['app: guard and token check', (f) => f.url.includes('/dist/src/core/auth/')],
  ['app: rate limit', (f) => /\/dist\/src\/core\/(rate-limit|redis)\//.test(f.url)],
  ['app: audit hand-off', (f) => f.url.includes('/dist/src/core/audit/') || f.url.endsWith('/sensitive-read.js') || f.name === 'auditRead'],
  ['app: query parsing, SQL text and statement names', (f) => /\/dist\/src\/core\/(query|read\/(read-statements|compiled-read)|database\/(positional-params|prepared-query))/.test(f.url)
    || f.name === 'listStatements' || f.name === 'getStatement' || f.name === 'idsStatement'],
  ['app: field plans, derived fields, sealed values', (f) => /\/dist\/src\/(core\/read\/field-plan|core\/crypto\/|modules\/people\/person-(derived|read)|core\/geo\/)/.test(f.url)
    || ['present', 'openRows', 'openSealed', 'readerClasses', 'shapeApiRow'].includes(f.name)],
  ['app: access policy', (f) => f.url.includes('/dist/src/core/policy/')],
  ['app: replica routing', (f) => f.url.includes('/dist/src/core/database/read-route')],
  ['app: hooks, request id, metrics, logging (create-app, http, metrics, logging)', (f) => /\/dist\/src\/(bootstrap\/(create-app|security-headers)|core\/(http|logging)\/|core\/metrics)/.test(f.url)],
  ['app: the resource\'s list and retrieve (controller, reader)', (f) => /\/dist\/src\/core\/crud\//.test(f.url)],
  ['the application, other (dist/src), or the baseline (bench/)', (f) => f.url.includes('/dist/src/') || f.url.includes('/bench/')],
  ['other node_modules', (f) => f.url.includes('/node_modules/')],
  ['other Node internals', (f) => f.url.startsWith('node:')],
  ['V8 and native (microtasks, program, ...)', () => true],
];

function load({ file, requests }) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const underHandler = (id) => {
    for (let at = id; at !== undefined; at = parent.get(at)) if (nodes.get(at).callFrame.functionName === from) return true;
    return false;
  };
  const interval = (profile.endTime - profile.startTime) / profile.samples.length;
  let counting = false;
  const stages = new Map();
  let busy = 0;
  const functions = new Map();
  for (const id of profile.samples) {
    if (!counting) counting = underHandler(id);
    if (!counting) continue;
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === '(idle)') continue;
    busy += 1;
    const url = frame.url.replace(/^file:\/\//, '');
    const [stage] = STAGES.find(([, test]) => test({ name: frame.functionName, url }));
    stages.set(stage, (stages.get(stage) ?? 0) + 1);
    if (detail && stage.includes(detail)) {
      const where = `${frame.functionName || '(anonymous)'} ${url.replace(/.*\/node_modules\//, '').replace(/.*\/dist\//, '')}:${frame.lineNumber + 1}`;
      functions.set(where, (functions.get(where) ?? 0) + 1);
    }
  }
  const us = (samples) => (samples * interval) / requests;
  return { file, requests, busy: us(busy), stages: new Map([...stages].map(([k, v]) => [k, us(v)])), functions: new Map([...functions].map(([k, v]) => [k, us(v)])) };
}

const profiles = inputs.map(load);
const names = STAGES.map(([name]) => name).filter((name) => profiles.some((p) => (p.stages.get(name) ?? 0) > 0)).slice(0, top);
const cell = (n) => (n ?? 0).toFixed(1);
process.stdout.write(`| stage (self time, µs per request) | ${profiles.map((p) => p.file.split('/').pop()).join(' | ')} |\n`);
process.stdout.write(`|---|${profiles.map(() => '---').join('|')}|\n`);
for (const name of names) process.stdout.write(`| ${name} | ${profiles.map((p) => cell(p.stages.get(name))).join(' | ')} |\n`);
process.stdout.write(`| **busy, in all** | ${profiles.map((p) => `**${cell(p.busy)}**`).join(' | ')} |\n`);
process.stdout.write(`| requests | ${profiles.map((p) => p.requests).join(' | ')} |\n`);
for (const p of detail ? profiles : []) {
  process.stdout.write(`\n${p.file.split('/').pop()}: ${detail}, µs per request\n`);
  for (const [where, us] of [...p.functions].sort((a, b) => b[1] - a[1]).slice(0, top)) process.stdout.write(`${us.toFixed(2).padStart(8)}  ${where}\n`);
}
