import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { AuditChainer } from '../../../src/core/audit/audit-chainer';
import { AuditChecker } from '../../../src/core/audit/audit-checker';
import { AuditLog } from '../../../src/core/audit/audit-log.service';
import { newCompany, TestCompany } from '../../support/factories';
import { ROOT, runCli } from '../../support/processes';
import { createTestApp, TestApp } from '../../support/test-app';
import { databaseUrl } from '../../support/test-env';

/**
 * A signed head kept outside the database (docs/security.md, "Tamper evidence"): `audit:head` prints it, and
 * `audit:verify --head` finds a chain that no longer reaches it, even when its tail was deleted and an earlier head
 * row (with its valid MAC) put back, which nothing inside the database can show.
 */
describe('audit signed heads (audit:head, audit:verify --head)', () => {
  let t: TestApp;
  let env: Record<string, string>;
  let c: TestCompany;
  const dir = mkdtempSync(path.join(tmpdir(), 'audit-heads-'));

  const cli = (...args: string[]) => runCli(args, env);
  const ok = (...args: string[]) => {
    const res = cli(...args);
    if (res.code !== 0) throw new Error(`cli ${args.join(' ')} failed: ${res.stderr}`);
    return JSON.parse(res.stdout);
  };
  const failure = (...args: string[]) => {
    const res = cli(...args);
    expect(res.code).not.toBe(0);
    return JSON.parse(res.stderr.trim().split('\n').pop()!);
  };
  const keep = (name: string, statement: unknown) => {
    const file = path.join(dir, name);
    writeFileSync(file, JSON.stringify(statement));
    return file;
  };

  async function moreEntries(n: number): Promise<void> {
    const log = t.app.get(AuditLog);
    const entries = Array.from({ length: n }, (_, i) => log.resolve({ companyId: c.companyId, action: 'bankAccount.read', fields: [`f${i}`] }));
    await t.db.transaction((em) => log.append(em, entries));
    await t.app.get(AuditChainer).chainCompany(c.companyId);
  }

  const headRow = async (): Promise<{ seq: string; hash: string; mac: string }> =>
    (await t.db.query(`SELECT seq::text AS seq, hash, mac FROM audit_chain_heads WHERE company_id = $1`, [c.companyId]))[0];

  beforeAll(async () => {
    t = await createTestApp();
    env = { DATABASE_URL: databaseUrl(t.databaseName), DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent' };
    // dist/ built once here if it is missing or stale, not inside a test's time.
    require(path.join(ROOT, 'scripts', 'ensure-build'))('src/cli.js');
    c = await newCompany(t);
    await moreEntries(5);
  }, 180_000);
  afterAll(() => t.close());
  /** Each console run starts the application: a few seconds apiece on a busy machine. */
  const CLI_TEST_MS = 120_000;

  let earlier: { seq: string; hash: string; mac: string };
  let kept: Record<string, string>;
  let keptFile: string;

  it('audit:head prints the company\'s head signed with Ed25519, and audit:verify --head finds the chain reaching it', async () => {
    earlier = await headRow();
    await moreEntries(10);
    kept = ok('audit:head', '--company', c.companyId);
    const head = await headRow();
    expect(kept).toEqual({
      format: 'personnel-audit-head/v1', companyId: c.companyId, seq: head.seq, hash: head.hash,
      signedAt: expect.any(String), publicKey: expect.any(String), signature: expect.any(String),
    });
    keptFile = keep('head.json', kept);
    const verdict = ok('audit:verify', '--company', c.companyId, '--head', keptFile);
    expect(verdict).toMatchObject({ ok: true, keptHead: { seq: head.seq, reached: true } });

    const all = ok('audit:head', '--all');
    expect(all.heads.map((h: { companyId: string }) => h.companyId)).toContain(c.companyId);
    expect(all.refused).toEqual([]);
  }, CLI_TEST_MS);

  it('a tail deleted and an earlier head row put back (its MAC valid) is found against the kept head, and so is a chain rewritten past it', async () => {
    await t.db.transaction(async (em) => {
      await em.query(`SET LOCAL session_replication_role = replica`);
      await em.query(`DELETE FROM audit_events WHERE company_id = $1 AND seq > $2`, [c.companyId, earlier.seq]);
    });
    await t.db.query(`UPDATE audit_chain_heads SET seq = $2, hash = $3, mac = $4 WHERE company_id = $1`, [c.companyId, earlier.seq, earlier.hash, earlier.mac]);
    const truncated = ok('audit:verify', '--company', c.companyId, '--head', keptFile);
    const next = String(BigInt(earlier.seq) + 1n);
    expect(truncated).toMatchObject({ ok: false, firstBad: { seq: next, problem: 'removed' }, keptHead: { seq: kept.seq, reached: false } });
    expect(truncated.tampered).toBeUndefined();

    // The service goes on from the head put back: the chain passes the kept seq again, with other hashes.
    await moreEntries(12);
    const rewritten = ok('audit:verify', '--company', c.companyId, '--head', JSON.stringify(kept));
    expect(rewritten).toMatchObject({ ok: false, firstBad: { seq: kept.seq, problem: 'altered' }, keptHead: { reached: false } });
  }, CLI_TEST_MS);

  it('a kept head not signed by this instance is not relied on, and a --head that is not one is refused', async () => {
    const forged = ok('audit:verify', '--company', c.companyId, '--head', JSON.stringify({ ...kept, seq: '1' }));
    expect(forged).toMatchObject({ ok: false, keptHead: { reached: false, detail: expect.stringContaining('signature does not verify') } });
    expect(failure('audit:verify', '--company', c.companyId, '--head', path.join(dir, 'missing.json')).name).toBe('ValidationError');
    const checker = t.app.get(AuditChecker);
    await expect(checker.verify(c.companyId, { format: 'x' })).rejects.toMatchObject({ code: 422 });
    await expect(checker.verify('another', kept)).rejects.toMatchObject({ code: 422, message: expect.stringContaining('no signed head of company another') });
  }, CLI_TEST_MS);
});
