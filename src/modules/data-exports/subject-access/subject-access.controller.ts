import { Controller, HttpCode, Param, Post, UseInterceptors } from '@nestjs/common';
import { ValidatedBody } from '../../../core/validation/body-validation.pipe';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../../../core/auth/auth-context';
import { Auth, RequireScope } from '../../../core/auth/auth.decorators';
import { IdempotencyInterceptor } from '../../../core/idempotency/idempotency.interceptor';
import { SubjectAccessService } from './subject-access.service';

const ERROR = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

/** GDPR Art. 15 on the people routes; the export it makes is read and downloaded through /api/data-exports. */
@ApiTags('People')
@ApiBearerAuth()
@Controller('people')
export class SubjectAccessController {
  constructor(private readonly subjectAccess: SubjectAccessService) {}

  @Post(':id/subject-access')
  @HttpCode(201)
  @RequireScope('private:read')
  @UseInterceptors(IdempotencyInterceptor)
  @ApiOperation({
    operationId: 'requestSubjectAccess',
    summary: 'Export everything held about a person (GDPR Art. 15)',
    description:
      'Makes a stored data export of type `subjectAccess` (format `json`): one JSON document of the person (as the asking token ' +
      'reads them, sealed fields opened), every record they own that it reads, the files it may see with signed links, this year\'s ' +
      'time-away balances and the audit entries about them, described by docs/schemas/subject-access.schema.json. What the token\'s ' +
      'scopes or its role do not read is left out and listed in `omitted` (with the scope that would open it); `complete` is true ' +
      'only with the scopes of every part (private:read, compensations:read, documents:read). The owner may ask for any person of the ' +
      'company; anyone else only for themselves (403 otherwise); a person of another company is 404. Actor identities (person, ' +
      'token) and request details of the audit entries are included only when the owner asks. Answers like `POST /api/data-exports`: ' +
      '201 with the export, `ready` with its signed `url`, or `pending` while a worker builds it (GET /api/data-exports/{id} until ' +
      'ready); it expires after DATA_EXPORT_TTL and counts against the export quotas (429). Recorded as `person.subjectAccessRequested`, ' +
      'its download as `dataExport.downloaded`. Takes no body (any field is a 422). Needs the `private:read` scope.',
  })
  @ApiParam({ name: 'id', description: 'The person\'s id.', schema: { type: 'string' }, example: 'Xk3pQ9vT2mL8nR4sW7yZ1aB5' })
  @ApiBody({ required: false, description: 'Nothing, or an empty object.', schema: { type: 'object', additionalProperties: false, properties: {} } })
  @ApiResponse({ status: 201, description: 'The stored export (`ready` with `url`, or `pending`).', content: { 'application/json': { schema: { $ref: '#/components/schemas/DataExport' } } } })
  @ApiResponse({ status: 414, description: 'A path segment (the id) is too long.', content: ERROR })
  request(@Auth() auth: AuthContext, @Param('id') id: string, @ValidatedBody() body: unknown) {
    return this.subjectAccess.request(auth, id, body);
  }
}
