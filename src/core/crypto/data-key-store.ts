import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import { writeTransaction } from '../database/write-transaction';
import type { AppConfig } from '../../config/app-config';
import { KEY_BYTES } from './aes-gcm';
import { UnknownKeyError } from './crypto-errors';
import { unwrapKey, wrapKey } from './key-wrap';
import { checkMasterKeys } from './master-key-check';
import { MasterKeyRing } from './master-key-ring';
import { loadMasterKeyRing } from './master-key-ring-loader';
import { rewrapAllKeys } from './rewrap-keys';

export interface DataKey {
  id: string;
  key: Buffer;
}


/**
 * Envelope keys: one data key per company (a new one per rotation), random, kept in `company_data_keys` wrapped by
 * the ring's master key; unwrapped keys are kept in process memory. The first write of a company makes its key;
 * two processes doing so at once end with one (a unique index on the active key, ON CONFLICT DO NOTHING).
 * At start (every process: API, worker, CLI) the stored keys are checked against the ring (master-key-check.ts).
 * A process keeps using a company's active key for DATA_KEY_CACHE_MS before asking again (a rotation elsewhere is seen by then).
 */
@Injectable()
export class DataKeyStore implements OnApplicationBootstrap {
  private readonly logger = new Logger('Encryption');
  private loadedRing?: MasterKeyRing;
  private readonly unwrapped = new Map<string, Buffer>();
  private readonly active = new Map<string, { key: DataKey; until: number }>();
  private indexRoot?: Buffer;
  private storedKeysCheck?: Promise<void>;

