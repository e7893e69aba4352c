/**
 * The columns stored encrypted (docs/security.md, "What is encrypted"), declared by the module that owns each table:
 * the core seals and opens them on every write and read, the outbox seals the same fields inside event payloads, and
 * the key-rotation job and `keys:status` walk this list.
 */
export interface SealedColumns {
  /** Event type prefix of the resource whose payloads carry these fields (`person`), if its changes are events. */
  resource?: string;
  table: string;
  /** API field (entity property) -> column. */
  fields: Readonly<Record<string, string>>;
}

/**
 * A column holding a ciphertext made for another record's context (a webhook delivery carries its event's sealed
 * payload fields verbatim): what the rotation job re-encrypts with that context.
 */
export interface SealedCopies {
  table: string;
  column: string;
  /** Column of the row id the ciphertexts are bound to, and the context they were made for. */
  contextRowColumn: string;
  contextTable: string;
}

const declared = new Map<string, SealedColumns>();
const copies: SealedCopies[] = [];

/** Declares a table's sealed columns (once per table, at module load) and answers the declaration. */
export function sealedColumns(declaration: SealedColumns): SealedColumns {
  const known = declared.get(declaration.table);
  if (known && JSON.stringify(known) !== JSON.stringify(declaration)) throw new Error(`sealed columns of ${declaration.table} declared twice`);
  declared.set(declaration.table, declaration);
  return declaration;
}

export function sealedCopies(declaration: SealedCopies): SealedCopies {
  if (!copies.some((c) => c.table === declaration.table && c.column === declaration.column)) copies.push(declaration);
  return declaration;
}

/** The sealed fields of a resource's event payloads (none when it declared none). */
export function sealedFieldsOfResource(resource: string): readonly string[] {
  for (const declaration of declared.values()) if (declaration.resource === resource) return Object.keys(declaration.fields);
  return [];
}

export function allSealedColumns(): SealedColumns[] {
  return [...declared.values()];
}

export function allSealedCopies(): SealedCopies[] {
  return [...copies];
}
