import { DynamicModule, FactoryProvider, Module } from '@nestjs/common';
import { EncryptAfterUpgradeJob } from './encrypt-after-upgrade.job';
import type { KeyedStore } from './keyed-store';
import { KeyRotationQueue } from './key-rotation-queue';
import { KeyRotationService } from './key-rotation.service';
import { EXTRA_KEYED_STORES, KeyedStores } from './keyed-stores';
import { ReencryptJob } from './reencrypt.job';

/** The stores beyond the database's sealed values, from the modules that keep them (files and export files). */
export interface ExtraKeyedStores {
  imports: NonNullable<DynamicModule['imports']>;
  inject: NonNullable<FactoryProvider['inject']>;
  useFactory: (...deps: never[]) => KeyedStore[];
}

/**
 * Data-key rotation (docs/security.md, "Data-key rotation"): loaded in every role, the console included (its commands);
 * the job runs where workers run. The composition root names the modules whose files are more stores.
 */
@Module({})
export class KeyRotationModule {
  static forRoot(extra: ExtraKeyedStores): DynamicModule {
    return {
      module: KeyRotationModule,
      imports: extra.imports,
      providers: [
        KeyedStores, KeyRotationQueue, KeyRotationService, ReencryptJob, EncryptAfterUpgradeJob,
        { provide: EXTRA_KEYED_STORES, inject: extra.inject, useFactory: extra.useFactory as (...deps: unknown[]) => KeyedStore[] },
      ],
      exports: [KeyRotationService, KeyedStores],
    };
  }
}
