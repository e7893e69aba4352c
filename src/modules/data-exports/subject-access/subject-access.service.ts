import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../../core/audit/audit-log.service';
import { AuthContext } from '../../../core/auth/auth-context';
import { ApiError, ValidationIssue } from '../../../core/errors/api-error';
import { DataExportsService } from '../data-exports.service';
import { SubjectAccessDocuments } from './subject-access-documents.service';
import { subjectAccessRequest } from './subject-access-request';

/**
 * POST /api/people/:id/subject-access (GDPR Art. 15): a stored data export of type `subjectAccess` (D11's row, job,
 * encrypted file, signed link and expiry), asked for and recorded as `person.subjectAccessRequested` with it.
 */
@Injectable()
export class SubjectAccessService {
  constructor(
    private readonly exports: DataExportsService,
    private readonly documents: SubjectAccessDocuments,
    private readonly auditLog: AuditLog,
  ) {}

  async request(auth: AuthContext, personId: string, body: unknown): Promise<Record<string, unknown>> {
    assertEmptyBody(body);
    await this.documents.assertMayRequest(auth, personId);
    const request = subjectAccessRequest(personId);
    const row = this.exports.newRow(auth, 'subjectAccess', 'json', request as never);
    // The audit entries dominate a document's size: past DATA_EXPORT_SYNC_MAX_ROWS of them a worker builds it.
    const size = await this.documents.auditCount(auth.companyId, personId);
    return this.exports.storeOrQueue(auth, row, size, () => this.documents.output(auth, request), (em) =>
      this.auditLog.recordWrite(em, {
        companyId: auth.companyId,
        action: 'person.subjectAccessRequested',
        subjectPersonIds: [personId],
        target: { type: 'person', id: personId },
        fields: request.fields,
      }));
  }
}

/** The request takes no parameters: no body, or an empty object; anything else is a 422 naming what was sent. */
function assertEmptyBody(body: unknown): void {
  if (body === undefined || body === null) return;
  if (typeof body !== 'object' || Array.isArray(body)) throw ApiError.invalidField('body', 'must be empty or an empty object: this request takes no parameters');
  const issues: ValidationIssue[] = Object.keys(body).map((name) => ({ name, reason: 'is not an accepted field' }));
  if (issues.length) throw ApiError.validation(issues);
}
