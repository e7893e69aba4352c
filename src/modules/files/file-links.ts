import { LinkSigner } from '../../core/storage/link-signer';
import { PHOTO_SIZES } from './file-types';

/** What a signed link opens: the original bytes or one photo variant. */
export type FileVariant = 'original' | `${(typeof PHOTO_SIZES)[number]}`;

/** The subject the signature covers: file id and variant (D10), so neither can be swapped. */
export const fileLinkSubject = (fileId: string, variant: FileVariant): string => `file:${fileId}:${variant}`;

/**
 * The one place file links are built (file `url`, photo variants, embedded files, data exports): a path under /api
 * with `expires` and `signature`, working without a bearer token for 15 minutes (D10).
 */
export function signedFileUrl(signer: LinkSigner, fileId: string, variant: FileVariant = 'original'): string {
  const base = variant === 'original' ? `/api/files/${fileId}/content` : `/api/files/${fileId}/variants/${variant}`;
  return signer.url(base, fileLinkSubject(fileId, variant));
}

/** The eight variant links of a photo, keyed by size. */
export function photoVariantUrls(signer: LinkSigner, fileId: string): Record<string, string> {
  return Object.fromEntries(PHOTO_SIZES.map((size) => [String(size), signedFileUrl(signer, fileId, String(size) as FileVariant)]));
}

/** The `{ id, url, filename }` a document, identity document or equipment embeds. */
export function embeddedFile(signer: LinkSigner, file: { id: string; filename: string }): { id: string; url: string; filename: string } {
  return { id: file.id, url: signedFileUrl(signer, file.id), filename: file.filename };
}

/** The `file` a record's read embeds: from the filename it selected (`fileNameSql`) and its `fileId`; null without a file. */
export function embeddedFileOf(signer: LinkSigner, filename: unknown, fileId: unknown): { id: string; url: string; filename: string } | null {
  return typeof filename === 'string' ? embeddedFile(signer, { id: fileId as string, filename }) : null;
}

/** A person's `profilePhoto`: `{ id, variants }`. */
export function profilePhoto(signer: LinkSigner, fileId: string | null): { id: string; variants: Record<string, string> } | null {
  return fileId ? { id: fileId, variants: photoVariantUrls(signer, fileId) } : null;
}

let processSigner: LinkSigner | null = null;

/**
 * The signer of this process, for compiled reads whose derived fields are plain functions (a person's
 * `profilePhoto`). Set by the files module when the application starts.
 */
export function setProcessLinkSigner(signer: LinkSigner): void {
  processSigner = signer;
}

export function processLinkSigner(): LinkSigner {
  if (!processSigner) throw new Error('the link signer is not initialised (FilesModule not loaded)');
  return processSigner;
}

/** The signed link of a file id a statement selected (export cells), by this process's signer; null without an id. */
export function signedLinkOfFileId(fileId: unknown): string | null {
  return fileId ? signedFileUrl(processLinkSigner(), fileId as string) : null;
}
