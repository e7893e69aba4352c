import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import * as path from 'node:path';
import { Readable } from 'node:stream';
import { HEADER_BYTES, SEGMENT_BYTES } from '../../../src/core/crypto';
import { STORAGE_DRIVER, StorageDriver } from '../../../src/core/storage/storage-driver';
import { exportKeyUsage } from '../../../src/modules/data-exports';
import { FileKeysService } from '../../../src/modules/files';
import { newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { captureLogs } from '../../support/log-capture';
import { listenOnLoopback } from '../../support/plain-http';
import { encryptedObjectKey } from '../../support/stored-objects';
import { createTestApp, TestApp } from '../../support/test-app';
import { download, pdf, upload } from '../files/files-support';

/** Where the driver under test keeps its bytes on disk, and how to start and stop it. */
export interface RawStorage {
  env: Record<string, string>;
  /** The directory holding every stored byte (the local STORAGE_DIR, or the S3 server's store). */
  directory(t: TestApp): string;
  close(): Promise<void>;
}

/** Every file under `dir`, whole. */
function filesUnder(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) found.push(...filesUnder(full));
    else found.push(full);
  }
  return found;
}

/** A PDF whose every segment carries `marker` (so any plain segment of it would show). */
function markedPdf(marker: string, size: number): Buffer {
  const body = pdf(size);
  const text = Buffer.from(` ${marker} `);
  for (let at = 200; at + text.length < size - 40; at += 4096) text.copy(body, at);
  return body;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url');

/** A GET over real HTTP: status, headers, the bytes received and whether the response arrived whole. */
function httpGet(base: string, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer; complete: boolean }>((resolve, reject) => {
    const req = httpRequest(`${base}${url}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      const done = () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks), complete: res.complete });
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', done);
      res.on('error', done);
      res.on('aborted', done);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Encryption at rest of stored files (docs/security.md "Files"), on the driver `raw` starts: documents,
 * identity-document files and stored exports leave no plaintext in storage, still download whole and by range with
 * the same Content-Length and ETag, and stored bytes changed in storage are refused (an error, logged), never served.
 */
export function describeFilesAtRest(name: string, start: () => Promise<RawStorage>): void {
  describe(`stored files are encrypted at rest on ${name}`, () => {
    let t: TestApp;
    let c: TestCompany;
    let raw: RawStorage;
    let base: string;
    let storage: StorageDriver;
    const logs = captureLogs();
    const marker = `PLAINTEXT-MARKER-${randomBytes(6).toString('hex')}`;
    const docBytes = markedPdf(marker, 3 * SEGMENT_BYTES + 1234);
    const idBytes = markedPdf(marker, 20_000);
    let doc: { id: string; url: string };
    let idFile: { id: string; url: string };
    let exportUrl: string;

    beforeAll(async () => {
      raw = await start();
      t = await createTestApp({ env: raw.env, logStream: logs.stream });
      c = await newCompany(t);
      storage = t.app.get<StorageDriver>(STORAGE_DRIVER);
      base = await listenOnLoopback(t.app);
      doc = (await upload(t, c.token, { type: 'document', personId: c.ownerId, filename: 'contract.pdf', bytes: docBytes })).body;
      idFile = (await upload(t, c.token, { type: 'identityDocument', personId: c.ownerId, filename: 'passport.pdf', bytes: idBytes })).body;
      const person = await newPerson(t, c.token, await newLocation(t, c.token), { lastName: marker });
      const made = await t.api.post('/api/data-exports', c.token, { fields: ['firstName', 'lastName'] });
      expect(made.body).toMatchObject({ status: 'ready' });
      exportUrl = made.body.url;
      expect(person.lastName).toBe(marker);
    }, 60_000);
    afterAll(async () => {
      await t.close();
      await raw.close();
    });

    const objectKey = (fileId: string) => encryptedObjectKey(t, c.companyId, `${c.companyId}/${fileId}/original`);
    const readObject = async (key: string) => Buffer.concat(await (await storage.read(key)).toArray());
    /** Replaces the stored object as someone with access to the disk or bucket would; returns a restore function. */
    const tamper = async (fileId: string, change: (stored: Buffer) => Buffer) => {
      const key = await objectKey(fileId);
      const original = await readObject(key);
      await storage.put(key, Readable.from([change(Buffer.from(original))]));
      return () => storage.put(key, Readable.from([original]));
    };
    const flip = (at: number) => (stored: Buffer) => {
      stored[at] ^= 0x01;
      return stored;
    };
    const segmentAt = (index: number) => HEADER_BYTES + index * (SEGMENT_BYTES + 16);

    it('the storage holds no plaintext of documents, identity-document files or exports: 0 matches of the marker', async () => {
      const files = filesUnder(raw.directory(t));
      const stored = files.map((file) => readFileSync(file));
      expect(stored.reduce((sum, bytes) => sum + bytes.length, 0)).toBeGreaterThan(docBytes.length + idBytes.length);
      expect(stored.filter((bytes) => bytes.includes(marker) || bytes.includes(Buffer.from(marker, 'utf16le')))).toEqual([]);
      expect(await t.db.query('SELECT count(*)::int AS n FROM files WHERE company_id = $1 AND key_id IS NULL', [c.companyId])).toEqual([{ n: 0 }]);
      const [{ id: keyId }] = await t.db.query('SELECT id FROM company_data_keys WHERE company_id = $1', [c.companyId]);
      expect(await t.app.get(FileKeysService).usage(c.companyId)).toEqual([{ keyId, files: 2 }]);
      expect(await exportKeyUsage(t.db, c.companyId)).toEqual([{ keyId, exports: 1 }]);
    });

    it('downloads answer the original bytes, Content-Length of the plaintext and the plaintext\'s SHA-256 as ETag', async () => {
      for (const [file, bytes] of [[doc, docBytes], [idFile, idBytes]] as const) {
        const got = await download(t, file.url);
        expect(got.status).toBe(200);
        expect(Buffer.compare(got.bytes, bytes)).toBe(0);
        expect(got.headers['content-length']).toBe(String(bytes.length));
        expect(got.headers.etag).toBe(`"${sha256(bytes)}"`);
        expect((await download(t, file.url, { 'if-none-match': got.headers.etag as string })).status).toBe(304);
      }
      const exported = await t.app.inject({ method: 'GET', url: exportUrl });
      expect(exported.statusCode).toBe(200);
      expect(exported.body).toContain(marker);
      expect(exported.headers['content-length']).toBe(String(exported.rawPayload.length));
    });

    it('ranges answer exactly the bytes asked, within a segment, across segments and to the end', async () => {
      const cases: [string, number, number][] = [
        ['bytes=0-0', 0, 0],
        [`bytes=${SEGMENT_BYTES - 5}-${SEGMENT_BYTES + 5}`, SEGMENT_BYTES - 5, SEGMENT_BYTES + 5],
        [`bytes=${SEGMENT_BYTES}-${3 * SEGMENT_BYTES - 1}`, SEGMENT_BYTES, 3 * SEGMENT_BYTES - 1],
        ['bytes=-100', docBytes.length - 100, docBytes.length - 1],
        [`bytes=${2 * SEGMENT_BYTES + 7}-`, 2 * SEGMENT_BYTES + 7, docBytes.length - 1],
      ];
      for (const [range, start, end] of cases) {
        const part = await download(t, doc.url, { range });
        expect(part.status).toBe(206);
        expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${docBytes.length}`);
        expect(part.headers['content-length']).toBe(String(end - start + 1));
        expect(Buffer.compare(part.bytes, docBytes.subarray(start, end + 1))).toBe(0);
      }
      expect((await download(t, doc.url, { range: `bytes=${docBytes.length}-` })).status).toBe(416);
    });

    it('a Range read fetches only the header and the segments the range covers', async () => {
      const key = await objectKey(doc.id);
      const read = jest.spyOn(storage, 'read');
      try {
        const part = await download(t, doc.url, { range: `bytes=${2 * SEGMENT_BYTES + 10}-${2 * SEGMENT_BYTES + 20}` });
        expect(part.status).toBe(206);
        expect(read.mock.calls).toEqual([
          [key, { start: 0, end: HEADER_BYTES - 1 }],
          [key, { start: segmentAt(2), end: segmentAt(3) - 1 }],
        ]);
      } finally {
        read.mockRestore();
      }
    });

    it('one byte changed in the first segment or the header: 500 GeneralError, nothing of the file sent, logged with the file id', async () => {
      for (const at of [10, HEADER_BYTES + 100]) {
        const restore = await tamper(doc.id, flip(at));
        try {
          logs.lines.length = 0;
          const got = await httpGet(base, doc.url);
          expect(got.status).toBe(500);
          expect(JSON.parse(got.bytes.toString())).toMatchObject({ code: 500, name: 'GeneralError' });
          expect(got.bytes.includes(marker)).toBe(false);
          expect([got.headers.etag, got.headers['cache-control']]).toEqual([undefined, 'no-store']);
          expect(logs.lines.filter((line) => line.includes(`stored file ${doc.id} (original)`) && line.includes('refused'))).toHaveLength(1);
        } finally {
          await restore();
        }
      }
      expect(Buffer.compare((await download(t, doc.url)).bytes, docBytes)).toBe(0);
    });

    it('one byte changed in a later segment: the whole download is cut short (never completed), the Range over it answers 500', async () => {
      const restore = await tamper(doc.id, flip(segmentAt(2) + 500));
      try {
        logs.lines.length = 0;
        const whole = await httpGet(base, doc.url);
        expect(whole.status).toBe(200);
        expect(whole.headers['content-length']).toBe(String(docBytes.length));
        expect(whole.complete).toBe(false);
        expect(whole.bytes.length).toBeLessThanOrEqual(2 * SEGMENT_BYTES);
        expect(Buffer.compare(whole.bytes, docBytes.subarray(0, whole.bytes.length))).toBe(0);
        const range = await httpGet(base, doc.url, { range: `bytes=${2 * SEGMENT_BYTES}-${2 * SEGMENT_BYTES + 99}` });
        expect(range.status).toBe(500);
        expect(JSON.parse(range.bytes.toString())).toMatchObject({ code: 500, name: 'GeneralError' });
        // A range of untouched segments still reads: each segment is verified on its own.
        const before = await httpGet(base, doc.url, { range: 'bytes=0-99' });
        expect([before.status, Buffer.compare(before.bytes, docBytes.subarray(0, 100))]).toEqual([206, 0]);
        expect(logs.lines.filter((line) => line.includes(`stored file ${doc.id} (original)`) && line.includes('segment 2'))).toHaveLength(2);
      } finally {
        await restore();
      }
    });

    it('a truncated file, or another file\'s bytes put in its place, is refused: whole and by range', async () => {
      const cut = await tamper(doc.id, (stored) => stored.subarray(0, stored.length - 10));
      try {
        const whole = await httpGet(base, doc.url);
        expect(whole.complete).toBe(false);
        expect(whole.bytes.length).toBeLessThan(docBytes.length);
        expect((await httpGet(base, doc.url, { range: 'bytes=-10' })).status).toBe(500);
      } finally {
        await cut();
      }
      const other = await readObject(await objectKey(idFile.id));
      const swapped = await tamper(doc.id, () => other);
      try {
        logs.lines.length = 0;
        expect((await httpGet(base, doc.url)).status).toBe(500);
        expect((await httpGet(base, doc.url, { range: 'bytes=0-99' })).status).toBe(500);
        expect(logs.lines.filter((line) => line.includes(`stored file ${doc.id} (original)`))).toHaveLength(2);
      } finally {
        await swapped();
      }
    });

    it('storage failing during an upload answers an error, and the upload stores nothing', async () => {
      const put = jest.spyOn(storage, 'put').mockRejectedValueOnce(new Error('storage unavailable'));
      try {
        const res = await upload(t, c.token, { type: 'document', personId: c.ownerId, bytes: markedPdf(marker, 4 * 1024 * 1024) });
        expect(res.status).toBe(500);
      } finally {
        put.mockRestore();
      }
      expect(await t.db.query('SELECT count(*)::int AS n FROM files WHERE company_id = $1', [c.companyId])).toEqual([{ n: 2 }]);
    });

    it('a stored export changed in storage answers 500, logged with the export id', async () => {
      const exportId = exportUrl.split('/')[3];
      const key = await encryptedObjectKey(t, c.companyId, `${c.companyId}/data-exports/${exportId}`);
      const original = await readObject(key);
      const changed = Buffer.from(original);
      changed[HEADER_BYTES + 3] ^= 0x01;
      await storage.put(key, Readable.from([changed]));
      try {
        logs.lines.length = 0;
        const got = await httpGet(base, exportUrl);
        expect(got.status).toBe(500);
        expect(got.bytes.includes(marker)).toBe(false);
        expect(logs.lines.filter((line) => line.includes(`stored file ${exportId} (data-export)`))).toHaveLength(1);
      } finally {
        await storage.put(key, Readable.from([original]));
      }
    });
  });
}
