import type Sharp from 'sharp';
import { lazyModule } from '../../core/lazy-module';
import { PHOTO_SIZES } from './file-types';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadSharp = lazyModule(() => require('sharp') as typeof Sharp);

/** Decompression-bomb guard: images above 40 megapixels are refused before they are decoded. */
export const MAX_PHOTO_PIXELS = 40_000_000;

export interface PhotoVariant {
  size: number;
  contentType: string;
  bytes: Buffer;
}

/**
 * The eight square variants of a photo (or logo): EXIF orientation applied, centre crop, metadata stripped
 * (sharp keeps none unless asked). JPEG, or PNG when the image has transparency. Throws on bytes that do not
 * decode (truncated or corrupt images: libvips warnings fail the pipeline).
 */
export async function makePhotoVariants(original: Buffer): Promise<PhotoVariant[]> {
  const sharp = loadSharp();
  const source = sharp(original, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'warning' });
  const { hasAlpha } = await source.metadata();
  // Decode once (rotated upright) and resize the decoded pixels eight times.
  const { data, info } = await source.rotate().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  return Promise.all(
    PHOTO_SIZES.map(async (size) => {
      const resized = sharp(data, raw).resize(size, size, { fit: 'cover', position: 'centre' });
      const bytes = hasAlpha ? await resized.png().toBuffer() : await resized.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
      return { size, contentType: hasAlpha ? 'image/png' : 'image/jpeg', bytes };
    }),
  );
}
