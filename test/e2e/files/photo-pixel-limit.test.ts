import sharp from 'sharp';
import { MAX_PHOTO_PIXELS, PHOTO_DECODE_CONCURRENCY, photoDecodeLimit } from '../../../src/modules/files/photo-variants';
import { newCompany, newUser, TestCompany } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { upload } from './files-support';

/** A large, highly compressible PNG: a few hundred KB on the wire, width x height pixels once decoded. */
const flatPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } }).png({ compressionLevel: 9 }).toBuffer();

/** Pixel flood: a profile photo's pixels are capped before decoding, and decodes run a few at a time. */
describe('files: profile photo pixel limit and bounded decoding', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('a photo of more than 4096 x 4096 pixels is refused with 422 on file, whatever its size in bytes', async () => {
    const user = await newUser(t, c.companyId, 'user');
    const flood = await flatPng(6300, 6300);
    expect(flood.length).toBeLessThan(1024 * 1024);
    expect(6300 * 6300).toBeGreaterThan(MAX_PHOTO_PIXELS);
    const res = await upload(t, user.token, { type: 'profilePhoto', personId: user.personId, filename: 'me.png', bytes: flood });
    expectError(res, 422, 'ValidationError', ['file']);
    expect(res.body.issues[0].reason).toContain('6300 x 6300 pixels');
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM files WHERE uploaded_by = $1`, [user.personId]);
    expect(n).toBe(0);
  });

  it('a photo just within the limit (4096 x 4096) is accepted', async () => {
    const res = await upload(t, c.token, { type: 'profilePhoto', personId: c.ownerId, filename: 'edge.png', bytes: await flatPng(4096, 4096) });
    expect(res.status).toBe(201);
  });

  it('16 large photos uploaded at once are decoded at most PHOTO_DECODE_CONCURRENCY at a time, with bounded memory', async () => {
    // Each decodes to 4000 x 4000 x 3 = 48 MB of pixels; decoded all at once that is over 750 MB.
    const photo = await flatPng(4000, 4000);
    const users = await Promise.all(Array.from({ length: 16 }, () => newUser(t, c.companyId, 'user')));
    global.gc?.();
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
    photoDecodeLimit.peak = 0;
    try {
      const results = await Promise.all(users.map((u) => upload(t, u.token, { type: 'profilePhoto', personId: u.personId, filename: 'me.png', bytes: photo })));
      expect(results.map((r) => r.status)).toEqual(Array(16).fill(201));
    } finally {
      clearInterval(sampler);
    }
    expect(photoDecodeLimit.peak).toBeGreaterThanOrEqual(1);
    expect(photoDecodeLimit.peak).toBeLessThanOrEqual(PHOTO_DECODE_CONCURRENCY);
    expect(photoDecodeLimit.running).toBe(0);
    // Generous bound: two streaming decodes need a few tens of MB; sixteen full decodes needed well over 750 MB.
    const growthMb = (peak - before) / 1024 / 1024;
    expect(growthMb).toBeLessThan(300);
  });
});
