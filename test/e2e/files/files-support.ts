import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { ApiResponse } from '../../support/api-client';
import { conformanceFor, OpenApiConformance } from '../../support/openapi-conformance';
import { TestApp } from '../../support/test-app';

export interface UploadInput {
  type?: string;
  personId?: string | null;
  filename?: string;
  bytes?: Buffer;
  /** Raw parts in order, for malformed forms (overrides the fields above). */
  parts?: { name: string; value: string | Buffer; filename?: string }[];
}

/** A multipart/form-data body, parts in the given order. */
export function multipartBody(parts: { name: string; value: string | Buffer; filename?: string }[]): { body: Buffer; contentType: string } {
  const boundary = `----personnel${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename !== undefined ? '\r\nContent-Type: application/octet-stream' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const contracts = new WeakMap<TestApp, OpenApiConformance>();

async function contract(t: TestApp): Promise<OpenApiConformance> {
  let found = contracts.get(t);
  if (!found) {
    found = conformanceFor((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).body);
    contracts.set(t, found);
  }
  return found;
}

/** POST /api/files through the real stack, checked against the OpenAPI document like every test response. */
export async function upload(t: TestApp, token: string | undefined, input: UploadInput): Promise<ApiResponse> {
  const parts = input.parts ?? [
    ...(input.type !== undefined ? [{ name: 'type', value: input.type }] : []),
    ...(input.personId ? [{ name: 'personId', value: input.personId }] : []),
    ...(input.bytes ? [{ name: 'file', value: input.bytes, filename: input.filename ?? 'upload.bin' }] : []),
  ];
  const { body, contentType } = multipartBody(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': contentType },
    payload: body,
  });
  const parsed = res.body ? JSON.parse(res.body) : undefined;
  const problems = (await contract(t)).check('POST', '/api/files', res.statusCode, res.headers['content-type'] as string, parsed);
  if (problems.length) throw new Error(`Upload response does not conform: ${problems.join('; ')} ${res.body}`);
  return { status: res.statusCode, body: parsed, headers: res.headers };
}

/** GET of a signed link (no token), the raw bytes back. */
export async function download(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  const problems = (await contract(t)).check('GET', url.split('?')[0], res.statusCode, res.headers['content-type'] as string, safeJson(res.body));
  if (problems.length) throw new Error(`Content response does not conform: ${problems.join('; ')}`);
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, json: safeJson(res.body) };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// ---- files made in the tests -------------------------------------------------------------

export const png = (width = 300, height = 200, alpha = false) =>
  sharp({ create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { r: 0, g: 128, b: 255, alpha: 0.5 } : { r: 0, g: 128, b: 255 } } }).png().toBuffer();

/**
 * A 200 x 100 JPEG, top half red and bottom half blue, tagged EXIF orientation 6 (shown turned 90 degrees clockwise:
 * upright it is 100 x 200 with blue on the left and red on the right).
 */
export async function rotatedJpeg(): Promise<Buffer> {
  const red = await sharp({ create: { width: 200, height: 50, channels: 3, background: '#ff0000' } }).png().toBuffer();
  const blue = await sharp({ create: { width: 200, height: 50, channels: 3, background: '#0000ff' } }).png().toBuffer();
  return sharp({ create: { width: 200, height: 100, channels: 3, background: '#000000' } })
    .composite([{ input: red, top: 0, left: 0 }, { input: blue, top: 50, left: 0 }])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A small valid PDF, padded with a comment to `size` bytes when asked. */
export function pdf(size = 0): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n');
  const tail = Buffer.from('trailer << /Root 1 0 R >>\n%%EOF\n');
  const pad = Math.max(0, size - head.length - tail.length);
  return Buffer.concat([head, Buffer.alloc(pad, '%'), tail]);
}

/** A Windows executable (the `MZ` header), as a file renamed to look like a PDF would carry. */
export const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), randomBytes(400)]);

/** The first bytes of a Linux executable (ELF). */
export const elf = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(8), Buffer.from([2, 0, 0x3e, 0]), randomBytes(200)]);

/** A minimal zip (stored entries, no compression) holding the named entries: enough for type sniffing. */
export function zip(entries: Record<string, string>): Buffer {
  const { crc32 } = require('node:zlib') as { crc32(data: Buffer): number };
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A word-processing document (docx): a zip whose entries are those of Office Open XML. */
export const docx = () =>
  zip({
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });

/** A PNG whose header claims `width` x `height` pixels (a decompression bomb's header) over a 1-pixel image. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const { crc32 } = require('node:zlib') as { crc32(data: Buffer): number };
  const bytes = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } }).png().toBuffer());
  // IHDR: length (4) at 8, type at 12, width at 16, height at 20, ..., CRC over type+data at 29.
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)) >>> 0, 29);
  return bytes;
}
