import { ExportType } from './data-export.entity';
import { ExportFilterDto } from './data-export.dto';

/** A create body with its defaults applied: what an export is built from (stored on the row for the worker). */
export interface ExportRequest {
  type: ExportType;
  fields: string[];
  compensationTypes: string[];
  customFields: string[];
  timeAwayTypes: string[];
  filters: ExportFilterDto[];
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

/** An extra column asked for by id (`compensationTypes`, `customFields`, `timeAwayTypes`), headed by its name. */
export interface NamedExtra {
  id: string;
  name: string;
  /** A custom field's section, a time-away type's category. */
  group: string;
}

export interface ExportExtras {
  compensationTypes: NamedExtra[];
  customFields: NamedExtra[];
  timeAwayTypes: NamedExtra[];
}
