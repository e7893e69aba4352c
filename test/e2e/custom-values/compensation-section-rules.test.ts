import { Client } from 'pg';
import { SCOPES } from '../../../src/core/auth/scopes';
import { newCompany, newUser, setGrants, TestCompany } from '../../support/factories';
import { databaseUrl } from '../../support/test-env';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Compensation-section custom fields follow the compensation rules, and a value is never
 * stored with a choice that a concurrent field update removed (values hold their field FOR SHARE).
 */
describe('custom values: compensation-section rules and choice races', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  const newField = async (section: string, choices = ['a', 'b', 'c']) => {
    const res = await t.api.post('/api/custom-fields', c.token, { name: `${section} ${Math.random()}`, section, type: 'select', config: { choices } });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const valueCount = async (fieldId: string) => Number((await t.db.query('SELECT count(*) AS n FROM custom_values WHERE custom_field_id = $1', [fieldId]))[0].n);

  describe('an admin without the compensations grant', () => {
    let admin: string;
    let fieldId: string;
    beforeAll(async () => {
      await setGrants(t, c.companyId, { compensations: [] });
      admin = (await newUser(t, c.companyId, 'admin', SCOPES)).token;
      fieldId = await newField('compensation');
      const person = (await newUser(t, c.companyId, 'user')).personId;
      expect((await t.api.post('/api/custom-values', c.token, { personId: person, customFieldId: fieldId, value: 'b' })).status).toBe(201);
    });

    it('cannot delete a compensation field (every person\'s values would go)', async () => {
      const res = await t.api.delete(`/api/custom-fields/${fieldId}`, admin);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(expect.objectContaining({ code: 403, name: 'Forbidden' }));
      expect(await valueCount(fieldId)).toBe(1);
    });

    it('cannot change its choices, and the refusal names no choice in use', async () => {
      const res = await t.api.patch(`/api/custom-fields/${fieldId}`, admin, { config: { choices: ['a'] } });
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('"b"');
      expect(res.body.message).not.toMatch(/\bb\b/);
      expect((await t.api.patch(`/api/custom-fields/${fieldId}`, admin, { name: 'renamed' })).status).toBe(403);
    });

    it('cannot create one', async () => {
      const res = await t.api.post('/api/custom-fields', admin, { name: 'Bonus', section: 'compensation', type: 'text' });
      expect(res.status).toBe(403);
    });

    it('still manages fields of other sections', async () => {
      const other = await t.api.post('/api/custom-fields', admin, { name: `Hobby ${Math.random()}`, section: 'basics', type: 'text' });
      expect(other.status).toBe(201);
      expect((await t.api.delete(`/api/custom-fields/${other.body.id}`, admin)).status).toBe(200);
    });

    it('may once granted, with the compensations scope; without the scope not', async () => {
      await setGrants(t, c.companyId, { compensations: ['admin'] });
      try {
        const noScope = (await newUser(t, c.companyId, 'admin', ['public:read', 'private:read', 'private:write'])).token;
        expect((await t.api.patch(`/api/custom-fields/${fieldId}`, noScope, { name: 'renamed' })).status).toBe(403);
        expect((await t.api.patch(`/api/custom-fields/${fieldId}`, admin, { name: `renamed ${Math.random()}` })).status).toBe(200);
      } finally {
        await setGrants(t, c.companyId, { compensations: [] });
      }
    });
  });

  /** Blocks inserts into custom_values from another connection until released, so both writes reach their checks. */
  async function blockValueInserts(): Promise<{ release(): Promise<void> }> {
    const blocker = new Client({ connectionString: databaseUrl(t.databaseName) });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE custom_values IN EXCLUSIVE MODE');
    return {
      async release() {
        await blocker.query('COMMIT');
        await blocker.end();
      },
    };
  }

  const waitingOnLocks = async (n: number) => {
    for (let i = 0; i < 200; i++) {
      const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
      if (count >= n) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`fewer than ${n} sessions waiting`);
  };

  it('a value written while a field update drops its choice: never both succeed (value first)', async () => {
    const fieldId = await newField('basics');
    const person = (await newUser(t, c.companyId, 'user')).personId;
    const blocker = await blockValueInserts();
    // The value is checked against the field, then waits to insert; the field update comes in meanwhile.
    const value = t.api.post('/api/custom-values', c.token, { personId: person, customFieldId: fieldId, value: 'b' });
    await waitingOnLocks(1);
    const update = t.api.patch(`/api/custom-fields/${fieldId}`, c.token, { config: { choices: ['a', 'c'] } });
    await new Promise((r) => setTimeout(r, 200));
    await blocker.release();
    const [v, u] = await Promise.all([value, update]);
    expect([v.status, u.status]).toEqual([201, 422]);
    expect(u.body.issues).toEqual([expect.objectContaining({ name: 'config.choices' })]);
    const [field] = await t.db.query('SELECT config FROM custom_fields WHERE id = $1', [fieldId]);
    expect(field.config.choices).toContain('b');
  });

  it('a field update first: the value waits and is checked against the new choices', async () => {
    const fieldId = await newField('basics');
    const person = (await newUser(t, c.companyId, 'user')).personId;
    const holder = new Client({ connectionString: databaseUrl(t.databaseName) });
    await holder.connect();
    try {
      // Hold the field as an update does, so the value's check must wait for it.
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM custom_fields WHERE id = $1 FOR UPDATE', [fieldId]);
      const value = t.api.post('/api/custom-values', c.token, { personId: person, customFieldId: fieldId, value: 'b' });
      await waitingOnLocks(1);
      await holder.query(`UPDATE custom_fields SET config = '{"choices":["a","c"]}' WHERE id = $1`, [fieldId]);
      await holder.query('COMMIT');
      const res = await value;
      expect(res.status).toBe(422);
      expect(await valueCount(fieldId)).toBe(0);
    } finally {
      await holder.end();
    }
  });

  it('many concurrent rounds through the API keep values within the choices', async () => {
    for (let round = 0; round < 5; round++) {
      const fieldId = await newField('basics');
      const person = (await newUser(t, c.companyId, 'user')).personId;
      const [v, u] = await Promise.all([
        t.api.post('/api/custom-values', c.token, { personId: person, customFieldId: fieldId, value: 'b' }),
        t.api.patch(`/api/custom-fields/${fieldId}`, c.token, { config: { choices: ['a', 'c'] } }),
      ]);
      expect([v.status, u.status].filter((s) => s < 300).length).toBe(1);
      const [{ choices }] = (await t.db.query('SELECT config FROM custom_fields WHERE id = $1', [fieldId])).map((r: any) => r.config);
      const values = (await t.db.query('SELECT value FROM custom_values WHERE custom_field_id = $1', [fieldId])).map((r: any) => r.value);
      for (const stored of values) expect(choices).toContain(stored);
    }
  });
});
