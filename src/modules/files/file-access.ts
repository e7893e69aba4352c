import { EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { ApiError } from '../../core/errors/api-error';
import { PolicyResource } from '../../core/policy/policy-table';
import { Action, PolicyService } from '../../core/policy/policy.service';
import { StoredFile } from './file.entity';
import { Scope } from '../../core/auth/scopes';
import { FILE_TYPE_RULES, FILE_TYPES, FileType } from './file-types';
import { PersonReach } from './person-reach';

/**
 * Whose files a caller reaches follows the record the file is for (D4 scopes by type, D5 rows): a profile photo
 * the person's update rights (the company's settings for a logo), documents and identity documents the documents
 * policy, equipment files the equipment policy, a leaving file the roles that see and write people's private fields.
 */
const POLICY_OF: Record<FileType, PolicyResource> = {
  profilePhoto: 'person',
  document: 'document',
  identityDocument: 'identityDocument',
  equipment: 'equipment',
  leavingFile: 'person',
};

export function assertTypeScope(auth: AuthContext, type: FileType, action: Action): void {
  const scope = action === 'read' ? FILE_TYPE_RULES[type].read : FILE_TYPE_RULES[type].write;
  if (!auth.scopes.has(scope)) throw ApiError.forbidden(`A ${type} file needs the ${scope} scope, which this token does not have with its owner's role`);
}

/** 403/422 unless the caller may upload a file of `type` for `personId` (null: company-wide document or company logo). */
export async function assertMayUpload(
  em: EntityManager,
  policy: PolicyService,
  reach: PersonReach,
  auth: AuthContext,
  type: FileType,
  personId: string | null,
): Promise<void> {
  assertTypeScope(auth, type, 'write');
  if (personId === null) {
    // Company-wide documents; a person's photo or leaving file before the person exists (their create), the company
    // logo: roles that write every row of it.
    if (type !== 'document' && type !== 'profilePhoto' && type !== 'leavingFile') throw ApiError.invalidField('personId', `is required for a ${type} file`);
    const resource: PolicyResource = type === 'document' ? 'document' : 'person';
    if (!policy.writesEveryRow(auth, resource)) throw ApiError.forbidden('Your role may not upload files without a person');
    return;
  }
  if (type === 'leavingFile') {
    await reach.assertReachable(em, auth, 'person', personId, 'read');
    if (!policy.writesEveryRow(auth, 'person')) throw ApiError.forbidden('Your role may not write leaving files');
    return;
  }
  await reach.assertReachable(em, auth, POLICY_OF[type], personId, 'write');
}

/** True when the caller may see the file: its uploader, or whoever may see the record it is (or will be) attached to. */
export async function mayRead(em: EntityManager, policy: PolicyService, reach: PersonReach, auth: AuthContext, file: StoredFile): Promise<boolean> {
  if (!auth.scopes.has(FILE_TYPE_RULES[file.type].read)) return false;
  if (file.uploadedBy === auth.personId) return true;
  // A photo without a person is the company logo once attached (every member sees it); before, only its uploader.
  if (file.type === 'profilePhoto') return file.personId === null ? file.attachedTo !== null : reach.visible(em, auth, 'person', file.personId, 'read');
  if (file.personId === null) return file.type === 'document' && policy.mayTake(auth, 'document', 'read');
  if (file.type === 'leavingFile') {
    // Leaving files: roles seeing every person's private fields, or the person themselves (not their managers).
    if (policy.seesClassOnEveryRow(auth, 'person', 'private')) return reach.visible(em, auth, 'person', file.personId, 'read');
    return file.personId === auth.personId && policy.seesClassOnOwnRow(auth, 'person', 'private');
  }
  return reach.visible(em, auth, POLICY_OF[file.type], file.personId, 'read');
}

/** A file type the caller reads none of: its record's policy gives the role no row (`scope` null), or the scope it needs is missing. */
export interface ClosedFileType {
  type: FileType;
  scope: Scope | null;
}

/** The file types closed to the caller (the role first, then the scope), whoever the files are of. */
export function closedFileTypes(policy: PolicyService, auth: AuthContext): ClosedFileType[] {
  return FILE_TYPES.flatMap((type): ClosedFileType[] => {
    if (!policy.mayTake(auth, POLICY_OF[type], 'read')) return [{ type, scope: null }];
    const scope = FILE_TYPE_RULES[type].read;
    return auth.scopes.has(scope) ? [] : [{ type, scope }];
  });
}
