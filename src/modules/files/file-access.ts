import { EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { Scope } from '../../core/auth/scopes';
import { PolicyService } from '../../core/policy/policy.service';
import { StoredFile } from './file.entity';
import { FILE_TYPES, FileType } from './file-types';

/**
 * Whose files a caller reaches follows the record the file is for, by its type (D4 scopes by type, D5 rows): the
 * access layer holds the rules (`RESOURCE_ACCESS.file`, a section per type) and answers for uploads and reads.
 */

/** 403/422 unless the caller may upload a file of `type` for `personId` (null: company-wide document, company logo, a new person's). */
export async function assertMayUpload(em: EntityManager, policy: PolicyService, auth: AuthContext, type: FileType, personId: string | null): Promise<void> {
  await policy.require(auth, 'file', 'write', [{ section: type, personId }], { em, field: 'personId' });
}

/** True when the caller may see the file: its uploader, or whoever may see the record it is (or will be) attached to. */
export function mayRead(em: EntityManager, policy: PolicyService, auth: AuthContext, file: StoredFile): Promise<boolean> {
  return policy.readsSectionRow(em, auth, 'file', { section: file.type, personId: file.personId, madeBy: file.uploadedBy, attached: file.attachedTo !== null });
}

/** A file type the caller reads none of: its record's policy gives the role no row (`scope` null), or the scope it needs is missing. */
export interface ClosedFileType {
  type: FileType;
  scope: Scope | null;
}

/** The file types closed to the caller (the role first, then the scope), whoever the files are of. */
export function closedFileTypes(policy: PolicyService, auth: AuthContext): ClosedFileType[] {
  return FILE_TYPES.flatMap((type): ClosedFileType[] => {
    const closed = policy.closedSection(auth, 'file', type);
    return closed ? [{ type, scope: closed.scope }] : [];
  });
}
