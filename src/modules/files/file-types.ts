export const FILE_TYPES = ['profilePhoto', 'identityDocument', 'document', 'equipment', 'leavingFile'] as const;
export type FileType = (typeof FILE_TYPES)[number];

/** The eight square photo variants (spec: 64, 104, 136, 320 are 2x sizes; 96, 156, 204, 480 are 3x sizes). */
export const PHOTO_SIZES = [64, 96, 104, 136, 156, 204, 320, 480] as const;

const IMAGES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/tiff', 'image/bmp'];
/** Images the photo pipeline reads (sharp's prebuilt libvips: no HEVC, so HEIC is refused; AVIF is read). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
const OFFICE = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/x-cfb', // legacy .doc / .xls / .ppt
  'application/rtf',
];

/**
 * Per upload type: the sniffed content types it accepts (anything else, executables, scripts, archives and
 * bytes no signature matches included, answers 422) and whether variants are made. Who reads and writes files of
 * a type, and with which scopes (D4), is the access layer's (`RESOURCE_ACCESS.file`).
 */
export const FILE_TYPE_RULES: Record<FileType, { accepts: readonly string[]; photo: boolean }> = {
  profilePhoto: { accepts: PHOTO_TYPES, photo: true },
  document: { accepts: [...OFFICE, ...IMAGES], photo: false },
  identityDocument: { accepts: ['application/pdf', ...IMAGES], photo: false },
  equipment: { accepts: [...OFFICE, ...IMAGES], photo: false },
  leavingFile: { accepts: [...OFFICE, ...IMAGES], photo: false },
};

export function isFileType(value: unknown): value is FileType {
  return typeof value === 'string' && (FILE_TYPES as readonly string[]).includes(value);
}
