/**
 * The cost of encryption at rest on the read path (docs/performance.md, "Encryption at rest"): the people list of 100
 * and the retrieve, with the people's tax ids stored sealed against the same values stored plain (as they were
 * before encryption; plain values are read as they are). Rounds alternate between the two states, switched by
 * writing the stored values back with SQL, so drift of the machine hits both alike. Afterwards the bench's people
 * are left as they were found (no tax ids).
 */
const { Client } = require('pg');

/** Sets the tax ids of `ids` through the API (sealed), then reads what was stored: the sealed state to switch to. */
async function sealedState(request, service, token, db, ids) {
  for (const [n, id] of ids.entries()) {
    const res = await request(service, 'PATCH', `/api/people/${id}`, token, { taxId: `BENCH-TAX-${n}`, taxCode: `BENCH-CODE-${n}` });
    if (res.status !== 200) throw new Error(`encryption bench: PATCH ${id} answered ${res.status}`);
  }
  const rows = (await db.query('SELECT id, tax_id, tax_code FROM people WHERE id = ANY($1)', [ids])).rows;
  if (!rows.every((r) => r.tax_id.startsWith('v1:'))) throw new Error('encryption bench: the tax ids were not stored sealed');
  return rows;
}

const plainState = (ids) => ids.map((id, n) => ({ id, tax_id: `BENCH-TAX-${n}`, tax_code: `BENCH-CODE-${n}` }));

async function store(db, rows) {
  await db.query(
    `UPDATE people p SET tax_id = s.tax_id, tax_code = s.tax_code
       FROM unnest($1::text[], $2::text[], $3::text[]) AS s(id, tax_id, tax_code) WHERE p.id = s.id`,
    [rows.map((r) => r.id), rows.map((r) => r.tax_id), rows.map((r) => r.tax_code)],
  );
}

/**
 * Rows `{ endpoint, sealed, plain, ratio }` for the list and the retrieve. `measure(setup)` runs one round on the
 * service and answers its merged-ready figures; `merge` merges rounds.
 */
async function measureEncryptionCost({ request, measure, merge, service, token, databaseUrl, rounds, sample, headers, log }) {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  const firstPage = (await request(service, 'GET', '/api/people?$limit=100', token)).body.data.map((p) => p.id);
  const ids = [...new Set([...firstPage, ...sample])];
  try {
    const sealed = await sealedState(request, service, token, db, ids);
    const plain = plainState(ids);
    let nextId = 0;
    const reads = [
      { name: 'GET /api/people?$limit=100', path: '/api/people?$limit=100' },
      { name: 'GET /api/people/:id', path: '', requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/people/${sample[nextId++ % sample.length]}` }) }] },
    ];
    const rows = [];
    for (const read of reads) {
      const figures = { sealed: [], plain: [] };
      for (let round = 0; round < rounds; round++) {
        for (const state of round % 2 === 0 ? ['sealed', 'plain'] : ['plain', 'sealed']) {
          await store(db, state === 'sealed' ? sealed : plain);
          figures[state].push(await measure({ ...read, headers }));
        }
      }
      const row = { endpoint: read.name, sealed: merge(figures.sealed), plain: merge(figures.plain) };
      row.ratio = row.sealed.rps / row.plain.rps;
      rows.push(row);
      log(`  ${read.name}, tax ids sealed vs plain: ${Math.round(row.sealed.rps)} vs ${Math.round(row.plain.rps)} req/s (rounds ${row.sealed.perRound.join(', ')}; ${row.plain.perRound.join(', ')})`);
    }
    return rows;
  } finally {
    await db.query('UPDATE people SET tax_id = NULL, tax_code = NULL WHERE id = ANY($1)', [ids]).catch(() => undefined);
    await db.end();
  }
}

module.exports = { measureEncryptionCost };
