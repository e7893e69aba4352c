import { AuditChainer } from '../../../src/core/audit/audit-chainer';
import { AuditChecker } from '../../../src/core/audit/audit-checker';
import { AuditLog } from '../../../src/core/audit/audit-log.service';
import { AuditPurgeJob } from '../../../src/core/audit/audit-purge.job';
import { runAsConsole } from '../../../src/core/audit/audit-context';
import { Clock } from '../../../src/core/clock';
import { APP_CONFIG } from '../../../src/config/config.module';
import { TokensService } from '../../../src/modules/tokens/tokens.service';
import { newCompany, newLocation, newPerson, newUser, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

interface AuditRow {
  seq: string;
  id: string;
  action: string;
  outcome: string;
  actor_type: string;
  actor_person_id: string | null;
  actor_token_id: string | null;
  subject_person_ids: string[];
  target_type: string | null;
  target_id: string | null;
  fields: string[];
  changes: Record<string, { from: unknown; to: unknown }> | null;
  row_count: number | null;
  request: { route: string; method: string; address: string; userAgent: string | null } | null;
}

/** The audit trail (docs/security.md, "Audit trail"): what is recorded, how it is read, and that it is tamper-evident. */
describe('audit trail', () => {
  let t: TestApp;
  let c: TestCompany;
  let locationId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { AUDIT_RETENTION_DAYS: '1' } });
    c = await newCompany(t);
    locationId = await newLocation(t, c.token);
  });
  afterAll(() => t.close());

  const verify = (companyId: string) => t.app.get(AuditChecker).verify(companyId);

  const entries = async (action: string, companyId = c.companyId): Promise<AuditRow[]> =>
    t.db.query(`SELECT e.*, e.seq::text AS seq_text FROM audit_events e WHERE e.company_id = $1 AND e.action = $2 ORDER BY e.seq`, [companyId, action]);

  describe('changes', () => {
    it('records an update with the actor, the request, the changed fields and from/to only for fields that are not sensitive', async () => {
      const person = await newPerson(t, c.token, locationId, { taxId: 'AB123456C' });
      const moved = await newLocation(t, c.token);
      const res = await t.api.request('PATCH', `/api/people/${person.id}`, c.token, { locationId: moved, taxId: 'ZZ999999Z' }, { 'user-agent': 'payroll-sync/1.0' });
      expect(res.body).toMatchObject({ locationId: moved });
      const [entry] = (await entries('person.updated')).filter((e) => e.target_id === person.id);
      expect(entry).toMatchObject({
        outcome: 'success', actor_type: 'token', actor_person_id: c.ownerId, subject_person_ids: [person.id], target_type: 'person',
      });
      expect(entry.actor_token_id).toEqual(expect.any(String));
      expect(entry.fields).toEqual(expect.arrayContaining(['locationId', 'taxId']));
      expect(entry.changes).toEqual({ locationId: { from: locationId, to: moved } });
      expect(JSON.stringify(entry)).not.toContain('ZZ999999Z');
      expect(JSON.stringify(entry)).not.toContain('AB123456C');
      expect(entry.request).toMatchObject({ method: 'PATCH', route: '/api/people/:id', userAgent: 'payroll-sync/1.0' });
      expect(entry.request!.address).toEqual(expect.any(String));
    });

    it('commits a write\'s entry with the write: a refused write leaves none', async () => {
      const before = (await entries('person.created')).length;
      const res = await t.api.post('/api/people', c.token, { firstName: 'No', lastName: 'Body', email: 'not-an-email' });
      expect(res.status).toBe(422);
      expect(await entries('person.created')).toHaveLength(before);
    });

    it('records the console\'s token and role changes as `cli`', async () => {
      const user = await newUser(t, c.companyId, 'user');
      const made = await runAsConsole(() => t.app.get(TokensService).create({ email: user.email, scopes: ['public:read'] }));
      await runAsConsole(() => t.app.get(TokensService).revoke(made.id));
      await runAsConsole(() => t.app.get(TokensService).setRole(user.email, 'admin'));
      await runAsConsole(() => t.app.get(TokensService).setPermissions(c.companyId, { compensations: 'admin' }));
      for (const action of ['token.created', 'token.revoked']) {
        expect((await entries(action)).find((e) => e.target_id === made.id)).toMatchObject({ actor_type: 'cli', subject_person_ids: [user.personId] });
      }
      expect((await entries('person.roleChanged')).at(-1)).toMatchObject({ actor_type: 'cli', changes: { role: { from: 'user', to: 'admin' } } });
      expect((await entries('company.permissionsChanged')).at(-1)).toMatchObject({ actor_type: 'cli', target_id: c.companyId });
    });
  });

  describe('sensitive reads', () => {
    it('records a retrieve and a list of bank accounts with the people concerned and the rows', async () => {
      const person = await newPerson(t, c.token, locationId);
      const account = (await t.api.post('/api/bank-accounts', c.token, { personId: person.id, accountNumber: 'GB29NWBK60161331926819' })).body;
      expect((await t.api.get(`/api/bank-accounts/${account.id}`, c.token)).status).toBe(200);
      const [single] = (await entries('bankAccount.read')).filter((e) => e.target_id === account.id);
      expect(single).toMatchObject({ subject_person_ids: [person.id], row_count: null, actor_person_id: c.ownerId });
      expect(single.fields).toContain('accountNumber');
      expect(JSON.stringify(single)).not.toContain('GB29NWBK60161331926819');

      const list = await t.api.get('/api/bank-accounts', c.token);
      const [listed] = (await entries('bankAccount.read')).filter((e) => e.target_id === null).slice(-1);
      expect(listed.row_count).toBe(list.body.data.length);
      expect(listed.subject_person_ids).toContain(person.id);
    });

    it('records a person\'s tax fields read only when the answer shows them', async () => {
      const person = await newPerson(t, c.token, locationId, { taxId: 'QQ123456A' });
      const tech = await newUser(t, c.companyId, 'tech');
      const before = (await entries('person.read')).length;
      const seen = await t.api.get(`/api/people/${person.id}`, tech.token);
      expect(seen.status).toBe(200);
      expect(seen.body).not.toHaveProperty('taxId');
      expect(await entries('person.read')).toHaveLength(before);
      expect((await t.api.get(`/api/people/${person.id}`, c.token)).body.taxId).toBe('QQ123456A');
      const [entry] = (await entries('person.read')).slice(-1);
      expect(entry).toMatchObject({ subject_person_ids: [person.id], target_id: person.id });
      expect(entry.fields).toContain('taxId');
    });

    it('records a refusal (403) as denied, with who tried', async () => {
      const person = await newPerson(t, c.token, locationId);
      const tech = await newUser(t, c.companyId, 'tech', ['public:read']);
      const res = await t.api.get(`/api/bank-accounts?personId=${person.id}`, tech.token);
      expect(res.status).toBe(403);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const denied = (await entries('bankAccount.read')).filter((e) => e.outcome === 'denied');
      expect(denied.at(-1)).toMatchObject({ actor_person_id: tech.personId, request: expect.objectContaining({ route: '/api/bank-accounts' }) });
    });

    it('writes a read\'s entry already in its place in the chain, in the transaction that moves the head (never updated)', async () => {
      const d = await newCompany(t);
      const person = await newPerson(t, d.token, await newLocation(t, d.token));
      await t.api.post('/api/bank-accounts', d.token, { personId: person.id, accountNumber: 'GB29NWBK60161331926819' });
      await t.app.get(AuditChainer).chainCompany(d.companyId);
      expect((await t.api.get('/api/bank-accounts', d.token)).status).toBe(200);
      const [entry] = await t.db.query(
        `SELECT seq::text AS seq, xmin::text AS xmin FROM audit_events WHERE company_id = $1 AND action = 'bankAccount.read' AND target_id IS NULL`, [d.companyId]);
      const [head] = await t.db.query(`SELECT seq::text AS seq, xmin::text AS xmin FROM audit_chain_heads WHERE company_id = $1`, [d.companyId]);
      expect(entry).toEqual({ seq: head.seq, xmin: head.xmin });
      expect((await verify(d.companyId)).ok).toBe(true);
    });

    it('keeps the chain whole when another process moved the head since this one last wrote reads', async () => {
      const d = await newCompany(t);
      const log = t.app.get(AuditLog);
      const otherProcess = new AuditChainer(t.db, log, t.app.get(APP_CONFIG));
      expect((await t.api.get('/api/bank-accounts', d.token)).status).toBe(200);
      await otherProcess.appendChained(d.companyId, [log.resolve({ companyId: d.companyId, action: 'bankAccount.read', rowCount: 0 })]);
      expect((await t.api.get('/api/bank-accounts', d.token)).status).toBe(200);
      await t.app.get(AuditChainer).chainCompany(d.companyId);
      const [{ reads, n, max }] = await t.db.query(
        `SELECT count(*) FILTER (WHERE action = 'bankAccount.read')::int AS reads, count(*)::int AS n, max(seq)::int AS max
           FROM audit_events WHERE company_id = $1`, [d.companyId]);
      expect({ reads, max }).toEqual({ reads: 3, max: n });
      expect(await verify(d.companyId)).toEqual({ companyId: d.companyId, ok: true, checked: n });
    });

    it('a company whose chain head is held up delays its own sensitive reads only', async () => {
      const held = await newCompany(t);
      const other = await newCompany(t);
      for (const x of [held, other]) await t.api.get('/api/bank-accounts', x.token);
      const runner = t.db.createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      try {
        await runner.query(`SELECT 1 FROM audit_chain_heads WHERE company_id = $1 FOR UPDATE`, [held.companyId]);
        let heldAnswered = false;
        const heldRead = t.api.get('/api/bank-accounts', held.token).then((res) => ((heldAnswered = true), res));
        const started = Date.now();
        const otherRead = await t.api.get('/api/bank-accounts', other.token);
        expect(otherRead.status).toBe(200);
        expect(Date.now() - started).toBeLessThan(1000);
        expect(heldAnswered).toBe(false);
        await runner.commitTransaction();
        expect((await heldRead).status).toBe(200);
      } finally {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
        await runner.release();
      }
    });

    it('fails closed: with the audit store unavailable, a sensitive read answers 503 and no data leaves', async () => {
      const person = await newPerson(t, c.token, locationId);
      const account = (await t.api.post('/api/bank-accounts', c.token, { personId: person.id, accountNumber: 'NL91ABNA0417164300' })).body;
      await t.db.query(`ALTER TABLE audit_events RENAME TO audit_events_unavailable`);
      try {
        const res = await t.api.get(`/api/bank-accounts/${account.id}`, c.token);
        expect(res.status).toBe(503);
        expect(res.body.name).toBe('Unavailable');
        expect(JSON.stringify(res.body)).not.toContain('NL91ABNA0417164300');
        const list = await t.api.get('/api/bank-accounts', c.token);
        expect(list.status).toBe(503);
        expect(JSON.stringify(list.body)).not.toContain('NL91ABNA0417164300');
      } finally {
        await t.db.query(`ALTER TABLE audit_events_unavailable RENAME TO audit_events`);
      }
      expect((await t.api.get(`/api/bank-accounts/${account.id}`, c.token)).status).toBe(200);
    });
  });

  describe('the API', () => {
    it('lists the company\'s entries to the owner only, with filters, a seq cursor, and reading it audited', async () => {
      const other = await newCompany(t);
      const admin = await newUser(t, c.companyId, 'admin');
      expect((await t.api.get('/api/audit-events', admin.token)).status).toBe(403);
      const person = await newPerson(t, c.token, locationId);
      expect((await t.api.patch(`/api/people/${person.id}`, c.token, { locationId: await newLocation(t, c.token) })).status).toBe(200);

      const bySubject = await t.api.get(`/api/audit-events?subjectPersonId=${person.id}`, c.token);
      expect(bySubject.status).toBe(200);
      expect(bySubject.body.data.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['person.created', 'person.updated']));
      expect(bySubject.body.data.every((e: { subjectPersonIds: string[] }) => e.subjectPersonIds.includes(person.id))).toBe(true);

      const prefix = await t.api.get('/api/audit-events?actionPrefix=person.&$limit=250', c.token);
      expect(prefix.body.data.length).toBeGreaterThan(0);
      expect(prefix.body.data.every((e: { action: string }) => e.action.startsWith('person.'))).toBe(true);
      const exact = await t.api.get('/api/audit-events?action=person.updated&outcome=success', c.token);
      expect(exact.body.data.every((e: { action: string }) => e.action === 'person.updated')).toBe(true);

      const page = await t.api.get('/api/audit-events?$limit=3', c.token);
      const next = await t.api.get(`/api/audit-events?$limit=3&seq[$gt]=${page.body.data[2].seq}`, c.token);
      expect(next.body.data[0].seq).toBe(page.body.data[2].seq + 1);

      const one = await t.api.get(`/api/audit-events/${page.body.data[0].id}`, c.token);
      expect(one.status).toBe(200);
      expect(one.body).toEqual(page.body.data[0]);
      expect((await t.api.get(`/api/audit-events/${page.body.data[0].id}`, other.token)).status).toBe(404);
      expect((await t.api.get('/api/audit-events', other.token)).body.data.every((e: { actor: { personId: string } }) => e.actor.personId !== c.ownerId)).toBe(true);

      const reads = await entries('auditEvents.read');
      expect(reads.length).toBeGreaterThanOrEqual(6);
      expect((await t.api.get('/api/audit-events?bogus=1', c.token)).status).toBe(422);
    });

    it('answers bad filters and periods with 422, never 500', async () => {
      for (const query of ['seq[$gt]=abc', 'seq[$gt]=1e30', 'seq[$gt]=-1.5', 'occurredAt[$gte]=nope', 'occurredAt=2026-01-01T00:00:00Z', 'outcome=maybe', 'subjectPersonId[$in]=x', '$sort[occurredAt]=1']) {
        const res = await t.api.get(`/api/audit-events?${query}`, c.token);
        expect([query, res.status]).toEqual([query, 422]);
      }
      for (const period of ['from=2026-02-30', 'to=2026-01-01T25:00:00Z', 'from=a&from=b', 'until=2026-01-01']) {
        const res = await t.api.get(`/api/audit-events/stream?${period}`, c.token);
        expect([period, res.status]).toEqual([period, 422]);
      }
    });

    it('streams a period as NDJSON in chain order', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/audit-events/stream?from=2000-01-01', headers: { authorization: `Bearer ${c.token}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/x-ndjson');
      const lines = res.body.trim().split('\n').map((line) => JSON.parse(line));
      expect(lines.length).toBeGreaterThan(5);
      expect(lines.map((l) => l.seq)).toEqual(lines.map((_, i) => lines[0].seq + i));
      const bad = await t.api.get('/api/audit-events/stream?from=yesterday', c.token);
      expect(bad.status).toBe(422);
    });
  });

  describe('tamper evidence', () => {

    async function behindTheServicesBack(sql: string, values: unknown[]): Promise<void> {
      await t.db.transaction(async (em) => {
        await em.query(`SET LOCAL session_replication_role = replica`);
        await em.query(sql, values);
      });
    }

    it('the database refuses UPDATE, DELETE and TRUNCATE of entries (a place in the chain is given once)', async () => {
      await t.app.get(AuditChainer).chainCompany(c.companyId);
      await expect(t.db.query(`UPDATE audit_events SET action = 'x' WHERE company_id = $1`, [c.companyId])).rejects.toThrow(/append-only/);
      await expect(t.db.query(`UPDATE audit_events SET seq = seq + 1000000 WHERE company_id = $1`, [c.companyId])).rejects.toThrow(/append-only/);
      await t.db.query(`INSERT INTO audit_events (company_id, id, occurred_at, action, outcome, actor_type, mac) VALUES ($1, 'aud_x', now(), 'a.b', 'success', 'system', 'm')`, [c.companyId]);
      await expect(t.db.query(`UPDATE audit_events SET seq = 999999, prev_hash = 'p', hash = 'h', action = 'changed' WHERE company_id = $1 AND id = 'aud_x'`, [c.companyId])).rejects.toThrow(/append-only/);
      await behindTheServicesBack(`DELETE FROM audit_events WHERE company_id = $1 AND id = 'aud_x'`, [c.companyId]);
      await expect(t.db.query(`DELETE FROM audit_events WHERE company_id = $1`, [c.companyId])).rejects.toThrow(/append-only/);
      await expect(t.db.query(`TRUNCATE audit_events`)).rejects.toThrow(/append-only/);
    });

    it('audit:verify passes an intact chain and names the first altered, removed or inserted entry', async () => {
      const d = await newCompany(t);
      const loc = await newLocation(t, d.token);
      for (let i = 0; i < 3; i++) await newPerson(t, d.token, loc);
      const intact = await verify(d.companyId);
      expect(intact.ok).toBe(true);
      const rows: { seq: string }[] = await t.db.query(`SELECT seq::text AS seq FROM audit_events WHERE company_id = $1 ORDER BY seq`, [d.companyId]);
      expect(intact.checked).toBe(rows.length);

      const mid = rows[2].seq;
      await behindTheServicesBack(`UPDATE audit_events SET fields = '{salary}' WHERE company_id = $1 AND seq = $2`, [d.companyId, mid]);
      expect((await verify(d.companyId)).firstBad).toMatchObject({ seq: mid, problem: 'altered' });

      await behindTheServicesBack(`DELETE FROM audit_events WHERE company_id = $1 AND seq = $2`, [d.companyId, mid]);
      expect((await verify(d.companyId)).firstBad).toMatchObject({ seq: mid, problem: 'removed' });

      const e = await newCompany(t);
      await t.app.get(AuditChainer).chainCompany(e.companyId);
      const last: { seq: string }[] = await t.db.query(`SELECT max(seq)::text AS seq FROM audit_events WHERE company_id = $1`, [e.companyId]);
      const forged = String(BigInt(last[0].seq) + 1n);
      await behindTheServicesBack(
        `INSERT INTO audit_events (company_id, seq, id, occurred_at, action, outcome, actor_type, mac, prev_hash, hash)
         SELECT company_id, $2, 'aud_forged', now(), 'person.read', 'success', 'system', repeat('b', 64), hash, repeat('a', 64)
           FROM audit_chain_heads WHERE company_id = $1`,
        [e.companyId, forged],
      );
      expect((await verify(e.companyId)).firstBad).toMatchObject({ seq: forged, problem: 'inserted' });
      await behindTheServicesBack(`DELETE FROM audit_events WHERE company_id = $1 AND id = 'aud_forged'`, [e.companyId]);

      // An entry written by hand without a place: never chained (its MAC was not made with the key), and named.
      await t.db.query(
        `INSERT INTO audit_events (company_id, id, occurred_at, action, outcome, actor_type, mac) VALUES ($1, 'aud_unchained', now(), 'person.read', 'success', 'system', repeat('c', 64))`,
        [e.companyId],
      );
      expect((await verify(e.companyId)).firstBad).toMatchObject({ id: 'aud_unchained', seq: null, problem: 'inserted' });
      expect((await t.db.query(`SELECT seq FROM audit_events WHERE company_id = $1 AND id = 'aud_unchained'`, [e.companyId]))[0].seq).toBeNull();
      await behindTheServicesBack(`DELETE FROM audit_events WHERE company_id = $1 AND id = 'aud_unchained'`, [e.companyId]);
      expect((await verify(e.companyId)).ok).toBe(true);

      const lastOfChain: { seq: string }[] = await t.db.query(`SELECT max(seq)::text AS seq FROM audit_events WHERE company_id = $1 AND seq < $2`, [e.companyId, forged]);
      await behindTheServicesBack(`DELETE FROM audit_events WHERE company_id = $1 AND seq >= $2`, [e.companyId, lastOfChain[0].seq]);
      expect((await verify(e.companyId)).firstBad).toMatchObject({ seq: lastOfChain[0].seq, problem: 'removed' });
    });

    it('keeps one gap-free chain under concurrent writes, reads and chainers', async () => {
      const g = await newCompany(t);
      const loc = await newLocation(t, g.token);
      const people = await Promise.all(Array.from({ length: 5 }, () => newPerson(t, g.token, loc)));
      const chainer = t.app.get(AuditChainer);
      const answers = await Promise.all([
        ...people.flatMap((p) => [1, 2, 3].map((n) => t.api.patch(`/api/people/${p.id}`, g.token, { bio: `bio ${n}` }))),
        ...people.map((p) => t.api.post('/api/bank-accounts', g.token, { personId: p.id, accountNumber: 'GB00CONC00000001' })),
        ...Array.from({ length: 10 }, () => t.api.get('/api/bank-accounts', g.token)),
        ...Array.from({ length: 3 }, () => chainer.chainCompany(g.companyId).then(() => ({ status: 200 }))),
      ]);
      expect(answers.map((a) => a.status).filter((s) => s >= 300)).toEqual([]);
      const verdict = await verify(g.companyId);
      const [{ n, max }] = await t.db.query(`SELECT count(*)::int AS n, max(seq)::int AS max FROM audit_events WHERE company_id = $1`, [g.companyId]);
      expect(verdict).toEqual({ companyId: g.companyId, ok: true, checked: n });
      expect(max).toBe(n);
    });

    it('chains a backlog larger than one batch, in the order the entries occurred', async () => {
      const h = await newCompany(t);
      const log = t.app.get(AuditLog);
      const backlog = Array.from({ length: 1200 }, (_, i) => log.resolve({ companyId: h.companyId, action: 'bench.read', fields: [`f${i}`] }));
      await t.db.transaction((em) => log.append(em, backlog));
      // This chaining and the background one (woken every AUDIT_CHAIN_INTERVAL_MS) share the work under the head's lock.
      await t.app.get(AuditChainer).chainCompany(h.companyId);
      const [{ pending }] = await t.db.query(`SELECT count(*)::int AS pending FROM audit_events WHERE company_id = $1 AND seq IS NULL`, [h.companyId]);
      expect(pending).toBe(0);
      const verdict = await verify(h.companyId);
      expect(verdict.ok).toBe(true);
      const chained: { fields: string[]; occurred_at: Date }[] = await t.db.query(
        `SELECT fields, occurred_at FROM audit_events WHERE company_id = $1 AND action = 'bench.read' ORDER BY seq`, [h.companyId],
      );
      expect(chained.map((e) => e.fields[0]).sort()).toEqual(backlog.map((_, i) => `f${i}`).sort());
      const times = chained.map((e) => e.occurred_at.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
    });

    it('the retention purge removes old entries and leaves an anchor, so the rest still verifies', async () => {
      const f = await newCompany(t);
      const loc = await newLocation(t, f.token);
      const before: { n: number }[] = await t.db.query(`SELECT count(*)::int AS n FROM audit_events WHERE company_id = $1`, [f.companyId]);
      await t.app.get(AuditChainer).chainCompany(f.companyId);
      const clock = t.app.get(Clock);
      clock.advance(2 * 86_400_000);
      try {
        const purged = await t.app.get(AuditPurgeJob).purge();
        expect(purged.removed).toBeGreaterThanOrEqual(before[0].n);
        await newPerson(t, f.token, loc);
        const after: { n: number }[] = await t.db.query(`SELECT count(*)::int AS n FROM audit_events WHERE company_id = $1`, [f.companyId]);
        expect(after[0].n).toBeGreaterThan(0);
        const verdict = await verify(f.companyId);
        expect(verdict).toMatchObject({ ok: true, checked: after[0].n });
        const [anchor] = await t.db.query(`SELECT seq::text AS seq, removed FROM audit_chain_anchors WHERE company_id = $1`, [f.companyId]);
        expect(Number(anchor.removed)).toBe(before[0].n);
      } finally {
        clock.advance(-2 * 86_400_000);
      }
    });
  });
});
