import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { newCompany, TestCompany } from '../../support/factories';
import { growthDuring } from '../../support/memory-growth';
import { listenOnLoopback } from '../../support/plain-http';
import { createTestApp, TestApp } from '../../support/test-app';

const MB = 1024 * 1024;
const SIZE = 25 * MB;
/** A PDF of SIZE bytes made chunk by chunk (the test holds no copy of it): the header, random bytes, the trailer. */
function* pdfChunks(seed: Buffer): Generator<Buffer> {
  yield Buffer.from('%PDF-1.4\n');
  let left = SIZE - 9 - 6;
  while (left > 0) {
    const n = Math.min(64 * 1024, left);
    yield seed.subarray(0, n);
    left -= n;
  }
  yield Buffer.from('%%EOF\n');
}


describe('encrypted files: a 25 MB document streams through encryption with bounded memory', () => {
  let t: TestApp;
  let c: TestCompany;
  let base: string;
  const seed = randomBytes(64 * 1024);
  const expected = createHash('sha256');
  for (const chunk of pdfChunks(seed)) expected.update(chunk);
  const digest = expected.digest('hex');
  let url: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { MAX_UPLOAD_BYTES: String(30 * MB) } });
    c = await newCompany(t);
    base = await listenOnLoopback(t.app);
  });
  afterAll(() => t.close());

  it('the upload adds under 40 MB of RSS and of live memory (the file is never held whole)', async () => {
    const boundary = `----personnel${randomBytes(8).toString('hex')}`;
    const growth = await growthDuring(async () => {
      const body = await new Promise<string>((resolve, reject) => {
        const req = httpRequest(`${base}/api/files`, {
          method: 'POST', headers: { authorization: `Bearer ${c.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        }, (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => (res.statusCode === 201 ? resolve(text) : reject(new Error(`${res.statusCode} ${text}`))));
        });
        req.on('error', reject);
        req.write(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\ndocument\r\n`);
        req.write(`--${boundary}\r\nContent-Disposition: form-data; name="personId"\r\n\r\n${c.ownerId}\r\n`);
        req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
        const chunks = pdfChunks(seed);
        const pump = () => {
          for (let next = chunks.next(); !next.done; next = chunks.next()) if (!req.write(next.value)) return void req.once('drain', pump);
          req.end(`\r\n--${boundary}--\r\n`);
        };
        pump();
      });
      url = JSON.parse(body).url;
    });
    const [{ key_id }] = await t.db.query('SELECT key_id FROM files WHERE company_id = $1', [c.companyId]);
    expect(key_id).toMatch(/^dk/);
    expect(growth.rss).toBeLessThan(40);
    expect(growth.live).toBeLessThan(40);
  });

  it('the download (decrypted on the way) adds under 40 MB of RSS and of live memory, and answers the 25 MB', async () => {
    const hash = createHash('sha256');
    let received = 0;
    const growth = await growthDuring(
      () =>
        new Promise<void>((resolve, reject) => {
          httpRequest(`${base}${url}`, (res) => {
            expect(res.headers['content-length']).toBe(String(SIZE));
            res.on('data', (chunk: Buffer) => {
              hash.update(chunk);
              received += chunk.length;
            });
            res.on('end', resolve);
            res.on('error', reject);
          })
            .on('error', reject)
            .end();
        }),
    );
    expect(received).toBe(SIZE);
    expect(hash.digest('hex')).toBe(digest);
    expect(growth.rss).toBeLessThan(40);
    expect(growth.live).toBeLessThan(40);
  });
});
