import { activePersonBody, newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * A value of the wrong type is refused for its type, named before its other constraints, through HTTP
 * (the full sweep is src/core/validation/type-checks-first.spec.ts).
 */
describe('validation: a wrong type is named first', () => {
  let t: TestApp;
  let c: TestCompany;
  let london: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    london = await newLocation(t, c.token);
  });
  afterAll(() => t.close());

  describe('a value of the wrong type is refused for its type', () => {
    const reasonOf = (body: { issues?: { name: string; reason: string }[] }, name: string) => body.issues?.find((i) => i.name === name)?.reason;

    it.each([
      ['/api/people', 'firstName'],
      ['/api/people', 'city'],
      ['/api/locations', 'city'],
      ['/api/time-away-policies', 'name'],
      ['/api/custom-fields', 'name'],
    ])('POST %s with %s: 12345 must be a string', async (route, field) => {
      const body = route === '/api/people' ? activePersonBody(london, { [field]: 12345 }) : { [field]: 12345 };
      const res = await t.api.post(route, c.token, body);
      expect(res.status).toBe(422);
      expect(reasonOf(res.body, field)).toBe('must be a string');
    });

    it('POST /api/job-roles with jobTitle 12345: must be a string', async () => {
      const person = await newPerson(t, c.token, london);
      const res = await t.api.post('/api/job-roles', c.token, { personId: person.id, jobTitle: 12345, effectiveDate: '2025-01-01' });
      expect(res.status).toBe(422);
      expect(reasonOf(res.body, 'jobTitle')).toBe('must be a string');
    });

    it('a too long string still answers its length', async () => {
      const res = await t.api.post('/api/people', c.token, activePersonBody(london, { firstName: 'x'.repeat(201) }));
      expect(res.status).toBe(422);
      expect(reasonOf(res.body, 'firstName')).toMatch(/shorter than or equal to 200/);
    });
  });
});
