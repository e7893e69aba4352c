import fc from 'fast-check';
import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { multipartBody, pdf } from './files-support';

/** Hostile multipart bodies on POST /api/files: whatever arrives, a 4xx with the error object or a 201, never a 5xx. */
describe('files: hostile uploads', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp({ env: { MAX_UPLOAD_BYTES: '65536' } });
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  const send = async (headers: Record<string, string>, payload: Buffer | string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/files', headers: { authorization: `Bearer ${c.token}`, ...headers }, payload });
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
  };

  it('random parts, names, values and bytes', async () => {
    const part = fc.record({
      name: fc.oneof(fc.constantFrom('type', 'personId', 'file', '__proto__', 'constructor'), fc.string({ maxLength: 20 })),
      value: fc.oneof(
        fc.constantFrom('document', 'profilePhoto', 'leavingFile', '', 'null', c.ownerId),
        fc.string({ maxLength: 2000 }),
        fc.uint8Array({ maxLength: 70_000 }).map((a) => Buffer.from(a)),
        fc.constant(pdf(2000)),
      ),
      filename: fc.option(fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom('../../etc/passwd', 'a"b.pdf', 'ü.pdf')), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(part, { maxLength: 8 }), async (parts) => {
        const safe = parts.map((p) => ({ ...p, name: p.name.replace(/["\r\n]/g, ''), filename: p.filename?.replace(/["\r\n]/g, '') }));
        const { body, contentType } = multipartBody(safe);
        const res = await send({ 'content-type': contentType }, body);
        expect(res.status === 201 || (res.status >= 400 && res.status < 500)).toBe(true);
        if (res.status !== 201) expect(res.body).toEqual(expect.objectContaining({ code: res.status, name: expect.any(String), message: expect.any(String) }));
      }),
      { numRuns: 150 },
    );
  });

  it('broken framing: missing boundary, truncated body, garbage', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=abc', 'multipart/form-data; boundary="x y"'),
        fc.oneof(fc.string({ maxLength: 500 }), fc.uint8Array({ maxLength: 5000 }).map((a) => Buffer.from(a)), fc.constant('--abc\r\nContent-Disposition: form-data; name="type"\r\n\r\ndocument\r\n--abc\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\n%PDF-1.4')),
        async (contentType, payload) => {
          const res = await send({ 'content-type': contentType }, payload);
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect(res.body).toEqual(expect.objectContaining({ code: res.status }));
        },
      ),
      { numRuns: 100 },
    );
  });
});
