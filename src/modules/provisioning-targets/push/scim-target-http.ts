import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type * as Undici from 'undici';
import type { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { lazyModule } from '../../../core/lazy-module';
import { errorKindOf, guardedAgent, refusedBeforeConnecting, Resolver, retryAfterOf, systemResolver, TARGET_TIMEOUT_MS } from '../../webhooks';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadUndici = lazyModule(() => require('undici') as typeof Undici);

/** A page of Users is read whole; a target cannot make the worker buffer more than this. */
const MAX_BODY_BYTES = 4 * 1024 * 1024;
const SCIM_JSON = 'application/scim+json';

export interface TargetAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  /** The `Retry-After` header of a 429 or 503 answer, as sent; null otherwise. */
  retryAfter: string | null;
}

/** No answer at all: the target could not be reached (or may not be: `blockedTarget`), as webhook attempts name it. */
export class TargetUnreachable extends Error {
  constructor(readonly kind: ReturnType<typeof errorKindOf>) {
    super(kind);
  }
}

/**
 * Requests to targets (SCIM, an Entra job's bulkUpload endpoint, the Entra token endpoint), with the webhook
 * delivery's rules (D14): the SSRF guard in the connector's lookup and a check of literal addresses, https unless
 * private targets are allowed (WEBHOOK_ALLOW_PRIVATE_TARGETS), no redirects (a 3xx is an answer like any other),
 * keep-alive, 15 s timeout.
 */
@Injectable()
export class ScimTargetHttp implements OnModuleDestroy {
  /** Replaceable in tests: a name resolving to a private address. */
  resolver: Resolver = systemResolver;
  readonly allowPrivate: boolean;
  private agent: Undici.Agent | null = null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.allowPrivate = config.webhookAllowPrivateTargets;
  }

  private dispatcher(): Undici.Agent {
    this.agent ??= guardedAgent(loadUndici(), 16, () => this.resolver, () => this.allowPrivate);
    return this.agent;
  }

  /** A request with the target's bearer token; a body is sent as JSON (`application/scim+json`). */
  request(address: string, token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', body?: unknown): Promise<TargetAnswer> {
    return this.send(address, method, {
      authorization: `Bearer ${token}`,
      accept: `${SCIM_JSON}, application/json`,
      ...(body === undefined ? {} : { 'content-type': SCIM_JSON }),
    }, body === undefined ? undefined : JSON.stringify(body));
  }

  /** A form POST without credentials in its headers (an OAuth token request, RFC 6749 §4.4.2). */
  postForm(address: string, fields: Record<string, string>): Promise<TargetAnswer> {
    return this.send(address, 'POST', { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' }, new URLSearchParams(fields).toString());
  }

  private async send(address: string, method: string, headers: Record<string, string>, payload: string | undefined): Promise<TargetAnswer> {
    const url = new URL(address);
    if (refusedBeforeConnecting(url, this.allowPrivate)) throw new TargetUnreachable('blockedTarget');
    let response: Undici.Dispatcher.ResponseData;
    try {
      response = await loadUndici().request(url, {
        method: method as Undici.Dispatcher.HttpMethod,
        headers,
        body: payload,
        dispatcher: this.dispatcher(),
        signal: AbortSignal.timeout(TARGET_TIMEOUT_MS),
      });
    } catch (error) {
      throw new TargetUnreachable(errorKindOf(error));
    }
    let text: string;
    try {
      text = await boundedText(response.body);
    } catch {
      throw new TargetUnreachable('network');
    }
    const status = response.statusCode;
    return { status, body: parsed(text), retryAfter: retryAfterOf(status, response.headers) };
  }

  async onModuleDestroy(): Promise<void> {
    await this.agent?.close();
  }
}

async function boundedText(body: AsyncIterable<Buffer> & { destroy?: () => void }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      body.destroy?.();
      throw new Error('answer too large');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parsed(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
