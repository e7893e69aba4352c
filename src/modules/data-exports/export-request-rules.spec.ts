import { ApiError } from '../../core/errors/api-error';
import { DEFAULT_FIELDS } from './columns/export-fields';
import { CreateDataExportDto } from './data-export.dto';
import { exportRequestOf } from './export-request-rules';
import { translateFilters as translate } from './export-filters';
import { EXPORT_CATALOG } from '../../../test/support/export-catalog';

/** Filters over the filter fields the people declare. */
const translateFilters = (filters: Parameters<typeof translate>[0]) => translate(filters, EXPORT_CATALOG.people.filters);

/**
 * An export's create body with its defaults applied, or one 422 naming every problem; and the export's filters as SQL
 * over the exported people, values bound as parameters.
 */
const body = (patch: Partial<CreateDataExportDto>) => patch as CreateDataExportDto;

function issuesOf(run: () => unknown): { name: string; reason: string; index?: string }[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(422);
    return (error as ApiError).issues ?? [];
  }
  throw new Error('expected a 422');
}

describe('export request: defaults', () => {
  it('exports the public people columns of active people and new hires by default', () => {
    expect(exportRequestOf(body({}))).toMatchObject({
      type: 'people', fields: [...DEFAULT_FIELDS.people], filters: [], startDate: null, endDate: null,
      includeNewHires: true, includeOffboarded: false, json: false, download: false,
    });
  });

  it('takes each type\'s default columns', () => {
    expect(exportRequestOf(body({ type: 'equipment' })).fields).toEqual([...DEFAULT_FIELDS.equipment]);
  });
});

describe('export request: one 422 naming every problem', () => {
  it('names unknown and repeated columns together', () => {
    expect(issuesOf(() => exportRequestOf(body({ fields: ['firstName', 'shoeSize', 'firstName', 'serialNumber'] })))).toEqual([
      { name: 'fields', reason: 'unknown for type people: shoeSize, serialNumber' },
      { name: 'fields', reason: 'named more than once: firstName' },
    ]);
  });

  it('refuses an export without any column', () => {
    expect(issuesOf(() => exportRequestOf(body({ fields: [] })))).toEqual([{ name: 'fields', reason: 'an export needs at least one column' }]);
    // Time-away types are columns of a people export.
    expect(exportRequestOf(body({ fields: [], timeAwayTypes: ['t1'] })).timeAwayTypes).toEqual(['t1']);
  });

  it.each<[Partial<CreateDataExportDto>, string]>([
    [{ type: 'people', includeWithoutEquipment: true }, 'includeWithoutEquipment'],
    [{ type: 'equipment', includeWithoutDocuments: true }, 'includeWithoutDocuments'],
    [{ type: 'document', includeAllDocumentVersions: true }, 'includeAllDocumentVersions'],
    [{ type: 'people', includeAdjustments: true }, 'includeAdjustments'],
    [{ type: 'equipment', includeRoleHistory: true }, 'includeRoleHistory'],
    [{ type: 'timeAway', includeCompensationHistory: true }, 'includeCompensationHistory'],
    [{ type: 'equipment', timeAwayTypes: ['t1'] }, 'timeAwayTypes'],
  ])('refuses a flag for a type it does not apply to: %j', (patch, name) => {
    expect(issuesOf(() => exportRequestOf(body(patch))).map((i) => i.name)).toEqual([name]);
  });

  it('refuses role history with compensation history, an end before the start, templates and identifier fields', () => {
    const issues = issuesOf(() => exportRequestOf(body({
      includeRoleHistory: true, includeCompensationHistory: true, startDate: '2026-02-01', endDate: '2026-01-31',
      dataExportTemplateId: 'tpl', customIdentifierFields: ['employeeId'],
    })));
    expect(issues.map((i) => i.name)).toEqual(['includeCompensationHistory', 'endDate', 'dataExportTemplateId', 'customIdentifierFields']);
  });

  it('refuses an id named twice in each list of extra columns', () => {
    const issues = issuesOf(() => exportRequestOf(body({ compensationTypes: ['a', 'a'], customFields: ['b', 'b'], timeAwayTypes: ['c', 'c'] })));
    expect(issues).toEqual(['compensationTypes', 'customFields', 'timeAwayTypes'].map((name) => ({ name, reason: 'names an id more than once' })));
  });
});

describe('export filters', () => {
  it.each<[string, string, string]>([
    ['department', 'in', ' = ANY(:filter0::text[])'],
    ['department', 'nin', ' IS NULL OR NOT ('],
    ['locationId', 'exists', "COALESCE(person.location_id, '') <> ''"],
    ['locationId', 'nexists', "COALESCE(person.location_id, '') = ''"],
    ['teams', 'any', ' && :filter0::text[]'],
    ['teams', 'all', ' @> :filter0::text[]'],
    ['teams', 'nany', 'NOT ('],
    ['reportsUpTo', 'exists', 'cardinality('],
  ])('%s %s reads %s', (field, operator, sql) => {
    const value = operator.endsWith('exists') ? undefined : ['x'];
    const { conditions } = translateFilters([{ field, operator, value }]);
    expect(conditions[0].sql).toContain(sql);
    expect(conditions[0].params).toEqual(value ? { filter0: ['x'] } : {});
  });

  it('binds a single value as a list of one, under the filter\'s own parameter', () => {
    const { conditions } = translateFilters([
      { field: 'department', operator: 'in', value: 'Sales' },
      { field: 'contractType', operator: 'nin', value: ["x'); DROP TABLE people; --"] },
    ]);
    expect(conditions.map((c) => c.params)).toEqual([{ filter0: ['Sales'] }, { filter1: ["x'); DROP TABLE people; --"] }]);
    expect(conditions.map((c) => c.sql).join(' ')).not.toContain('DROP');
  });

  it('names what filtering on each field takes (private fields need the private view)', () => {
    const { gates } = translateFilters([{ field: 'payrollProvider', operator: 'exists' }, { field: 'teams', operator: 'exists' }]);
    expect(gates.map((g) => [g.name, g.gate.scope, g.gate.fieldClass])).toEqual([
      ['filters[0] (payrollProvider)', 'private:read', 'private'],
      ['filters[1] (teams)', 'public:read', 'public'],
    ]);
  });

  it.each<[object, string]>([
    [{ field: 'shoeSize', operator: 'in', value: ['x'] }, 'filters.field'],
    [{ field: 'toString', operator: 'in', value: ['x'] }, 'filters.field'],
    [{ field: 'orgLevel', operator: 'in', value: ['x'] }, 'filters.field'],
    [{ field: 'department', operator: 'any', value: ['x'] }, 'filters.operator'],
    [{ field: 'teams', operator: 'in', value: ['x'] }, 'filters.operator'],
    [{ field: 'department', operator: 'exists', value: 'x' }, 'filters.value'],
    [{ field: 'department', operator: 'in', value: [] }, 'filters.value'],
    [{ field: 'department', operator: 'in' }, 'filters.value'],
  ])('refuses %j naming %s and the item', (filter, name) => {
    const issues = issuesOf(() => translateFilters([{ field: 'locationId', operator: 'exists' }, filter as never]));
    expect(issues).toEqual([expect.objectContaining({ name, index: '1' })]);
  });
});
