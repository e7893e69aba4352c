/** A `filters` item of an export request (spec: Data export), `{ field, operator, value }`. */
export interface ExportFilter {
  field: string;
  operator: string;
  value?: string | string[] | null;
}

/**
 * An export's create body with its defaults applied (spec: Data exports): what the export declarations of the
 * resources read to shape their part of the statement (a date range, a flag, the ids a list names).
 */
export interface ExportRequest {
  type: string;
  fields: string[];
  compensationTypes: string[];
  customFields: string[];
  timeAwayTypes: string[];
  filters: ExportFilter[];
  startDate: string | null;
  endDate: string | null;
  includeOffboarded: boolean;
  includeNewHires: boolean;
  includeRoleHistory: boolean;
  includeCompensationHistory: boolean;
  includeWithoutEquipment: boolean;
  includeWithoutDocuments: boolean;
  includeAllDocumentVersions: boolean;
  includeAdjustments: boolean;
  json: boolean;
  download: boolean;
}

/** The boolean parameters of a request (`includeWithoutEquipment`, ...). */
export type ExportFlag = { [K in keyof ExportRequest]: ExportRequest[K] extends boolean ? K : never }[keyof ExportRequest];

/** The parameters naming ids whose records add columns (or narrow rows): `compensationTypes`, `customFields`, `timeAwayTypes`. */
export type ExportIdList = 'compensationTypes' | 'customFields' | 'timeAwayTypes';