  constructor(
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Read (or made) on first use: contexts that never encrypt (the OpenAPI generator) touch no file. */
  get ring(): MasterKeyRing {
    if (!this.loadedRing) {
      const { ring, madeFile } = loadMasterKeyRing(this.config);
      if (madeFile) this.logger.log(`no ENCRYPTION_KEYS or ENCRYPTION_KEYS_FILE: made master key ${ring.primary.id} in ${madeFile} (mode 0600)`);
      this.loadedRing = ring;
    }
    return this.loadedRing;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.storedKeysChecked();
  }

  /**
   * The start-up check, once per process. Every unwrap of a stored key waits for it: other bootstrap hooks run
   * beside this one (the audit chain key) and must fail with its explanation, not with a bare unknown key id.
   */
  storedKeysChecked(): Promise<void> {
    return (this.storedKeysCheck ??= checkMasterKeys(this.db, this.ring));
  }

  /** The key that encrypts a company's new values and files, made on first use. */
  async activeKey(companyId: string): Promise<DataKey> {
    const cached = this.active.get(companyId);
    if (cached && cached.until > Date.now()) return cached.key;
    const key = (await this.findActive(companyId)) ?? (await this.createActive(companyId)) ?? (await this.findActive(companyId));
    if (!key) throw new Error(`company ${companyId} has no active data key after making one`);
    this.active.set(companyId, { key, until: Date.now() + this.config.dataKeyCacheMs });
    return key;
  }

  /** The company's active key read from the database now (the rotation job must not seal under a key retired elsewhere). */
  async currentActiveKey(companyId: string): Promise<DataKey> {
    this.active.delete(companyId);
    return this.activeKey(companyId);
  }

  /**
   * Data-key rotation: in one transaction the company's active key is retired and a new one made active. Processes
   * that cached the old key keep sealing under it until their cache expires (DATA_KEY_CACHE_MS); it still decrypts,
   * and the re-encryption job goes on until nothing is left on it.
   */
  async rotate(companyId: string): Promise<{ retired: string | null; active: string }> {
    const id = newKeyId('dk');
    const key = randomBytes(KEY_BYTES);
    const master = this.ring.primary;
    const retired = await writeTransaction(this.db, async (em) => {
      const [rows]: [{ id: string }[], number] = await em.query(
        'UPDATE company_data_keys SET retired_at = now() WHERE company_id = $1 AND retired_at IS NULL RETURNING id',
        [companyId],
      );
      await em.query('INSERT INTO company_data_keys (company_id, id, master_key_id, wrapped_key) VALUES ($1, $2, $3, $4)', [
        companyId, id, master.id, wrapKey(master.key, key, { companyId, keyId: id }),
      ]);
      return rows[0]?.id ?? null;
    });
    this.unwrapped.set(`${companyId}/${id}`, key);
    this.active.set(companyId, { key: { id, key }, until: Date.now() + this.config.dataKeyCacheMs });
    return { retired, active: id };
  }

  /** A company's data key by id (the id a ciphertext or file header names), active or retired. */
  async key(companyId: string, keyId: string): Promise<Buffer> {
    const cached = this.unwrapped.get(`${companyId}/${keyId}`);
    if (cached) return cached;
    const [row]: KeyRow[] = await this.db.query(
      'SELECT id, master_key_id, wrapped_key FROM company_data_keys WHERE company_id = $1 AND id = $2',
      [companyId, keyId],
    );
    if (!row) throw new UnknownKeyError('data key', keyId);
    await this.storedKeysChecked();
    return this.unwrapRow(companyId, row);
  }

  /** The instance's blind-index root key (blind-index.ts derives one key per purpose from it), made on first use. */
  async blindIndexRootKey(): Promise<Buffer> {
    if (this.indexRoot) return this.indexRoot;
    const select = 'SELECT id, master_key_id, wrapped_key FROM blind_index_keys';
    let [row]: KeyRow[] = await this.db.query(select);
    if (!row) {
      const id = newKeyId('bi');
      const master = this.ring.primary;
      await this.db.query(
        'INSERT INTO blind_index_keys (id, master_key_id, wrapped_key) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [id, master.id, wrapKey(master.key, randomBytes(KEY_BYTES), { blindIndexKeyId: id })],
      );
      [row] = await this.db.query(select);
    }
    await this.storedKeysChecked();
    this.indexRoot = unwrapKey(this.ring.key(row.master_key_id), row.wrapped_key, { blindIndexKeyId: row.id });
    return this.indexRoot;
  }

  /** Master-key rotation: every data key (and the blind-index root key) rewrapped under the ring's first key. */
  rewrapAll(): Promise<{ rewrapped: number }> {
    return rewrapAllKeys(this.db, this.ring);
  }

  private async findActive(companyId: string): Promise<DataKey | null> {
    const [row]: KeyRow[] = await this.db.query(
      'SELECT id, master_key_id, wrapped_key FROM company_data_keys WHERE company_id = $1 AND retired_at IS NULL',
      [companyId],
    );
    if (!row) return null;
    await this.storedKeysChecked();
    return { id: row.id, key: this.unwrapRow(companyId, row) };
  }

  /**
   * Makes a new company's first data key inside the transaction that creates the company (a key row written on
   * another connection could not reference the uncommitted company), so values sealed in that transaction (the
   * owner's calendar feed token) have their key; rolled back with the company.
   */
  async createFirstKey(em: EntityManager, companyId: string): Promise<void> {
    const key = await this.createActive(companyId, em);
    if (key) this.active.set(companyId, { key, until: Date.now() + this.config.dataKeyCacheMs });
  }

  /** Null when another process made the company's active key first. */
  private async createActive(companyId: string, runner: Pick<EntityManager, 'query'> = this.db): Promise<DataKey | null> {
    const id = newKeyId('dk');
    const key = randomBytes(KEY_BYTES);
    const master = this.ring.primary;
    const inserted: unknown[] = await runner.query(
      `INSERT INTO company_data_keys (company_id, id, master_key_id, wrapped_key) VALUES ($1, $2, $3, $4)
       ON CONFLICT (company_id) WHERE retired_at IS NULL DO NOTHING RETURNING id`,
      [companyId, id, master.id, wrapKey(master.key, key, { companyId, keyId: id })],
    );
    if (!inserted.length) return null;
    this.unwrapped.set(`${companyId}/${id}`, key);
    return { id, key };
  }

  private unwrapRow(companyId: string, row: KeyRow): Buffer {
    const key = unwrapKey(this.ring.key(row.master_key_id), row.wrapped_key, { companyId, keyId: row.id });
    this.unwrapped.set(`${companyId}/${row.id}`, key);
    return key;
  }
}

interface KeyRow {
  id: string;
  master_key_id: string;
  wrapped_key: Buffer;
}

/** Key ids are named inside every ciphertext: short (10 characters), random, unique within their company. */
function newKeyId(prefix: string): string {
  return prefix + randomBytes(6).toString('base64url');
}
