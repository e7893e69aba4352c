import type { ExportRequest as DeclaredRequest } from '../../core/read/export-request';
import type { NamedExtra } from '../../core/read/export-declaration';
import { ExportType } from './data-export.entity';
import { ExportFilterDto } from './data-export.dto';

/** A create body with its defaults applied: what an export is built from (stored on the row for the worker). */
export interface ExportRequest extends DeclaredRequest {
  type: ExportType;
  filters: ExportFilterDto[];
}

export type { NamedExtra };

/** The records the ids of each list parameter name (an extra column each, headed by its name). */
export interface ExportExtras {
  compensationTypes: NamedExtra[];
  customFields: NamedExtra[];
  timeAwayTypes: NamedExtra[];
}
