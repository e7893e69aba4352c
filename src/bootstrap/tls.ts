import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import type * as SelfSigned from 'selfsigned';
import type { AppConfig } from '../config/app-config';
import { lazyModule } from '../core/lazy-module';

/** Only the first start makes a certificate (kept in DATA_DIR): later ones never load the X.509 library. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadSelfSigned = lazyModule(() => require('selfsigned') as typeof SelfSigned);

export interface TlsMaterial {
  key: string;
  cert: string;
}

/**
 * D6 `TLS_MODE=auto`: the configured certificate files, or a self-signed certificate
 * made on first start and kept in the data folder for the next starts.
 */
export async function loadTlsMaterial(config: AppConfig): Promise<TlsMaterial | null> {
  if (config.tlsMode !== 'auto') return null;
  if (config.tlsCertFile && config.tlsKeyFile) {
    return { cert: readFileSync(config.tlsCertFile, 'utf8'), key: readFileSync(config.tlsKeyFile, 'utf8') };
  }
  const dir = path.join(config.dataDir, 'tls');
  const certFile = path.join(dir, 'self-signed.crt');
  const keyFile = path.join(dir, 'self-signed.key');
  if (existsSync(certFile) && existsSync(keyFile)) {
    return { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') };
  }
  const pems = await loadSelfSigned().generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 5 * 365 * 24 * 3600 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }, { type: 7, ip: '::1' }] },
    ],
  } as never);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(keyFile, pems.private, { mode: 0o600 });
  writeFileSync(certFile, pems.cert, { mode: 0o644 });
  return { cert: pems.cert, key: pems.private };
}
