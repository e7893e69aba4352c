import type { DataSource } from 'typeorm';

/**
 * The token resolver (D3) runs one statement: the token (aliased `t`), its owner (`p`) and the company (`c`). The
 * core names none of those tables: each owning module gives its part through these tokens.
 */
export interface TokenLookupPart {
  /** Select-list items, named as the resolver reads them. */
  readonly columns: string;
  /** The FROM item of the token's table (aliased `t`), or a JOIN clause on `t`. */
  readonly source: string;
}

/** The tokens module's part: `token_id, scopes, expires_at, revoked_at, last_used_at`; `t.id`. */
export interface TokenTable extends TokenLookupPart {
  /** The condition that finds the token (`t`) by the hash of its secret, given as `$1`. */
  readonly bySecretHash: string;
  /** Marks the token used now, at most once a minute, off the request's path. */
  touch(db: DataSource, tokenId: string): Promise<unknown>;
}

/** The tokens module binds it (`TokenTable`). */
export const TOKEN_TABLE = 'TokenTable';
/** The people module binds it: `person_id, role, status, offboarded, is_manager` (`TokenLookupPart`). */
export const TOKEN_OWNER = 'TokenOwner';
/** The companies module binds it: `company_id, permissions, settings` (`TokenLookupPart`; `settings` a JSON object of booleans). */
export const TOKEN_COMPANY = 'TokenCompany';
