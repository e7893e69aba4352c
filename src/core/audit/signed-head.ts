import { createPrivateKey, createPublicKey, KeyObject, sign, verify } from 'node:crypto';
import { hmacSha256 } from '../crypto/hmac';
import { canonicalJson } from './audit-chain';

export const SIGNED_HEAD_FORMAT = 'personnel-audit-head/v1';

/**
 * A company's chain head as `audit:head` prints it, for the operator to keep outside the database (a signed tree head
 * of Certificate Transparency, RFC 6962 §3.5, is the model): `audit:verify --head` then finds a chain that no longer
 * reaches it. Signed with Ed25519 under a key derived from the chain key, so anyone holding `publicKey` can check a
 * statement, and only the service can make one.
 */
export interface SignedHead {
  format: typeof SIGNED_HEAD_FORMAT;
  companyId: string;
  seq: string;
  hash: string;
  signedAt: string;
  publicKey: string;
  signature: string;
}

/** PKCS#8 DER prefix of an Ed25519 private key; the 32-byte seed follows (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
interface SigningKey {
  privateKey: KeyObject;
  publicKeyObject: KeyObject;
  /** DER (SPKI), base64: what a statement carries. */
  publicKey: string;
}
const signingKeys = new WeakMap<Buffer, SigningKey>();

function signingKey(chainKey: Buffer): SigningKey {
  let key = signingKeys.get(chainKey);
  if (!key) {
    const seed = Buffer.from(hmacSha256(chainKey, 'personnel.audit.signed-head.ed25519.v1', 'hex'), 'hex');
    const privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
    const publicKeyObject = createPublicKey(privateKey);
    const publicKey = publicKeyObject.export({ format: 'der', type: 'spki' }).toString('base64');
    signingKeys.set(chainKey, (key = { privateKey, publicKeyObject, publicKey }));
  }
  return key;
}

const signedText = (head: Pick<SignedHead, 'companyId' | 'seq' | 'hash' | 'signedAt'>) =>
  canonicalJson([SIGNED_HEAD_FORMAT, head.companyId, head.seq, head.hash, head.signedAt]);

export function signHead(chainKey: Buffer, head: { companyId: string; seq: string; hash: string }, at: Date): SignedHead {
  const { privateKey, publicKey } = signingKey(chainKey);
  const fields = { companyId: head.companyId, seq: head.seq, hash: head.hash, signedAt: at.toISOString() };
  const signature = sign(null, Buffer.from(signedText(fields)), privateKey).toString('base64');
  return { format: SIGNED_HEAD_FORMAT, ...fields, publicKey, signature };
}

/**
 * A kept head, checked against this instance's key (not the public key it carries, which anyone could replace).
 * Answers why it is not one, or null.
 */
export function signedHeadProblem(chainKey: Buffer, head: SignedHead): string | null {
  const { publicKey, publicKeyObject } = signingKey(chainKey);
  if (head.publicKey !== publicKey) return "it was not signed with this instance's key";
  if (!verify(null, Buffer.from(signedText(head)), publicKeyObject, Buffer.from(head.signature, 'base64'))) {
    return 'its signature does not verify';
  }
  return null;
}

/** A statement as read from a file or an argument: its shape checked, its signature not yet. */
export function parseSignedHead(value: unknown): SignedHead | string {
  if (typeof value !== 'object' || value === null) return 'a signed head is a JSON object';
  const head = value as Record<string, unknown>;
  if (head.format !== SIGNED_HEAD_FORMAT) return `a signed head has "format": "${SIGNED_HEAD_FORMAT}"`;
  for (const name of ['companyId', 'seq', 'hash', 'signedAt', 'publicKey', 'signature']) {
    if (typeof head[name] !== 'string') return `a signed head has a string "${name}"`;
  }
  if (!/^\d+$/.test(head.seq as string)) return 'a signed head\'s "seq" is a whole number';
  return head as unknown as SignedHead;
}
