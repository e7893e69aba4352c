import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataKeyStore } from '../crypto/data-key-store';
import { SealedValues } from '../crypto/sealed/sealed-values';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { AuthContext } from '../auth/auth-context';
import { registerConstraintError } from '../errors/database-errors';
import { type RedisClient, redisKey } from '../redis/redis-connections';
import { REDIS_CONNECTION } from '../redis/redis.module';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { RedisFailOpen } from '../redis/redis-fail-open';
import { IdempotencyClaim, idempotencyContext } from './idempotency-context';
import { keyInProgressError, keyReusedError } from './idempotency-key';
import { requestHash, requestHashKey, storedHashMatches, unkeyedRequestHash } from './request-hash';
import { responseContext } from './response-context';

export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type IdempotentRequest = FastifyRequest & {
  idempotencyClaim?: IdempotencyClaim;
  idempotentReplay?: StoredResponse;
  /** The key of a request whose body the handler reads itself (multipart): decided once that body is read. */
  idempotencyDeferredKey?: string;
};

export type DeferredOutcome<T> = { replayed: true } | { replayed: false; value: T };

export type BeginOutcome = { replay: StoredResponse } | { claim: IdempotencyClaim };

interface KeyRow {
  /** null: erased with the person the request was about (a stored answer is then replayed to the key's requests). */
  request_hash: string | null;
  status_code: number | null;
  response_headers: Record<string, string> | null;
  response_body: string | null;
  expired: boolean;
}

/** How long a key is remembered (D15); the housekeeping job purges older rows. */
export const KEY_LIFETIME = '24 hours';
/** The first-arrival marker outlives any sane request; after it, the database's unique key still settles races. */
const MARKER_TTL_MS = 120_000;
/** Response headers that are part of the stored response (the others are made anew for each request). */
const REPLAYED_HEADERS = ['content-type', 'location'];

// The unique key settles any race the marker missed (or Redis being down): the later request gets 409.
registerConstraintError('idempotency_keys_unique', keyInProgressError);

/**
 * D15 idempotency keys: the first request with a key executes and its key row commits with its write
 * (writeTransaction carries the claim); its response is then stored on the row. Later requests with the same key and
 * token replay it, or get 422 (another request) or 409 (still running, or interrupted after writing).
 */
@Injectable()
export class IdempotencyService {
  private readonly logger = new Logger('Idempotency');
  private readonly redisCall: RedisFailOpen;

  constructor(
    private readonly db: DataSource,
    @Inject(REDIS_CONNECTION) redis: RedisClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sealedValues: SealedValues,
    private readonly keys: DataKeyStore,
  ) {
    this.redisCall = new RedisFailOpen(redis, 'idempotency');
  }

  /** `body`: what "the same request" covers beyond method and URL; the parsed JSON body unless given. */
  async begin(request: FastifyRequest, auth: AuthContext, key: string, body: unknown = request.body): Promise<BeginOutcome> {
    const hash = requestHash(requestHashKey(await this.keys.blindIndexRootKey(), auth.companyId), request.method, request.url, body);
    const marker = redisKey(this.config, `idempotency:${auth.tokenId}:${createHash('sha256').update(key).digest('hex')}`);
    // First arrival wins the marker; a concurrent twin answers 409 at once instead of queueing on the row.
    const acquired = await this.redisCall.run(async (redis) => (await redis.set(marker, '1', 'PX', MARKER_TTL_MS, 'NX')) === 'OK');
    if (acquired === false) throw keyInProgressError();
    const claim: IdempotencyClaim = {
      companyId: auth.companyId,
      tokenId: auth.tokenId,
      key,
      requestHash: hash,
      executed: false,
      committed: false,
      done: false,
      // A SET that timed out may still have been applied: then the marker is deleted at the end too.
      marker: acquired || this.redisCall.connected ? marker : null,
    };
    try {
      const [row] = await this.db.query<KeyRow[]>(
        `SELECT request_hash, status_code, response_headers, response_body,
                created_at <= now() - interval '${KEY_LIFETIME}' AS expired
           FROM idempotency_keys WHERE company_id = $1 AND token_id = $2 AND key = $3`,
        [auth.companyId, auth.tokenId, key],
      );
      if (row?.expired) {
        await this.db.query(
          `DELETE FROM idempotency_keys
            WHERE company_id = $1 AND token_id = $2 AND key = $3 AND created_at <= now() - interval '${KEY_LIFETIME}'`,
          [auth.companyId, auth.tokenId, key],
        );
      } else if (row) {
        // An erased hash cannot tell another request: the stored answer (already the erasure marker) is replayed.
        if (storedHashMatches(row.request_hash, hash, () => unkeyedRequestHash(request.method, request.url, body)) === false) throw keyReusedError();
        if (row.status_code === null) throw keyInProgressError();
        await this.release(claim);
        const answer = (await this.sealedValues.open(row.response_body ?? '', responseContext(claim))) as string;
        return { replay: { status: row.status_code, headers: row.response_headers ?? {}, body: answer } };
      }
      return { claim };
    } catch (error) {
      await this.release(claim);
      throw error;
    }
  }

