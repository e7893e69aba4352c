import { registerComponentSchema } from '../../core/openapi/component-schemas';
import type { StoredFileRef } from '../../core/storage/encrypted-files';
import { LinkSigner } from '../../core/storage/link-signer';
import { FILE_TYPES, PHOTO_SIZES } from './file-types';
import { StoredFile } from './file.entity';
import { photoVariantUrls, signedFileUrl } from './file-links';

/** The spec's File object: metadata with signed, expiring links to the content and, for photos, its variants. */
export function fileToApi(signer: LinkSigner, file: StoredFile): Record<string, unknown> {
  return {
    id: file.id,
    companyId: file.companyId,
    personId: file.personId,
    type: file.type,
    uploadedBy: file.uploadedBy,
    filename: file.filename,
    url: signedFileUrl(signer, file.id),
    variants: file.variants ? photoVariantUrls(signer, file.id) : null,
    createdAt: file.createdAt.toISOString(),
    updatedAt: file.updatedAt.toISOString(),
  };
}

/** Storage keys: made from ids only (`<companyId>/<fileId>/<variant>`; an encrypted object adds `.<keyId>`). */
export const storageKey = (companyId: string, fileId: string, variant: string): string => `${companyId}/${fileId}/${variant}`;

/** The stored object of a file's original or photo variant (variants are always plain), `size` plaintext bytes. */
export function storedFileRef(file: Pick<StoredFile, 'companyId' | 'id' | 'keyId'>, variant: string, size: number): StoredFileRef {
  return {
    key: storageKey(file.companyId, file.id, variant),
    keyId: variant === 'original' ? file.keyId : null,
    identity: { companyId: file.companyId, fileId: file.id, variant },
    size,
  };
}

const nullableString = { type: ['string', 'null'] };
const dateTime = { type: 'string', format: 'date-time' };

registerComponentSchema('File', {
  type: 'object',
  description: 'An uploaded file (D10). `url` and the variant URLs are signed links that expire after 15 minutes.',
  properties: {
    id: { type: 'string' },
    companyId: { type: 'string' },
    personId: { ...nullableString, description: 'The person the file is for; null for a company-wide document or the company logo.' },
    type: { type: 'string', enum: [...FILE_TYPES] },
    uploadedBy: { ...nullableString, description: 'The uploader\'s person id (null once that person is deleted).' },
    filename: { type: 'string' },
    url: { type: 'string' },
    variants: {
      type: ['object', 'null'],
      description: 'Photos and logos: the square variants, keyed by size in pixels.',
      properties: Object.fromEntries(PHOTO_SIZES.map((s) => [String(s), { type: 'string' }])),
      required: PHOTO_SIZES.map(String),
      additionalProperties: false,
    },
    createdAt: dateTime,
    updatedAt: dateTime,
  },
  required: ['id', 'companyId', 'personId', 'type', 'uploadedBy', 'filename', 'url', 'variants', 'createdAt', 'updatedAt'],
  additionalProperties: false,
});

/** The `{ id, url, filename }` records embed. */
export const EMBEDDED_FILE_SCHEMA = {
  type: ['object', 'null'],
  description: 'The attached file: `url` is a signed link that expires after 15 minutes.',
  properties: { id: { type: 'string' }, url: { type: 'string' }, filename: { type: 'string' } },
  required: ['id', 'url', 'filename'],
  additionalProperties: false,
};

/** `{ id, variants }` of a profile photo, `{ id, filename, variants }` of a logo. */
export const PHOTO_SCHEMA = {
  type: ['object', 'null'],
  properties: {
    id: { type: 'string' },
    filename: { type: 'string' },
    variants: { type: 'object', properties: Object.fromEntries(PHOTO_SIZES.map((s) => [String(s), { type: 'string' }])), required: PHOTO_SIZES.map(String), additionalProperties: false },
  },
  required: ['id', 'variants'],
  additionalProperties: false,
};
