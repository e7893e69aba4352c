import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError } from '../errors/api-error';
import { AuthContext, CompanySettings } from './auth-context';
import { AssignableRole, CompanyGrants, roleScopeCeiling } from './roles';
import { expandScopes, isScope, type Scope } from './scopes';
import { hashTokenSecret, TOKEN_PREFIX } from './token-secret';
import { TOKEN_COMPANY, TOKEN_OWNER, TOKEN_TABLE, type TokenLookupPart, type TokenTable } from './token-lookup';
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
  settings: CompanySettings;
}

const LAST_USED_RESOLUTION_MS = 60_000;
/** Scope sets kept by what they are computed from (role, manager flag, grants, the token's scopes); at most this many. */
const MAX_KEPT_SCOPE_SETS = 1_000;

/** Token -> user -> company -> role -> effective scopes, re-evaluated on every request (D3). */
@Injectable()
export class TokenResolver {
  constructor(
    private readonly db: DataSource,
    @Inject(TOKEN_TABLE) private readonly tokens: TokenTable,
    @Inject(TOKEN_OWNER) private readonly owner: TokenLookupPart,
    @Inject(TOKEN_COMPANY) private readonly company: TokenLookupPart,
  ) {}

  async resolve(authorization: string | undefined): Promise<AuthContext> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match || !match[1].startsWith(TOKEN_PREFIX)) throw ApiError.notAuthenticated();
    const row = await this.find('personnel.resolve-token', this.tokens.bySecretHash, hashTokenSecret(match[1]));
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
      `SELECT ${this.tokens.columns},
              ${this.owner.columns},
              ${this.company.columns}
         FROM ${this.tokens.source}
         ${this.owner.source}
         ${this.company.source}
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

  /**
   * The effective scopes of a token's row: a pure function of its role, manager flag, the company's grants and the
   * token's scopes, all read from the database at this request (D3). The set is computed once per combination.
   */
  private readonly scopeSets = new Map<string, ReadonlySet<Scope>>();

  private scopesOf(row: TokenRow): ReadonlySet<Scope> {
    const key = `${row.role}\u0001${row.is_manager}\u0001${JSON.stringify(row.permissions)}\u0001${row.scopes.join(',')}`;
    let scopes = this.scopeSets.get(key);
    if (!scopes) {
      const ceiling = roleScopeCeiling(row.role, row.is_manager, row.permissions);
      scopes = new Set([...expandScopes(row.scopes.filter(isScope))].filter((s) => ceiling.has(s)));
      if (this.scopeSets.size >= MAX_KEPT_SCOPE_SETS) this.scopeSets.clear();
      this.scopeSets.set(key, scopes);
    }
    return scopes;
  }

  private contextOf(row: TokenRow): AuthContext {
    const scopes = this.scopesOf(row);
    return {
      tokenId: row.token_id,
      companyId: row.company_id,
      personId: row.person_id,
      role: row.role,
      isManager: row.is_manager,
      scopes,
      grants: row.permissions,
      settings: row.settings,
    };
  }

  /** lastUsedAt, written at most once a minute per token, off the request's path. */
  private touch(row: TokenRow): void {
    if (row.last_used_at && Date.now() - row.last_used_at.getTime() < LAST_USED_RESOLUTION_MS) return;
    this.tokens
      .touch(this.db, row.token_id)
      .catch(() => undefined);
  }
}
