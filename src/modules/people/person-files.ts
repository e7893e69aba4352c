import { EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { FileAttachmentsService } from '../files';
import { Person } from './person.entity';

/** The person fields that name files, with the upload `type` each takes (D10). */
const FILE_FIELDS = [
  { field: 'profilePhotoId', type: 'profilePhoto' },
  { field: 'leavingFileId', type: 'leavingFile' },
] as const;

type FileInput = Partial<Record<(typeof FILE_FIELDS)[number]['field'], string | null>>;

/**
 * A new person's files: uploaded before the person existed (with no `personId`), they are attached and become
 * the person's once the row is stored.
 */
export async function attachNewPersonFiles(em: EntityManager, files: FileAttachmentsService, auth: AuthContext, row: Person, input: FileInput): Promise<void> {
  for (const { field, type } of FILE_FIELDS) {
    const fileId = input[field];
    if (typeof fileId !== 'string') continue;
    await files.attach(em, auth, { fileId, type, personId: null, owner: `person:${row.id}:${field}`, field });
    await files.moveToPerson(em, auth.companyId, fileId, row.id);
  }
}

/** A changed file field: the previous file is deleted (bytes after commit), the new one attached (422 when taken). */
export async function replacePersonFiles(em: EntityManager, files: FileAttachmentsService, auth: AuthContext, row: Person, input: FileInput): Promise<boolean> {
  let changed = false;
  for (const { field, type } of FILE_FIELDS) {
    const next = input[field];
    if (next === undefined || next === row[field]) continue;
    changed = true;
    await files.release(em, auth.companyId, [row[field]]);
    if (next !== null) await files.attach(em, auth, { fileId: next, type, personId: row.id, owner: `person:${row.id}:${field}`, field });
  }
  return changed;
}