  /**
   * For a body the handler reads itself (a multipart upload, whose parts the interceptor cannot see): once it is read,
   * the handler passes its fingerprint (the fields and a digest of each file). The same key with another fingerprint
   * answers 422, a finished twin is replayed (`replayed: true`; the handler discards what it read and its return value
   * is replaced by the stored response), else `write` runs holding the claim, so the key row commits with its write.
   */
  async runWithBody<T>(request: IdempotentRequest, auth: AuthContext, fingerprint: unknown, write: () => Promise<T>): Promise<DeferredOutcome<T>> {
    const key = request.idempotencyDeferredKey;
    if (key === undefined) return { replayed: false, value: await write() };
    request.idempotencyDeferredKey = undefined;
    const outcome = await this.begin(request, auth, key, fingerprint);
    if ('replay' in outcome) {
      request.idempotentReplay = outcome.replay;
      return { replayed: true };
    }
    request.idempotencyClaim = outcome.claim;
    return { replayed: false, value: await idempotencyContext.run(outcome.claim, write) };
  }

  /** Fastify onSend in its callback form: an answer with no key (most) passes on without a promise. */
  onSendHook(request: IdempotentRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void): void {
    if (!request.idempotentReplay && !request.idempotencyClaim) return done(null, payload);
    this.onSend(request, reply, payload).then((answer) => done(null, answer), (error: Error) => done(error));
  }

  /**
   * Fastify onSend: stores the executed request's response on its key, or sends the stored one on a replay.
   * A response is stored when the request wrote under the key (whatever its status: a retry must not write
   * again), or when it executed (opened its transaction) without writing and answered below 500. Not stored:
   * 5xx and 429 without a write, and answers given before the service ran (body validation), which may be retried.
   */
  async onSend(request: IdempotentRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const replay = request.idempotentReplay;
    if (replay) {
      void reply.code(replay.status);
      for (const [name, value] of Object.entries(replay.headers)) void reply.header(name, value);
      void reply.header('idempotent-replayed', 'true');
      return replay.body;
    }
    const claim = request.idempotencyClaim;
    if (!claim || claim.done) return payload;
    claim.done = true;
    try {
      await this.store(claim, reply, payload);
    } catch (error) {
      // The key stays claimed without a response: retries get 409, never a second write.
      this.logger.error(`Could not store the response of an idempotent request: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await this.release(claim);
    }
    return payload;
  }

  private async store(claim: IdempotencyClaim, reply: FastifyReply, payload: unknown): Promise<void> {
    const status = reply.statusCode;
    // 429 without a write (a limit of use) is not stored either: the same request may pass later.
    if (!claim.committed && (status >= 500 || status === 429 || !claim.executed)) return;
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
    // Stored encrypted: a stored answer can carry what the record does (a bank account, a webhook's new secret).
    const body = text ? await this.sealedValues.seal(text, responseContext(claim)) : text;
    const values = [claim.companyId, claim.tokenId, claim.key, status, JSON.stringify(headers), body];
    if (claim.committed) {
      await this.db.query(
        `UPDATE idempotency_keys SET status_code = $4, response_headers = $5, response_body = $6, completed_at = now()
          WHERE company_id = $1 AND token_id = $2 AND key = $3`,
        values,
      );
    } else {
      await this.db.query(
        `INSERT INTO idempotency_keys (company_id, token_id, key, request_hash, status_code, response_headers, response_body, completed_at)
         VALUES ($1, $2, $3, $7, $4, $5, $6, now())
         ON CONFLICT DO NOTHING`,
        [...values, claim.requestHash],
      );
    }
  }

  private async release(claim: IdempotencyClaim): Promise<void> {
    if (!claim.marker) return;
    const marker = claim.marker;
    claim.marker = null;
    await this.redisCall.run((redis) => redis.del(marker));
  }
}
