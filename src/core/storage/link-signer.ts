import { Inject, Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { hmacSha256 } from '../crypto/hmac';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { Clock } from '../clock';
import { ApiError } from '../errors/api-error';
import { loadLinkSigningKey } from './link-signing-key';

/** D10: signed links live 15 minutes. */
export const SIGNED_LINK_TTL_MS = 15 * 60 * 1000;

export interface SignedLinkParams {
  /** Unix seconds after which the link stops working. */
  expires: number;
  signature: string;
}

/**
 * Signs and checks expiring links (file content, photo variants, exports). The signature is an HMAC-SHA256 over
 * the subject (what the link opens, e.g. `file:<id>:<variant>`) and the expiry, so neither can be altered.
 */
@Injectable()
export class LinkSigner {
  private loadedKey?: Buffer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Read (or made) on first use: contexts that never sign (the OpenAPI generator) touch no file. */
  private get key(): Buffer {
    this.loadedKey ??= loadLinkSigningKey(this.config);
    return this.loadedKey;
  }

  sign(subject: string, ttlMs = SIGNED_LINK_TTL_MS): SignedLinkParams {
    const expires = Math.floor((this.clock.nowMs() + ttlMs) / 1000);
    return { expires, signature: this.mac(subject, expires) };
  }

  /** `path?expires=...&signature=...` (path may already carry a query string). */
  url(path: string, subject: string, ttlMs = SIGNED_LINK_TTL_MS): string {
    const { expires, signature } = this.sign(subject, ttlMs);
    return `${path}${path.includes('?') ? '&' : '?'}expires=${expires}&signature=${signature}`;
  }

  /** 'valid', 'expired' or 'invalid' (altered, missing or malformed). */
  check(subject: string, expires: unknown, signature: unknown): 'valid' | 'expired' | 'invalid' {
    if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string') return 'invalid';
    const expected = Buffer.from(this.mac(subject, Number(expires)));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return Number(expires) * 1000 <= this.clock.nowMs() ? 'expired' : 'valid';
  }

  /**
   * 403 unless the link is valid: altered, missing, malformed or for no subject (`null`, an id that cannot be one)
   * is "not valid"; expired says how to get a new one (`renew`, e.g. "fetch the file again for a new one").
   */
  requireValid(subject: string | null, expires: unknown, signature: unknown, renew: string): void {
    const check = subject === null ? 'invalid' : this.check(subject, expires, signature);
    if (check === 'expired') throw ApiError.forbidden(`This link has expired: ${renew}`);
    if (check === 'invalid') throw ApiError.forbidden('This link is not valid');
  }

  private mac(subject: string, expires: number): string {
    return hmacSha256(this.key, `${subject}\n${expires}`, 'base64url');
  }
}
