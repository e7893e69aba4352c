import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type * as Undici from 'undici';
import { lazyModule } from '../../../core/lazy-module';
import { APP_CONFIG } from '../../../config/config.module';
import type { AppConfig } from '../../../config/app-config';
import type { AttemptErrorKind } from '../webhook-attempt.entity';
import { errorKindOf } from './attempt-errors';
import { guardedAgent, refusedBeforeConnecting, retryAfterOf, TARGET_TIMEOUT_MS } from './guarded-agent';
import { Resolver, systemResolver } from './target-guard';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadUndici = lazyModule(() => require('undici') as typeof Undici);

const BODY_KEPT = 1024;

export interface AttemptOutcome {
  succeeded: boolean;
  statusCode: number | null;
  durationMs: number;
  responseBody: string | null;
  errorKind: AttemptErrorKind | null;
  /** The `Retry-After` header of a 429 or 503 answer, as sent; null otherwise. */
  retryAfter: string | null;
}

/**
 * POSTs deliveries: keep-alive connections, no redirects (a 3xx is a failure), 15 s timeout, and the SSRF guard in the
 * connector's lookup (names) plus a check of literal addresses before any connection.
 */
@Injectable()
export class WebhookHttpClient implements OnModuleDestroy {
  /** Replaceable in tests: a name resolving to a private address, or changing to one. */
  resolver: Resolver = systemResolver;
  readonly allowPrivate: boolean;
  /** Made on the first delivery: API processes, which never send one, do not load undici. */
  private agent: Undici.Agent | null = null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.allowPrivate = config.webhookAllowPrivateTargets;
  }

  private dispatcher(): Undici.Agent {
    this.agent ??= guardedAgent(loadUndici(), 64, () => this.resolver, () => this.allowPrivate);
    return this.agent;
  }

  async post(target: string, headers: Record<string, string>, body: string): Promise<AttemptOutcome> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const url = new URL(target);
      if (refusedBeforeConnecting(url, this.allowPrivate)) {
        return { succeeded: false, statusCode: null, durationMs: elapsed(), responseBody: null, errorKind: 'blockedTarget', retryAfter: null };
      }
      const response = await loadUndici().request(url, {
        method: 'POST',
        headers,
        body,
        dispatcher: this.dispatcher(),
        signal: AbortSignal.timeout(TARGET_TIMEOUT_MS),
      });
      const responseBody = await firstBytes(response.body, BODY_KEPT);
      const status = response.statusCode;
      const succeeded = status >= 200 && status < 300;
      const errorKind: AttemptErrorKind | null = succeeded ? null : status >= 300 && status < 400 ? 'redirect' : 'badStatus';
      return { succeeded, statusCode: status, durationMs: elapsed(), responseBody, errorKind, retryAfter: retryAfterOf(status, response.headers) };
    } catch (error) {
      return { succeeded: false, statusCode: null, durationMs: elapsed(), responseBody: null, errorKind: errorKindOf(error), retryAfter: null };
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.agent?.close();
  }
}

/** Reads up to `limit` bytes of a body and drops the rest (a receiver cannot make us buffer megabytes). */
async function firstBytes(body: AsyncIterable<Buffer> & { destroy?: () => void }, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= limit) break;
  }
  body.destroy?.();
  // PostgreSQL text cannot hold NUL: a receiver answering one must not fail the batch its attempt is recorded in.
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8').replace(/\u0000/g, '\uFFFD');
}
