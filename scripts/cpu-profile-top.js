#!/usr/bin/env node
/**
 * Top entries of a V8 CPU profile (`node --cpu-prof`, e.g. `npm run bench -- --profile`): self time per function and
 * per package, in percent of the samples.
 *
 *   node scripts/cpu-profile-top.js var/bench/profiles/CPU.*.cpuprofile [--top 25] [--match canActivate,transform] [--requests N]
 *
 * --match prints the inclusive time (the function and what it calls) of functions by name, in percent of the busy
 * (not idle) samples: what one step of the request path costs. A name with a `/` or `:` is matched against the
 * frame's place instead (`create-app.js:70`, `node_modules/rxjs/`: anonymous hooks, whole packages); `a!b!c` counts
 * the samples under `a` that are under neither `b` nor `c` (an interceptor without the handler it runs); `a+b`
 * counts the samples under `a` or `b` (each once); a leading `=` counts self time only (the sample's own frame: what a
 * callback-style hook costs without the hooks and handler it calls on to).
 */
const fs = require('node:fs');

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const top = Number(args[args.indexOf('--top') + 1]) || 25;
const requests = args.includes('--requests') ? Number(args[args.indexOf('--requests') + 1]) : 0;
const match = args.includes('--match') ? args[args.indexOf('--match') + 1].split(',') : [];
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const selfSamples = new Map();
for (const id of profile.samples) selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
const total = profile.samples.length;

const byFunction = new Map();
const byPackage = new Map();
for (const [id, count] of selfSamples) {
  const { callFrame } = nodes.get(id);
  const where = callFrame.url.replace(/^file:\/\//, '').replace(/.*\/node_modules\//, '').replace(/.*\/dist\//, 'dist/');
  const name = `${callFrame.functionName || '(anonymous)'} ${where ? `${where}:${callFrame.lineNumber + 1}` : ''}`.trim();
  byFunction.set(name, (byFunction.get(name) ?? 0) + count);
  const pkg = !callFrame.url ? callFrame.functionName || '(native)'
    : callFrame.url.includes('node_modules/') ? where.split('/').slice(0, where.startsWith('@') ? 2 : 1).join('/')
      : callFrame.url.startsWith('node:') ? 'node:' + callFrame.url.slice(5).split('/')[0] : where.split('/').slice(0, 3).join('/');
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + count);
}
const print = (title, map) => {
  process.stdout.write(`\n${title} (${total} samples)\n`);
  for (const [name, count] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    process.stdout.write(`${((count / total) * 100).toFixed(1).padStart(5)} %  ${name}\n`);
  }
};
print('self time by function', byFunction);
print('self time by package or file', byPackage);

if (match.length) {
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const idle = [...nodes.values()].filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id);
  const busy = total - idle.reduce((s, id) => s + (selfSamples.get(id) ?? 0), 0);
  const inclusive = new Map(match.map((m) => [m, 0]));
  const frameOf = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    return { name: functionName, place: `${url.replace(/^file:\/\//, '')}:${lineNumber + 1}` };
  };
  const onStack = (frames, name) => (name.includes('/') || name.includes(':')
    ? frames.some((f) => f.place.includes(name))
    : frames.some((f) => f.name === name));
  const matches = (frames, m) => {
    if (m.startsWith('=')) return m.slice(1).split('+').some((name) => onStack(frames.slice(0, 1), name));
    const [under, ...not] = m.split('!');
    return under.split('+').some((name) => onStack(frames, name)) && !not.some((name) => onStack(frames, name));
  };
  for (const [id, count] of selfSamples) {
    const frames = [];
    for (let at = id; at !== undefined; at = parent.get(at)) frames.push(frameOf(nodes.get(at)));
    for (const m of match) if (matches(frames, m)) inclusive.set(m, inclusive.get(m) + count);
  }
  // Microseconds per sample: the profile's span over its sample count.
  const interval = (profile.endTime - profile.startTime) / total;
  process.stdout.write(`\ninclusive time, in percent of the ${busy} busy samples${requests ? ' and in µs per request' : ''}\n`);
  for (const [m, count] of inclusive) {
    const perRequest = requests ? `  ${((count * interval) / requests).toFixed(1).padStart(6)} µs` : '';
    process.stdout.write(`${((count / busy) * 100).toFixed(1).padStart(5)} %${perRequest}  ${m}\n`);
  }
}
