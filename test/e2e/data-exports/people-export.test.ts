import { newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { DEFAULT_FIELDS } from '../../../src/modules/data-exports/columns/export-fields';
import { exportCsv } from './exports-support';

describe('data exports: people', () => {
  let t: TestApp;
  let c: TestCompany;
  let locationId: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    locationId = await newLocation(t, c.token);
    await newPerson(t, c.token, locationId, { firstName: 'Ada', lastName: 'Aardvark' });
  });
  afterAll(() => t.close());

  it('exports the default columns in order, one row per person', async () => {
    const { header, rows } = await exportCsv(t, c.token, {});
    expect(header).toEqual(DEFAULT_FIELDS.people);
    expect(rows.map((r) => r.lastName)).toEqual(['Aardvark', 'Owner']);
  });
});
