import { Global, Module } from '@nestjs/common';
import { TOKEN_TABLE, TokenTable } from '../../core/auth/token-lookup';

/** The tokens module's part of the token resolver's statement (D3), and marking a token used. */
export const API_TOKEN_TABLE: TokenTable = {
  columns: 't.id AS token_id, t.scopes, t.expires_at, t.revoked_at, t.last_used_at',
  source: 'api_tokens t',
  // Through the lookup (the token's company and id by its hash), then the token by its key.
  bySecretHash: '(t.id, t.company_id) = (SELECT l.token_id, l.company_id FROM api_token_lookup l WHERE l.secret_hash = $1)',
  touch: (db, tokenId) =>
    db.query(
      `UPDATE api_tokens SET last_used_at = now()
          WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
      [tokenId],
    ),
};

/** Binds `TOKEN_TABLE` for the core's TokenResolver. */
@Global()
@Module({ providers: [{ provide: TOKEN_TABLE, useValue: API_TOKEN_TABLE }], exports: [TOKEN_TABLE] })
export class TokenTableModule {}
