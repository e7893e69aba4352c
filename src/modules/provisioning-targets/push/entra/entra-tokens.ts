import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { AppConfig } from '../../../../config/app-config';
import { APP_CONFIG } from '../../../../config/config.module';
import { Clock } from '../../../../core/clock';
import { RetryLater, TargetRefused } from '../push-errors';
import { ScimTargetHttp, TargetAnswer, TargetUnreachable } from '../scim-target-http';

/** Microsoft Graph's permissions granted to the app registration (here `SynchronizationData-User.Upload`). */
export const GRAPH_SCOPE = 'https://graph.microsoft.com/.default';
/** A token is renewed this long before it expires (at most half its life), so none is sent about to expire. */
const RENEW_BEFORE_MS = 5 * 60_000;
/** When a token answer gives no usable `expires_in`. */
const DEFAULT_LIFETIME_S = 300;
/** Targets whose tokens one process keeps at most. */
const MAX_CACHED = 1000;

export interface EntraClient {
  /** The target's id: one cached token per target. */
  id: string;
  tenantId: string;
  clientId: string;
}

interface Cached {
  /** Who the token was issued to (login host, tenant, client, secret): other credentials miss the cache. */
  fingerprint: string;
  token: string;
  renewAtMs: number;
}

/** Registered OAuth error codes (RFC 6749 §5.2) and Entra's AADSTS numbers: codes, never a message. */
function tokenErrorOf(answer: TargetAnswer): string {
  const error = typeof answer.body?.error === 'string' && /^[a-z_]{1,40}$/.test(answer.body.error) ? ` ${answer.body.error}` : '';
  const codes = Array.isArray(answer.body?.error_codes) ? answer.body.error_codes.filter((c: unknown) => Number.isInteger(c)).slice(0, 3) : [];
  return `token: HTTP ${answer.status}${error}${codes.map((c: number) => ` AADSTS${c}`).join('')}`;
}

/**
 * Access tokens for Entra targets: the OAuth 2.0 client-credentials grant at `{ENTRA_LOGIN_URL}/{tenant}/oauth2/v2.0/token`
 * (scope Microsoft Graph's `.default`), through the targets' guarded HTTP client (the SSRF guard applies to the login
 * host too). Kept per target in this process until shortly before `expires_in` (the application's clock), or until
 * the target answers 401 (`forget`).
 */
@Injectable()
export class EntraTokens {
  private readonly cached = new Map<string, Cached>();

  constructor(
    private readonly http: ScimTargetHttp,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async token(client: EntraClient, secret: string): Promise<string> {
    const fingerprint = createHash('sha256').update([this.config.entraLoginUrl, client.tenantId, client.clientId, secret].join('\n')).digest('base64url');
    const kept = this.cached.get(client.id);
    if (kept && kept.fingerprint === fingerprint && this.clock.nowMs() < kept.renewAtMs) return kept.token;
    const issuedAtMs = this.clock.nowMs();
    const { token, lifetimeS } = await this.request(client, secret);
    const lifetimeMs = lifetimeS * 1000;
    this.cached.delete(client.id);
    if (this.cached.size >= MAX_CACHED) this.cached.delete(this.cached.keys().next().value as string);
    this.cached.set(client.id, { fingerprint, token, renewAtMs: issuedAtMs + lifetimeMs - Math.min(RENEW_BEFORE_MS, lifetimeMs / 2) });
    return token;
  }

  /** The target refused the token (401): the next `token` asks for a new one. */
  forget(targetId: string): void {
    this.cached.delete(targetId);
  }

  private async request(client: EntraClient, secret: string): Promise<{ token: string; lifetimeS: number }> {
    const address = `${this.config.entraLoginUrl}/${encodeURIComponent(client.tenantId)}/oauth2/v2.0/token`;
    let answer: TargetAnswer;
    try {
      answer = await this.http.postForm(address, { grant_type: 'client_credentials', client_id: client.clientId, client_secret: secret, scope: GRAPH_SCOPE });
    } catch (error) {
      if (!(error instanceof TargetUnreachable)) throw error;
      if (error.kind === 'blockedTarget') throw new TargetRefused(null, 'token: blocked address');
      throw new RetryLater(null, `token: unreachable (${error.kind})`);
    }
    const { status } = answer;
    if (status === 408 || status === 429 || status >= 500) throw new RetryLater(status, `token: HTTP ${status}`, answer.retryAfter);
    if (status < 200 || status >= 300) throw new TargetRefused(status, tokenErrorOf(answer));
    const token = answer.body?.access_token;
    if (typeof token !== 'string' || token === '') throw new TargetRefused(status, 'token: answer without an access_token');
    const lifetime = Number(answer.body?.expires_in);
    return { token, lifetimeS: Number.isFinite(lifetime) && lifetime > 0 ? lifetime : DEFAULT_LIFETIME_S };
  }
}
