import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/** Erasure takes the person's subject access documents with them (docs/security.md, "Erasure"). */
describe('erasure: subject access documents', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all' });
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('deletes the export rows and stored files of documents about the erased person, and no one else\'s', async () => {
    const loc = await newLocation(t, c.token);
    const person = await newPerson(t, c.token, loc);
    const other = await newPerson(t, c.token, loc);
    const about = await t.api.post(`/api/people/${person.id}/subject-access`, c.token);
    const kept = await t.api.post(`/api/people/${other.id}/subject-access`, c.token);
    expect([about.status, kept.status]).toEqual([201, 201]);
    const stored = async (id: string) => (await t.db.query(`SELECT count(*)::int AS n FROM data_exports WHERE id = $1`, [id]))[0].n;
    expect(await stored(about.body.id)).toBe(1);
    const objects = (id: string) => readdirSync(join(t.config.storageDir, c.companyId, 'data-exports')).filter((name) => name.startsWith(id));
    expect(about.body.status).toBe('ready');
    expect(objects(about.body.id)).toHaveLength(1);

    expect((await t.api.post(`/api/people/${person.id}/erase`, c.token, { force: true, reason: 'asked' })).status).toBe(200);
    expect(await stored(about.body.id)).toBe(0);
    expect((await t.api.get(`/api/data-exports/${about.body.id}`, c.token)).status).toBe(404);
    expect(objects(about.body.id)).toEqual([]);
    expect(await stored(kept.body.id)).toBe(1);
    expect(objects(kept.body.id)).toHaveLength(1);
  });
});
