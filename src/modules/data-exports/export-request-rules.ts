import { ApiError, ValidationIssue } from '../../core/errors/api-error';
import { DEFAULT_FIELDS, fieldsOf } from './columns/export-fields';
import { CreateDataExportDto } from './data-export.dto';
import { ExportType } from './data-export.entity';
import { ExportRequest } from './export-request';

/** Flags that only mean something for some types (spec: "only for ..."). */
const ONLY_FOR: [keyof ExportRequest, ExportType[]][] = [
  ['includeWithoutEquipment', ['equipment']],
  ['includeWithoutDocuments', ['document', 'identityDocument']],
  ['includeAllDocumentVersions', ['identityDocument']],
  ['includeAdjustments', ['timeAway']],
  ['includeRoleHistory', ['people']],
  ['includeCompensationHistory', ['people']],
];

/** The create body with its defaults, or one 422 naming every problem (unknown columns by name). */
export function exportRequestOf(body: CreateDataExportDto): ExportRequest {
  const type = body.type ?? 'people';
  const request: ExportRequest = {
    type,
    fields: body.fields ?? [...DEFAULT_FIELDS[type]],
    compensationTypes: body.compensationTypes ?? [],
    customFields: body.customFields ?? [],
    timeAwayTypes: body.timeAwayTypes ?? [],
    filters: body.filters ?? [],
    startDate: body.startDate ?? null,
    endDate: body.endDate ?? null,
    includeOffboarded: body.includeOffboarded ?? false,
    includeNewHires: body.includeNewHires ?? true,
    includeRoleHistory: body.includeRoleHistory ?? false,
    includeCompensationHistory: body.includeCompensationHistory ?? false,
    includeWithoutEquipment: body.includeWithoutEquipment ?? false,
    includeWithoutDocuments: body.includeWithoutDocuments ?? false,
    includeAllDocumentVersions: body.includeAllDocumentVersions ?? false,
    includeAdjustments: body.includeAdjustments ?? false,
    json: body.json ?? false,
    download: body.download ?? false,
  };
  const issues: ValidationIssue[] = [];
  const known = new Set(fieldsOf(type));
  const unknown = request.fields.filter((f) => !known.has(f));
  if (unknown.length) issues.push({ name: 'fields', reason: `unknown for type ${type}: ${unknown.join(', ')}` });
  const twice = request.fields.filter((f, i) => request.fields.indexOf(f) !== i);
  if (twice.length) issues.push({ name: 'fields', reason: `named more than once: ${[...new Set(twice)].join(', ')}` });
  // Time-away types are columns of a people export; for a timeAway export they narrow the entries.
  const typeColumns = type === 'people' ? request.timeAwayTypes.length : 0;
  if (request.fields.length + request.compensationTypes.length + request.customFields.length + typeColumns === 0) {
    issues.push({ name: 'fields', reason: 'an export needs at least one column' });
  }
  if (request.timeAwayTypes.length && type !== 'people' && type !== 'timeAway') {
    issues.push({ name: 'timeAwayTypes', reason: 'only applies to type people or timeAway' });
  }
  for (const [flag, types] of ONLY_FOR) {
    if (request[flag] === true && !types.includes(type)) issues.push({ name: flag, reason: `only applies to type ${types.join(' or ')}` });
  }
  if (request.includeRoleHistory && request.includeCompensationHistory) {
    issues.push({ name: 'includeCompensationHistory', reason: 'cannot be combined with includeRoleHistory (rows are per role or per compensation)' });
  }
  if (request.startDate && request.endDate && request.endDate < request.startDate) issues.push({ name: 'endDate', reason: 'is before startDate' });
  if (body.dataExportTemplateId !== undefined && body.dataExportTemplateId !== null) issues.push({ name: 'dataExportTemplateId', reason: 'there are no export templates in this product: leave it out or null' });
  if (body.customIdentifierFields?.length) {
    issues.push({ name: 'customIdentifierFields', reason: 'identifier fields are for changes reports, which this product does not make: leave it out or empty' });
  }
  const ids = (name: 'compensationTypes' | 'customFields' | 'timeAwayTypes') => {
    const list = request[name];
    if (new Set(list).size !== list.length) issues.push({ name, reason: 'names an id more than once' });
  };
  ids('compensationTypes');
  ids('customFields');
  ids('timeAwayTypes');
  if (issues.length) throw ApiError.validation(issues);
  return request;
}
