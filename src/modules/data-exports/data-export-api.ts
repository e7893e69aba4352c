import { COMPONENT_SCHEMAS, registerComponentSchema } from '../../core/openapi/component-schemas';
import { dtoSchema } from '../../core/openapi/dto-schema';
import type { StoredFileRef } from '../../core/storage/encrypted-files';
import { LinkSigner } from '../../core/storage/link-signer';
import { CreateDataExportDto } from './data-export.dto';
import { DataExport, EXPORT_STATUSES, STORED_EXPORT_TYPES } from './data-export.entity';

/** What a signed export link opens (D10's signer): the export's file. */
export const exportLinkSubject = (id: string) => `dataExport:${id}`;
export const exportStorageKey = (row: Pick<DataExport, 'companyId' | 'id'>) => `${row.companyId}/data-exports/${row.id}`;
/** What an export's audit entries are about (`target`), and the key of its stored subject list. */
export const exportTarget = (row: Pick<DataExport, 'id'>) => ({ type: 'dataExport', id: row.id });

/** The stored object of an export's file (`size` plaintext bytes; 0 before it is built). */
export function exportFileRef(row: Pick<DataExport, 'companyId' | 'id' | 'keyId' | 'size'>): StoredFileRef {
  return { key: exportStorageKey(row), keyId: row.keyId, identity: { companyId: row.companyId, fileId: row.id, variant: 'data-export' }, size: Number(row.size ?? 0) };
}

/** `people-2026-11-22.csv`: the type and the day it was made (UTC). */
export function exportFilename(row: Pick<DataExport, 'type' | 'format' | 'createdAt'>): string {
  return `${row.type}-${row.createdAt.toISOString().slice(0, 10)}.${row.format}`;
}

export const contentTypeOf = (format: 'csv' | 'json') => (format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8');

/** The spec's Data export object plus what a client needs to follow it (type, status, expiry). */
export function dataExportToApi(signer: LinkSigner, row: DataExport): Record<string, unknown> {
  const request = row.request as { fields: string[]; filters: unknown[] };
  return {
    id: row.id,
    companyId: row.companyId,
    type: row.type,
    format: row.format,
    status: row.status,
    url: row.status === 'ready' ? signer.url(`/api/data-exports/${row.id}/content`, exportLinkSubject(row.id)) : null,
    dataExportTemplateId: null,
    fields: request.fields,
    filters: request.filters,
    rowCount: row.rowCount,
    failureReason: row.failureReason,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const dateTime = { type: 'string', format: 'date-time' };
registerComponentSchema('DataExport', {
  type: 'object',
  description: 'A data export (spec: Data export, D11). Its file is downloaded from `url`, a signed link valid 15 minutes; the export itself expires at `expiresAt` (DATA_EXPORT_TTL).',
  properties: {
    id: { type: 'string' },
    companyId: { type: 'string' },
    type: { type: 'string', enum: [...STORED_EXPORT_TYPES], description: '`subjectAccess`: made by POST /api/people/{id}/subject-access (GDPR Art. 15).' },
    format: { type: 'string', enum: ['csv', 'json'] },
    status: { type: 'string', enum: [...EXPORT_STATUSES], description: '`pending` while a worker builds it, then `ready` (with `url`) or `failed` (with `failureReason`).' },
    url: { type: ['string', 'null'], description: 'Signed link to the file (15 minutes; GET the export again for a fresh one); null until ready.' },
    dataExportTemplateId: { type: 'null', description: 'Always null: there are no export templates in this product.' },
    fields: { type: 'array', items: { type: 'string' }, description: 'The requested columns, in order (the CSV header row, the JSON keys).' },
    filters: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, operator: { type: 'string' }, value: {} }, required: ['field', 'operator'], additionalProperties: false } },
    rowCount: { type: ['integer', 'null'], minimum: 0 },
    failureReason: { type: ['string', 'null'] },
    expiresAt: dateTime,
    createdAt: dateTime,
    updatedAt: dateTime,
  },
  required: ['id', 'companyId', 'type', 'format', 'status', 'url', 'dataExportTemplateId', 'fields', 'filters', 'rowCount', 'failureReason', 'expiresAt', 'createdAt', 'updatedAt'],
  additionalProperties: false,
});
// The create body, read from the DTO's validation metadata like every other request body.
dtoSchema(CreateDataExportDto, COMPONENT_SCHEMAS);
