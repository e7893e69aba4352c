import { aadOf, IV_BYTES, KEY_BYTES, open, seal } from './aes-gcm';
import { DecryptionError } from './crypto-errors';

/** What a wrapped key is bound to: a wrapped key copied to another company or key id does not unwrap. */
export type WrapBinding = { companyId: string; keyId: string } | { blindIndexKeyId: string };

function aad(binding: WrapBinding): Buffer {
  return 'companyId' in binding
    ? aadOf(['personnel.company-data-key', 'v1', binding.companyId, binding.keyId])
    : aadOf(['personnel.blind-index-key', 'v1', binding.blindIndexKeyId]);
}

function describe(binding: WrapBinding): string {
  return 'companyId' in binding ? `data key ${binding.keyId} of company ${binding.companyId}` : `blind-index key ${binding.blindIndexKeyId}`;
}

/** AES-256-GCM of a 32-byte key under a master key: IV (12 bytes), then the sealed key and tag (48 bytes). */
export function wrapKey(masterKey: Buffer, key: Buffer, binding: WrapBinding): Buffer {
  if (key.length !== KEY_BYTES) throw new Error('only 32-byte keys are wrapped');
  const { iv, sealed } = seal(masterKey, key, aad(binding));
  return Buffer.concat([iv, sealed]);
}

export function unwrapKey(masterKey: Buffer, wrapped: Buffer, binding: WrapBinding): Buffer {
  const key = open(masterKey, wrapped.subarray(0, IV_BYTES), wrapped.subarray(IV_BYTES), aad(binding), describe(binding));
  if (key.length !== KEY_BYTES) throw new DecryptionError(describe(binding));
  return key;
}
