import { Injectable } from '@nestjs/common';
import { fieldContext, SealedValues } from '../../../core/crypto';
import { PROVISIONING_TARGET_SEALED } from '../provisioning-target.entity';
import type { TargetRow } from './target-store';

/** A target's sealed credentials, opened by the worker just before a pass (never logged, never kept). */
@Injectable()
export class TargetSecrets {
  constructor(private readonly sealedValues: SealedValues) {}

  async open(target: TargetRow, field: 'token' | 'clientSecret'): Promise<string> {
    const opened = await this.sealedValues.open(target[field], fieldContext(PROVISIONING_TARGET_SEALED, field, target.companyId, target.id));
    if (typeof opened !== 'string') throw new Error(`the target has no ${field}`);
    return opened;
  }
}
