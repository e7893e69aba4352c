import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/** How long a node that lost the race waits for the winner's certificate (the winner writes it right after its key). */
const WINNER_WAIT_MS = 15_000;

/**
 * D6 `TLS_MODE=auto`: the configured certificate files, or a self-signed certificate
 * made on first start and kept in the data folder for the next starts.
 * Several nodes starting together on one empty DATA_DIR end up with one certificate: each makes a
 * pair in temporary files, the key is published with an exclusive link (one winner), and the
 * others read the winner's pair.
 */
export async function loadTlsMaterial(config: AppConfig): Promise<TlsMaterial | null> {
  if (config.tlsMode !== 'auto') return null;
  if (config.tlsCertFile && config.tlsKeyFile) {
    return { cert: readFileSync(config.tlsCertFile, 'utf8'), key: readFileSync(config.tlsKeyFile, 'utf8') };
  }
  const dir = path.join(config.dataDir, 'tls');
  const files = { certFile: path.join(dir, 'self-signed.crt'), keyFile: path.join(dir, 'self-signed.key') };
  if (existsSync(files.keyFile)) return readWinner(files);

  const pems = await makeSelfSigned();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const suffix = `.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const temp = { keyFile: files.keyFile + suffix, certFile: files.certFile + suffix };
  try {
    writeFileSync(temp.keyFile, pems.private, { flag: 'wx', mode: 0o600 });
    writeFileSync(temp.certFile, pems.cert, { flag: 'wx', mode: 0o644 });
    try {
      linkSync(temp.keyFile, files.keyFile); // fails with EEXIST when another node published first
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return readWinner(files);
    }
    linkSync(temp.certFile, files.certFile);
    return { cert: pems.cert, key: pems.private };
  } finally {
    rmSync(temp.keyFile, { force: true });
    rmSync(temp.certFile, { force: true });
  }
}

/** The published pair; the certificate follows its key within moments, so wait for it a little. */
async function readWinner(files: { certFile: string; keyFile: string }): Promise<TlsMaterial> {
  const deadline = Date.now() + WINNER_WAIT_MS;
  while (!existsSync(files.certFile)) {
    if (Date.now() > deadline) {
      const age = Math.round((Date.now() - statSync(files.keyFile).mtimeMs) / 1000);
      throw new Error(`${files.keyFile} (${age} s old) has no ${path.basename(files.certFile)} beside it: remove the key to make a new certificate`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { cert: readFileSync(files.certFile, 'utf8'), key: readFileSync(files.keyFile, 'utf8') };
}

function makeSelfSigned() {
  return loadSelfSigned().generate([{ name: 'commonName', value: 'localhost' }], {
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
}
