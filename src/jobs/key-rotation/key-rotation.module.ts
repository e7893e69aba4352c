import { Module } from '@nestjs/common';
import { KeyRotationQueue } from './key-rotation-queue';
import { KeyRotationService } from './key-rotation.service';
import { EXTRA_KEYED_STORES, KeyedStores } from './keyed-stores';
import { ReencryptJob } from './reencrypt.job';

/**
 * Data-key rotation (docs/security.md, "Data-key rotation"): loaded in every role, the console included (its commands);
 * the job runs where workers run. The files store plugs in through EXTRA_KEYED_STORES.
 */
@Module({
  providers: [KeyedStores, KeyRotationQueue, KeyRotationService, ReencryptJob, { provide: EXTRA_KEYED_STORES, useValue: [] }],
  exports: [KeyRotationService, KeyedStores],
})
export class KeyRotationModule {}
