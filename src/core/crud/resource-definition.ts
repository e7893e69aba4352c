import { SealedColumns } from '../crypto/sealed/sealed-columns';
import { PolicyResource } from '../policy/policy-table';
import { RowOwnership } from '../policy/policy.service';
import { QueryDeclaration } from '../query/query-declaration';
import { ReadDeclaration } from '../read/read-declaration';
import { PageNarrowing } from './page-narrowing';
import { SensitiveReads } from './sensitive-read';

export type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';

/** Everything the generic core needs to serve a resource: declaring one is adding a resource. */
/** What the core needs of a stored row. */
export interface StoredRecord {
  id: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface ResourceDefinition<E extends StoredRecord> {
  /** Event type prefix (`location` -> `location.created`). */
  name: string;
  policy: PolicyResource;
  entity: new () => E;
  /** SQL alias of the table in list queries. */
  alias: string;
  query: QueryDeclaration;
  /** Fields of the API object, in order. */
  fields: readonly (keyof E & string)[];
  ownership?: RowOwnership;
  /** Column naming the owning company; `id` for the companies table itself. */
  tenantColumn?: string;
  /**
   * What the resource answers (lists, retrieves, the answers to writes, event payloads), compiled once into SQL run
   * as prepared statements, rows selected in API shape; without it, the default read of `fields` (default-read.ts).
   */
  read?: ReadDeclaration;
  /** Queries whose page is found through their filters' indexes first (page-narrowing.ts). */
  narrowPage?: PageNarrowing;
  /** Fields stored encrypted (sealed on write, opened on read, sealed again in event payloads). */
  sealed?: SealedColumns;
  /**
   * Reads of sensitive data (docs/security.md, "Audit trail"): every answer that shows them (list, retrieve, and the
   * answers to creates and updates) is recorded in the audit trail before it leaves; with `fields`, only answers that
   * show one of those fields (a person's tax fields); with `rows`, only answers of the rows it accepts.
   */
  auditReads?: SensitiveReads<E>;
  /**
   * API fields whose from/to values an update's audit entry may hold (docs/security.md, "Audit trail"): ids, states,
   * dates and names of the organisation, never personal data. Without it, entries name the changed fields only.
   */
  auditValues?: readonly string[];
  /** false: changes are not events (webhooks themselves, D14). */
  events?: false;
}

export interface ListEnvelope<T = Record<string, unknown>> {
  total: number;
  limit: number;
  skip: number;
  data: T[];
}

export interface DeletedConfirmation {
  id: string;
  deleted: true;
}
