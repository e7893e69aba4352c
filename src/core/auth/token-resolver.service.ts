import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError } from '../errors/api-error';
import { AuthContext } from './auth-context';
import { AssignableRole, CompanyGrants, roleScopeCeiling } from './roles';
import { expandScopes, isScope } from './scopes';
import { hashTokenSecret, TOKEN_PREFIX } from './token-secret';
import { PERSON_DIRECTORY, PersonDirectory } from '../policy/person-directory';
import { preparedQuery } from '../database/prepared-query';

interface TokenRow {
  token_id: string;
  scopes: string[];
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
  person_id: string;
  role: AssignableRole;
  status: string;
  offboarded: boolean;
  is_manager: boolean;
  company_id: string;
  permissions: CompanyGrants;
}

const LAST_USED_RESOLUTION_MS = 60_000;

/** Token -> user -> company -> role -> effective scopes, re-evaluated on every request (D3). */
@Injectable()
export class TokenResolver {
  constructor(
    private readonly db: DataSource,
    @Inject(PERSON_DIRECTORY) private readonly directory: PersonDirectory,
  ) {}

  async resolve(authorization: string | undefined): Promise<AuthContext> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match || !match[1].startsWith(TOKEN_PREFIX)) throw ApiError.notAuthenticated();
    const row = await this.find('personnel.resolve-token', 't.secret_hash = $1', hashTokenSecret(match[1]));
    this.touch(row);
    return this.contextOf(row);
  }

  /**
   * A token's rights now, by its id, for work done later on its owner's behalf (a stored export's worker): the same
   * checks as a request (revoked, expired, owner no longer active: 401) and today's role, scopes and grants.
   */
  async resolveById(tokenId: string): Promise<AuthContext> {
    return this.contextOf(await this.find('personnel.resolve-token-id', 't.id = $1', tokenId));
  }

  private async find(name: string, condition: string, value: string): Promise<TokenRow> {
    const rows = await preparedQuery<TokenRow>(
      this.db,
      name,
      `SELECT t.id AS token_id, t.scopes, t.expires_at, t.revoked_at, t.last_used_at,
              p.id AS person_id, p.role, p.status,
              (p.employment_end_date IS NOT NULL AND p.employment_end_date < (now() AT TIME ZONE 'UTC')::date) AS offboarded,
              EXISTS (${this.directory.hasReportsSql}) AS is_manager,
              c.id AS company_id, c.permissions
         FROM api_tokens t
         JOIN people p ON p.id = t.person_id AND p.company_id = t.company_id
         JOIN companies c ON c.id = t.company_id
        WHERE ${condition}`,
      [value],
    );
    const row = rows[0];
    if (!row) throw ApiError.notAuthenticated();
    if (row.revoked_at) throw ApiError.notAuthenticated('The access token has been revoked');
    if (row.expires_at && row.expires_at.getTime() <= Date.now()) throw ApiError.notAuthenticated('The access token has expired');
    if (row.offboarded || row.status !== 'active') throw ApiError.notAuthenticated('The token owner can no longer sign in');
    return row;
  }

  private contextOf(row: TokenRow): AuthContext {
    const ceiling = roleScopeCeiling(row.role, row.is_manager, row.permissions);
    const scopes = new Set([...expandScopes(row.scopes.filter(isScope))].filter((s) => ceiling.has(s)));
    return {
      tokenId: row.token_id,
      companyId: row.company_id,
      personId: row.person_id,
      role: row.role,
      isManager: row.is_manager,
      scopes,
      grants: row.permissions,
    };
  }

  /** lastUsedAt, written at most once a minute per token, off the request's path. */
  private touch(row: TokenRow): void {
    if (row.last_used_at && Date.now() - row.last_used_at.getTime() < LAST_USED_RESOLUTION_MS) return;
    this.db
      .query(
        `UPDATE api_tokens SET last_used_at = now()
          WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
        [row.token_id],
      )
      .catch(() => undefined);
  }
}
