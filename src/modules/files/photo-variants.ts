import type Sharp from 'sharp';
import { lazyModule } from '../../core/lazy-module';
import { ConcurrencyLimit } from './concurrency-limit';
import { PHOTO_SIZES } from './file-types';

const loadSharp = lazyModule(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const sharp = require('sharp') as typeof Sharp;
  // Every photo is decoded once: libvips' operation cache would only keep decoded pixels of past uploads alive.
  sharp.cache(false);
  return sharp;
});

/**
 * Pixel-flood guard: a photo of more than 4096 x 4096 pixels (16.8 megapixels) is refused from its header, before
 * any pixel is decoded. The largest variant is 480 px; a small, highly compressible file can claim many pixels.
 */
export const MAX_PHOTO_PIXELS = 4096 * 4096;
/** Photos decoded at once in this process; later uploads wait their turn (memory stays bounded under a burst). */
export const PHOTO_DECODE_CONCURRENCY = 2;
export const photoDecodeLimit = new ConcurrencyLimit(PHOTO_DECODE_CONCURRENCY);

const LARGEST = Math.max(...PHOTO_SIZES);

/** The image is readable but has more pixels than a photo may have (422, before decoding). */
export class TooManyPixelsError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`the image has ${width} x ${height} pixels; a photo may have at most ${MAX_PHOTO_PIXELS} (4096 x 4096)`);
  }
}

export interface PhotoVariant {
  size: number;
  contentType: string;
  bytes: Buffer;
}

/**
 * The eight square variants of a photo (or logo): EXIF orientation applied, centre crop, metadata stripped
 * (sharp keeps none unless asked). JPEG, or PNG when the image has transparency. Throws TooManyPixelsError from
 * the header of an oversized image, and on bytes that do not decode (truncated or corrupt images: libvips warnings
 * fail the pipeline). At most PHOTO_DECODE_CONCURRENCY photos are decoded at once.
 */
export function makePhotoVariants(original: Buffer): Promise<PhotoVariant[]> {
  return photoDecodeLimit.run(() => decodeVariants(original));
}

async function decodeVariants(original: Buffer): Promise<PhotoVariant[]> {
  const sharp = loadSharp();
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'warning', sequentialRead: true } as const;
  // The header only: width and height are known before a pixel is decoded.
  const { width = 0, height = 0, hasAlpha } = await sharp(original, { ...options, limitInputPixels: false }).metadata();
  if (width * height > MAX_PHOTO_PIXELS) throw new TooManyPixelsError(width, height);
  // One streaming decode straight to the largest square (libvips shrinks on load where the format allows, and
  // never holds the full-size pixels); the smaller squares are made from it.
  const { data, info } = await sharp(original, options)
    .rotate()
    .resize(LARGEST, LARGEST, { fit: 'cover', position: 'centre' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const variants: PhotoVariant[] = [];
  for (const size of PHOTO_SIZES) {
    const resized = sharp(data, raw).resize(size, size, { fit: 'cover', position: 'centre' });
    const bytes = hasAlpha ? await resized.png().toBuffer() : await resized.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    variants.push({ size, contentType: hasAlpha ? 'image/png' : 'image/jpeg', bytes });
  }
  return variants;
}
