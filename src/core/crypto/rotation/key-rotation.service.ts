import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../../config/config.module';
import type { AppConfig } from '../../../config/app-config';
import { DataKeyStore } from '..';
import { companiesWithKeys, companyKeys, deleteRetiredKey } from './company-key-rows';
import { PLAIN } from './keyed-store';
import { ApiError } from '../../errors/api-error';
import { KeyRotationQueue } from './key-rotation-queue';
import { KeyedStores } from './keyed-stores';

/** One data key of a company in `keys:status`: what still uses it, per store. */
export interface KeyUse {
  id: string;
  status: 'active' | 'retired';
  createdAt: Date;
  retiredAt: Date | null;
  rows: Record<string, number>;
  files: Record<string, number>;
}

export interface CompanyKeyStatus {
  companyId: string;
  keys: KeyUse[];
  /** Values not encrypted yet (left from before the upgrade), per store. */
  plain: Record<string, number>;
  /** Rows and files not on the active key (plain included): 0 when the re-encryption is complete. */
  left: number;
}

/** The console's data-key commands (docs/security.md, "Data-key rotation"). */
@Injectable()
export class KeyRotationService {
  constructor(
    private readonly db: DataSource,
    private readonly keys: DataKeyStore,
    private readonly stores: KeyedStores,
    private readonly queue: KeyRotationQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `keys:rotate`: a new active key per company, the old one retired, and the re-encryption queued. */
  async rotate(companyId?: string): Promise<{ rotated: { companyId: string; retired: string | null; active: string }[] }> {
    const rotated = [];
    for (const id of await this.companies(companyId)) rotated.push({ companyId: id, ...(await this.keys.rotate(id)) });
    await this.queue.add(rotated.map((r) => ({ data: { companyId: r.companyId } })));
    return { rotated };
  }

  /** `keys:encrypt-existing`: the re-encryption queued without a rotation (plain values after the upgrade, leftovers). */
  async encryptExisting(companyId?: string): Promise<{ queued: string[] }> {
    const queued = await this.companies(companyId);
    await this.queue.add(queued.map((id) => ({ data: { companyId: id, existing: true as const } })));
    return { queued };
  }

  /** `keys:status`: per company and key id, the rows and files still using it, and the plain values left. */
  async status(companyId?: string): Promise<{ companies: CompanyKeyStatus[] }> {
    const companies = [];
    for (const id of await this.companies(companyId)) companies.push(await this.companyStatus(id));
    return { companies };
  }

  /** `keys:delete`: a retired key goes only when no row or file uses it any more. */
  async deleteKey(companyId: string, keyId: string): Promise<{ deleted: string }> {
    const status = await this.companyStatus(companyId);
    const key = status.keys.find((k) => k.id === keyId);
    if (!key) throw ApiError.notFound(`company ${companyId} has no data key ${keyId}`);
    if (key.status === 'active') throw new ApiError(409, `data key ${keyId} is the active key of company ${companyId}; rotate first (keys:rotate)`, 'KeyInUse');
    const uses = Object.entries({ ...key.rows, ...key.files });
    const total = uses.reduce((sum, [, n]) => sum + n, 0);
    if (total > 0) {
      const where = uses.map(([store, n]) => `${store} ${n}`).join(', ');
      throw new ApiError(409, `data key ${keyId} of company ${companyId} is still used by ${total} (${where}); wait for the re-encryption (keys:status) or run keys:encrypt-existing`, 'KeyInUse');
    }
    // A process may seal under a key retired less than its cache time ago: not deleted before that has passed.
    if (!(await deleteRetiredKey(this.db, companyId, keyId, 2 * this.config.dataKeyCacheMs))) {
      throw new ApiError(409, `data key ${keyId} of company ${companyId} was retired less than ${(2 * this.config.dataKeyCacheMs) / 1000} s ago; processes may still be sealing under it, try again later`, 'KeyInUse');
    }
    return { deleted: keyId };
  }

  private async companyStatus(companyId: string): Promise<CompanyKeyStatus> {
    const keys: KeyUse[] = (await companyKeys(this.db, companyId)).map((k) => ({
      id: k.id, status: k.retiredAt ? 'retired' : 'active', createdAt: k.createdAt, retiredAt: k.retiredAt, rows: {}, files: {},
    }));
    const plain: Record<string, number> = {};
    let left = 0;
    for (const store of this.stores.all()) {
      for (const [keyId, n] of Object.entries(await store.countByKey(companyId))) {
        const key = keys.find((k) => k.id === keyId);
        if (keyId === PLAIN) plain[store.name] = n;
        else if (key) key[store.unit][store.name] = n;
        // A key id no key row has (deleted while something still used it) is reported all the same.
        else keys.push({ id: keyId, status: 'retired', createdAt: new Date(0), retiredAt: null, rows: {}, files: {}, [store.unit]: { [store.name]: n } });
        if (keyId === PLAIN || key?.status !== 'active') left += n;
      }
    }
    return { companyId, keys, plain, left };
  }

  /** The given company, else every company with a data key or anything stored under one (or plain). */
  private async companies(companyId?: string): Promise<string[]> {
    if (companyId) return [companyId];
    const found = new Set(await companiesWithKeys(this.db));
    for (const store of this.stores.all()) for (const id of await store.companies()) found.add(id);
    return [...found].sort();
  }
}
