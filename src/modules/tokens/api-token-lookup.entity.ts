import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A bearer token's company and id by the hash of its secret: the lookup made before the company is known, kept out of
 * `api_tokens` so that table's keys all hold `company_id` (docs/scaling.md). Written with its token, in its
 * transaction; on a cluster distributed by `secret_hash`. Unique hashes across the deployment rest on this key.
 */
@Entity('api_token_lookup')
export class ApiTokenLookup {
  @PrimaryColumn('text')
  secretHash: string;

  @Column('text')
  companyId: string;

  @Column('text')
  tokenId: string;
}
