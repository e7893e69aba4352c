import sharp from 'sharp';
import { Clock } from '../../../src/core/clock';
import { makePhotoVariants } from '../../../src/modules/files/photo-variants';
import { newCompany, newUser, TestCompany } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { docx, download, elf, exe, multipartBody, pdf, png, pngClaiming, rotatedJpeg, upload, zip } from './files-support';

const LIMIT = 2 * 1024 * 1024;
const SIZES = ['64', '96', '104', '136', '156', '204', '320', '480'];

/** POST /api/files (D10): sniffing, refusals, variants, the signed content routes. */
describe('files: upload and content', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp({ env: { MAX_UPLOAD_BYTES: String(LIMIT) } });
    c = await newCompany(t);
  });
  afterAll(() => t.close());
  afterEach(() => t.app.get(Clock).reset());

  it('stores a PDF document byte for byte with its sniffed type and original name', async () => {
    const bytes = pdf(300_000);
    const res = await upload(t, c.token, { type: 'document', personId: c.ownerId, filename: 'Contract 2025 – signed.pdf', bytes });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String), companyId: c.companyId, personId: c.ownerId, type: 'document', uploadedBy: c.ownerId,
      filename: 'Contract 2025 – signed.pdf', url: expect.stringMatching(new RegExp(`^/api/files/${res.body.id}/content\\?expires=\\d+&signature=[\\w-]+$`)),
      variants: null, createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    const got = await download(t, res.body.url);
    expect(got.status).toBe(200);
    expect(Buffer.compare(got.bytes, bytes)).toBe(0);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toBe(`attachment; filename="Contract 2025 _ signed.pdf"; filename*=UTF-8''Contract%202025%20%E2%80%93%20signed.pdf`);
    expect(got.headers['content-length']).toBe(String(bytes.length));
    const [row] = await t.db.query('SELECT content_type, size, attached_to FROM files WHERE id = $1', [res.body.id]);
    expect(row).toEqual({ content_type: 'application/pdf', size: String(bytes.length), attached_to: null });
  });

  it('the content type comes from the bytes, never from the name or the part header', async () => {
    const res = await upload(t, c.token, { type: 'document', filename: 'photo.pdf', bytes: await png(), personId: c.ownerId });
    expect(res.status).toBe(201);
    const got = await download(t, res.body.url);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toBe('inline; filename="photo.pdf"');
  });

  it('a profile photo gets the eight square variants; the original is kept as sent', async () => {
    const bytes = await png(640, 400);
    const res = await upload(t, c.token, { type: 'profilePhoto', personId: c.ownerId, filename: 'me.png', bytes });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body.variants).sort()).toEqual([...SIZES].sort());
    expect(Buffer.compare((await download(t, res.body.url)).bytes, bytes)).toBe(0);
    for (const size of SIZES) {
      expect(res.body.variants[size]).toMatch(new RegExp(`^/api/files/${res.body.id}/variants/${size}\\?expires=\\d+&signature=`));
      const got = await download(t, res.body.variants[size]);
      expect(got.status).toBe(200);
      expect(got.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(got.bytes).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([Number(size), Number(size), 'jpeg']);
    }
  });

  it('variants apply the EXIF orientation, crop the centre and strip the metadata', async () => {
    const res = await upload(t, c.token, { type: 'profilePhoto', personId: c.ownerId, filename: 'turned.jpg', bytes: await rotatedJpeg() });
    expect(res.status).toBe(201);
    const variant = (await download(t, res.body.variants['96'])).bytes;
    const meta = await sharp(variant).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    const { data, info } = await sharp(variant).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    // Upright, the picture is blue on the left and red on the right (unrotated, the top would be red).
    const [lr, , lb] = pixel(5, 5);
    const [rr, , rb] = pixel(90, 5);
    expect(lb).toBeGreaterThan(200);
    expect(lr).toBeLessThan(60);
    expect(rr).toBeGreaterThan(200);
    expect(rb).toBeLessThan(60);
  });

  it('a photo with transparency keeps it (PNG variants)', async () => {
    const res = await upload(t, c.token, { type: 'profilePhoto', personId: c.ownerId, bytes: await png(100, 100, true) });
    expect(res.status).toBe(201);
    const got = await download(t, res.body.variants['64']);
    expect(got.headers['content-type']).toBe('image/png');
    expect((await sharp(got.bytes).metadata()).hasAlpha).toBe(true);
  });

  it('office documents are sniffed by their contents; a GIF is a document but not a photo', async () => {
    const word = await upload(t, c.token, { type: 'document', personId: c.ownerId, filename: 'letter.docx', bytes: docx() });
    expect(word.status).toBe(201);
    expect((await download(t, word.body.url)).headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#0f0' } }).gif().toBuffer();
    expect((await upload(t, c.token, { type: 'document', personId: c.ownerId, bytes: gif })).status).toBe(201);
    expectError(await upload(t, c.token, { type: 'profilePhoto', personId: c.ownerId, bytes: gif }), 422, 'ValidationError', ['file']);
  });

  it('an Idempotency-Key makes a retried upload answer the first one (one file stored)', async () => {
    const { body, contentType } = multipartBody([{ name: 'type', value: 'document' }, { name: 'personId', value: c.ownerId }, { name: 'file', value: pdf(), filename: 'once.pdf' }]);
    const send = () => t.app.inject({
      method: 'POST', url: '/api/files', payload: body,
      headers: { authorization: `Bearer ${c.token}`, 'content-type': contentType, 'idempotency-key': `upload-${c.companyId}` },
    });
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(JSON.parse(again.body).id).toBe(JSON.parse(first.body).id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM files WHERE filename = 'once.pdf'`);
    expect(n).toBe(1);
  });

  describe('refusals', () => {
    it('an archive is refused', async () => {
      const res = await upload(t, c.token, { type: 'document', personId: c.ownerId, filename: 'report.pdf', bytes: zip({ 'run.sh': '#!/bin/sh\n' }) });
      expectError(res, 422, 'ValidationError', ['file']);
      expect(res.body.issues[0].reason).toContain('application/zip');
    });

    it('a photo whose header claims more than 4096 x 4096 pixels is refused before decoding', async () => {
      const bomb = await pngClaiming(20_000, 20_000);
      expect(bomb.length).toBeLessThan(1000);
      // Refused for its size, before any pixel is decoded.
      await expect(makePhotoVariants(bomb)).rejects.toThrow(/20000 x 20000 pixels/);
      expectError(await upload(t, c.token, { type: 'profilePhoto', personId: c.ownerId, bytes: bomb }), 422, 'ValidationError', ['file']);
    });

    it('a renamed executable is refused whatever its name (422)', async () => {
      const res = await upload(t, c.token, { type: 'document', personId: c.ownerId, filename: 'invoice.pdf', bytes: exe() });
      expectError(res, 422, 'ValidationError', ['file']);
      expect(res.body.issues[0].reason).toContain('application/x-msdownload');
      expectError(await upload(t, c.token, { type: 'document', personId: c.ownerId, filename: 'invoice.pdf', bytes: elf() }), 422, 'ValidationError', ['file']);
    });

    it('a script (no signature) is refused', async () => {
      const res = await upload(t, c.token, { type: 'document', personId: c.ownerId, filename: 'notes.pdf', bytes: Buffer.from('#!/bin/sh\nrm -rf /\n') });
      expectError(res, 422, 'ValidationError', ['file']);
    });

    it('a zero-byte file is refused', async () => {
      const res = await upload(t, c.token, { type: 'document', personId: c.ownerId, filename: 'empty.pdf', bytes: Buffer.alloc(0) });
      expectError(res, 422, 'ValidationError', ['file']);
      expect(res.body.issues[0].reason).toMatch(/^is empty/);
    });

    it('a truncated image is refused as a photo', async () => {
      const whole = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#336699' } }).jpeg().toBuffer();
      const res = await upload(t, c.token, { type: 'profilePhoto', personId: c.ownerId, bytes: whole.subarray(0, Math.floor(whole.length / 2)) });
      expectError(res, 422, 'ValidationError', ['file']);
    });

    it('a PDF is not a photo', async () => {
      expectError(await upload(t, c.token, { type: 'profilePhoto', personId: c.ownerId, bytes: pdf() }), 422, 'ValidationError', ['file']);
    });

    it('a file above MAX_UPLOAD_BYTES answers 413 and leaves nothing stored', async () => {
      const before = await t.db.query('SELECT count(*)::int AS n FROM files');
      const res = await upload(t, c.token, { type: 'document', personId: c.ownerId, bytes: pdf(LIMIT + 100_000) });
      expectError(res, 413, 'PayloadTooLarge');
      expect(await t.db.query('SELECT count(*)::int AS n FROM files')).toEqual(before);
    });

    it('type is required, one of the five, and comes before the file', async () => {
      expectError(await upload(t, c.token, { personId: c.ownerId, bytes: pdf() }), 422, 'ValidationError', ['type']);
      expectError(await upload(t, c.token, { type: 'avatar', personId: c.ownerId, bytes: pdf() }), 422, 'ValidationError', ['type']);
      const fileFirst = await upload(t, c.token, { parts: [{ name: 'file', value: pdf(), filename: 'a.pdf' }, { name: 'type', value: 'document' }] });
      expectError(fileFirst, 422, 'ValidationError', ['type']);
    });

    it('no file part, two file parts, unknown fields', async () => {
      expectError(await upload(t, c.token, { type: 'document', personId: c.ownerId }), 422, 'ValidationError', ['file']);
      const two = await upload(t, c.token, {
        parts: [{ name: 'type', value: 'document' }, { name: 'file', value: pdf(), filename: 'a.pdf' }, { name: 'file2', value: pdf(), filename: 'b.pdf' }],
      });
      expect([413, 422]).toContain(two.status);
      expectError(await upload(t, c.token, { parts: [{ name: 'type', value: 'document' }, { name: 'colour', value: 'red' }] }), 422, 'ValidationError', ['colour']);
    });

    it('a person of another company is refused; a person is required but for documents', async () => {
      const other = await newCompany(t);
      expectError(await upload(t, c.token, { type: 'document', personId: other.ownerId, bytes: pdf() }), 422, 'ValidationError', ['personId']);
      expectError(await upload(t, c.token, { type: 'equipment', bytes: pdf() }), 422, 'ValidationError', ['personId']);
    });

    it('malformed multipart answers 400; multipart anywhere else answers 415; JSON to the upload route 415', async () => {
      const res = await t.app.inject({
        method: 'POST', url: '/api/files', headers: { authorization: `Bearer ${c.token}`, 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: '--xyz\r\nContent-Disposition: form-data; name="type"\r\n\r\ndocu',
      });
      expect([400, 422]).toContain(res.statusCode);
      expect(JSON.parse(res.body)).toEqual(expect.objectContaining({ code: res.statusCode }));
      const { body, contentType } = multipartBody([{ name: 'name', value: 'Lisbon' }]);
      const elsewhere = await t.app.inject({ method: 'POST', url: '/api/locations', headers: { authorization: `Bearer ${c.token}`, 'content-type': contentType }, payload: body });
      expect(elsewhere.statusCode).toBe(415);
      expectError(await t.api.post('/api/files', c.token, { type: 'document' }), 415, 'UnsupportedMediaType');
    });
  });

  describe('signed links', () => {
    let file: { id: string; url: string; variants: Record<string, string> };
    beforeAll(async () => {
      file = (await upload(t, c.token, { type: 'profilePhoto', personId: c.ownerId, bytes: await png() })).body;
    });

    it('work without a token, for 15 minutes', async () => {
      expect((await download(t, file.url)).status).toBe(200);
      t.app.get(Clock).advance(14 * 60 * 1000);
      expect((await download(t, file.url)).status).toBe(200);
      t.app.get(Clock).advance(2 * 60 * 1000);
      const expired = await download(t, file.url);
      expect(expired.status).toBe(403);
      expect(expired.json).toEqual(expect.objectContaining({ code: 403, name: 'Forbidden', message: expect.stringContaining('expired') }));
      expect((await download(t, file.variants['64'])).status).toBe(403);
    });

    it('fail once altered: signature, expiry, id or variant', async () => {
      const url = new URL(file.url, 'http://x');
      const expires = url.searchParams.get('expires')!;
      const signature = url.searchParams.get('signature')!;
      const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
      const other = (await upload(t, c.token, { type: 'document', personId: c.ownerId, bytes: pdf() })).body;
      for (const altered of [
        `/api/files/${file.id}/content?expires=${expires}&signature=${flipped}`,
        `/api/files/${file.id}/content?expires=${Number(expires) + 3600}&signature=${signature}`,
        `/api/files/${other.id}/content?expires=${expires}&signature=${signature}`,
        `/api/files/${file.id}/variants/480?expires=${expires}&signature=${signature}`,
        `/api/files/${file.id}/content?expires=${expires}`,
        `/api/files/${file.id}/content`,
      ]) {
        const res = await download(t, altered);
        expect({ altered, status: res.status }).toEqual({ altered, status: 403 });
        expect(res.json).toEqual(expect.objectContaining({ code: 403, name: 'Forbidden' }));
      }
    });

    it('ETag and If-None-Match', async () => {
      const first = await download(t, file.url);
      expect(first.headers.etag).toMatch(/^"[\w-]{43}"$/);
      const again = await download(t, file.url, { 'if-none-match': first.headers.etag as string });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
      expect((await download(t, file.url, { 'if-none-match': '"other"' })).status).toBe(200);
    });

    it('Range: a slice, an open end, a suffix, and 416 outside the file', async () => {
      const whole = (await download(t, file.url)).bytes;
      const slice = await download(t, file.url, { range: 'bytes=10-19' });
      expect(slice.status).toBe(206);
      expect(slice.headers['content-range']).toBe(`bytes 10-19/${whole.length}`);
      expect(Buffer.compare(slice.bytes, whole.subarray(10, 20))).toBe(0);
      const open = await download(t, file.url, { range: 'bytes=100-' });
      expect(Buffer.compare(open.bytes, whole.subarray(100))).toBe(0);
      const suffix = await download(t, file.url, { range: 'bytes=-7' });
      expect(Buffer.compare(suffix.bytes, whole.subarray(whole.length - 7))).toBe(0);
      const outside = await download(t, file.url, { range: `bytes=${whole.length + 5}-` });
      expect(outside.status).toBe(416);
      expect(outside.headers['content-range']).toBe(`bytes */${whole.length}`);
      expect(outside.json).toEqual(expect.objectContaining({ code: 416 }));
    });
  });
});
