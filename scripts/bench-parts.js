#!/usr/bin/env node
/**
 * Single parts of the request path timed in loops, where a whole-service run cannot resolve a few µs: each part in a
 * process of its own, this checkout's build against another's (--against <checkout>, built, e.g. `git archive <commit>
 * | tar -x -C /tmp/ab/before` and its node_modules linked), alternating, --rounds times.
 *
 *   node scripts/bench-parts.js [--against <checkout>] [--rounds 3] [--only rows|pipe|storable|audit]
 *
 * Parts: `rows` (a pg result of 80 columns, its row description and one row, then 100 rows, as the service's pg
 * reads it once its data source's options are loaded), `pipe` (the body pipe on the bench's create body), `storable`
 * (20 texts of an audit entry made storable), `audit` (a create's audit entry: its canonical content, its MAC).
 */
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);

if (args[0] === '--child') {
  runPart(args[1], args[2]);
} else {
  main();
}

function main() {
  const roots = [['this checkout', path.resolve(__dirname, '..')]];
  const against = option('against', null);
  if (against) roots.push(['against', path.resolve(against)]);
  const rounds = Number(option('rounds', 3));
  const only = option('only', null);
  const parts = ['rows', 'pipe', 'storable', 'audit'].filter((p) => !only || p === only);
  execFileSync(process.execPath, [path.join(__dirname, 'ensure-build.js')], { stdio: 'inherit' });
  console.log(`load average (1 min) at the start: ${require('node:os').loadavg()[0].toFixed(1)}`);
  const results = new Map();
  for (let round = 0; round < rounds; round++) {
    for (const part of parts) {
      for (const [label, root] of roots) {
        const out = execFileSync(process.execPath, [__filename, '--child', root, part], { encoding: 'utf8' });
        for (const line of out.trim().split('\n')) {
          const [measure, value] = line.split('\t');
          const key = `${part}: ${measure}`;
          if (!results.has(key)) results.set(key, new Map());
          const byRoot = results.get(key);
          if (!byRoot.has(label)) byRoot.set(label, []);
          byRoot.get(label).push(Number(value));
        }
      }
    }
  }
  console.log(`\n| measure (µs, each round) | ${roots.map(([label]) => label).join(' | ')} |`);
  console.log(`|---|${roots.map(() => '---').join('|')}|`);
  for (const [key, byRoot] of results) {
    console.log(`| ${key} | ${roots.map(([label]) => (byRoot.get(label) ?? []).map((v) => v.toFixed(1)).join(', ')).join(' | ')} |`);
  }
  console.log(`\nload average (1 min) at the end: ${require('node:os').loadavg()[0].toFixed(1)}`);
}

/** Mean µs of `fn` over `n` calls after a tenth of them unmeasured. */
async function timed(n, fn) {
  for (let i = 0; i < n / 10; i++) await fn();
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) await fn();
  return Number(process.hrtime.bigint() - start) / n / 1000;
}

async function runPart(root, part) {
  const requireFrom = (p) => require(path.join(root, p));
  const print = (measure, us) => process.stdout.write(`${measure}\t${us}\n`);
  if (part === 'rows') {
    requireFrom('dist/src/core/database/data-source-options.js');
    const pg = require(require.resolve('pg', { paths: [root] }));
    const types = [25, 1043, 16, 1082, 3802, 1009];
    const samples = ['text', 'varchar', 't', '2026-01-01', '{"a":1}', '{a,b}'];
    const fields = Array.from({ length: 80 }, (_, i) => ({ name: `field${i}Name`, tableID: 0, columnID: 0, dataTypeID: types[i % 6], dataTypeSize: -1, dataTypeModifier: -1, format: 'text' }));
    const row = fields.map((_, i) => (i % 3 ? null : samples[i % 6]));
    // As a client's query reads them: its results carry the client's (empty) type overrides.
    const TypeOverrides = require(require.resolve('pg/lib/type-overrides', { paths: [root] }));
    const clientTypes = new TypeOverrides();
    const read = (rows) => {
      const result = new pg.Result(undefined, clientTypes);
      result.addFields(fields.map((f) => ({ ...f })));
      for (let j = 0; j < rows; j++) result.parseRow(row);
    };
    print('a result of 80 columns, one row', await timed(100_000, () => read(1)));
    print('a result of 80 columns, 100 rows', await timed(2_000, () => read(100)));
  } else if (part === 'pipe') {
    require(require.resolve('reflect-metadata', { paths: [root] }));
    const { bodyValidationPipe } = requireFrom('dist/src/core/validation/body-validation.pipe.js');
    const { CreatePersonDto } = requireFrom('dist/src/modules/people/person.dto.js');
    const pipe = bodyValidationPipe();
    const body = JSON.stringify({
      firstName: 'Bench', lastName: 'Hire 1', email: 'bench-x-1@bench.example', employmentStartDate: '2026-11-28',
      locationId: 'loc_abcdefghijklmnopqrstu', jobRole: { jobTitle: 'Engineer', department: 'Engineering', reportingTo: 'PBP1HuXWS2weE3EcPk_BJN3-' },
    });
    const metadata = { type: 'body', metatype: CreatePersonDto, data: undefined };
    print('the body pipe on the bench\'s create body', await timed(20_000, () => pipe.transform(JSON.parse(body), metadata)));
  } else if (part === 'audit') {
    const { canonicalContent, entryMac } = requireFrom('dist/src/core/audit/audit-chain.js');
    const entry = {
      companyId: 'n6PQo3evWQZ-U54QyftLKMKW', id: 'aud_gmFRZLUG8kJUvcvbVdlNpDYL', occurredAt: new Date(), action: 'person.created',
      outcome: 'success', actorType: 'token', actorPersonId: 'PBP1HuXWS2weE3EcPk_BJN3-', actorTokenId: '2VsBgBBFRMKjUAnqKOD2_TUq',
      actorRole: 'owner', subjectPersonIds: ['7FMlj2vMlTUKecLwlqWXYVKT'], targetType: 'person', targetId: '7FMlj2vMlTUKecLwlqWXYVKT',
      fields: ['address', 'birthday', 'city', 'email', 'firstName', 'gender', 'lastName', 'nationality', 'personalEmail', 'phoneNumber', 'postcode', 'state', 'taxCode', 'taxId', 'employeeId', 'teams', 'bio'],
      changes: null, rowCount: null, request: { method: 'POST', path: '/api/people', ip: '127.0.0.1', requestId: 'req_abcdefghijklmnopqrstuvwx', userAgent: 'bench' },
    };
    const key = Buffer.alloc(32, 7);
    print('a create\'s audit entry, canonical content', await timed(200_000, () => canonicalContent(entry)));
    print('a create\'s audit entry, MAC', await timed(200_000, () => entryMac(key, entry)));
  } else if (part === 'storable') {
    const { storableText } = requireFrom('dist/src/core/audit/storable.js');
    const texts = Array.from({ length: 20 }, (_, i) => `bench-x-${i}@bench.example`);
    print('20 texts of an audit entry made storable', await timed(200_000, () => { for (const t of texts) storableText(t); }));
  }
}
