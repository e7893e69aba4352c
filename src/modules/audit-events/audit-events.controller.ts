import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, RequireScope } from '../../core/auth/auth.decorators';
import { ApiError } from '../../core/errors/api-error';
import { listParameters } from '../../core/openapi/query-parameters';
import type { ParsedQuery } from '../../core/query/query-string';
import { coerceQueryValue } from '../../core/query/query-values';
import { AUDIT_EVENTS_QUERY } from './audit-events.query';
import { AuditEventsService } from './audit-events.service';
import './audit-events-api';

const OWNER_ONLY = 'Needs the `audit:read` scope, which only the owner role has (any other role: 403). Reading the trail is itself recorded (`auditEvents.read`).';
const ERROR = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

/** A period bound in the query language's own date rules (a date is its midnight UTC). */
function periodBound(name: string, value: unknown): Date | undefined {
  return value === undefined ? undefined : (coerceQueryValue(name, value, 'dateOrDatetime') as Date);
}

const listQuery = (): MethodDecorator => (target, key, descriptor) => {
  for (const parameter of listParameters(AUDIT_EVENTS_QUERY)) ApiQuery(parameter as never)(target, key, descriptor);
};

/** The audit trail (docs/security.md, "Audit trail"): who read or changed whose data. */
@ApiTags('Audit events')
@ApiBearerAuth()
@Controller('audit-events')
export class AuditEventsController {
  constructor(private readonly audit: AuditEventsService) {}

  @Get()
  @RequireScope('audit:read')
  @ApiOperation({ operationId: 'listAuditEvents', summary: 'A page of audit entries', description: `${OWNER_ONLY} In chain order (\`seq\`) unless \`$sort[seq]=-1\`; follow the log with \`seq[$gt]=<last seen>\`.` })
  @listQuery()
  @ApiResponse({ status: 200, description: 'A page of audit entries', content: { 'application/json': { schema: { $ref: '#/components/schemas/AuditEventList' } } } })
  @ApiResponse({ status: 422, description: 'A query parameter is invalid (QueryParameterValidationError).', content: ERROR })
  list(@Auth() auth: AuthContext, @Query() query: ParsedQuery) {
    return this.audit.list(auth, query);
  }

  @Get('stream')
  @RequireScope('audit:read')
  @ApiOperation({ operationId: 'streamAuditEvents', summary: 'A period of audit entries as NDJSON', description: `${OWNER_ONLY} One entry per line, in chain order, for a SIEM import; \`from\` inclusive, \`to\` exclusive.` })
  @ApiQuery({ name: 'from', required: false, schema: { type: 'string', format: 'date-time' } })
  @ApiQuery({ name: 'to', required: false, schema: { type: 'string', format: 'date-time' } })
  @ApiProduces('application/x-ndjson')
  @ApiResponse({ status: 200, description: 'NDJSON: one AuditEvent per line', content: { 'application/x-ndjson': { schema: { type: 'string' } } } })
  @ApiResponse({ status: 422, description: 'A query parameter is invalid (QueryParameterValidationError).', content: ERROR })
  async stream(@Auth() auth: AuthContext, @Query() query: Record<string, unknown>, @Res() reply: FastifyReply) {
    const unknown = Object.keys(query).find((key) => key !== 'from' && key !== 'to');
    if (unknown) throw ApiError.query(unknown, 'is not a supported query parameter for this route');
    const body = await this.audit.stream(auth, periodBound('from', query.from), periodBound('to', query.to));
    await reply.status(200).header('content-type', 'application/x-ndjson; charset=utf-8').header('cache-control', 'private, no-store').send(body);
  }

  @Get(':id')
  @RequireScope('audit:read')
  @ApiOperation({ operationId: 'getAuditEvent', summary: 'One audit entry', description: OWNER_ONLY })
  @ApiParam({ name: 'id', description: "The entry's id.", schema: { type: 'string' } })
  @ApiResponse({ status: 200, description: 'One audit entry', content: { 'application/json': { schema: { $ref: '#/components/schemas/AuditEvent' } } } })
  @ApiResponse({ status: 414, description: 'A path segment is too long.', content: ERROR })
  get(@Auth() auth: AuthContext, @Param('id') id: string) {
    return this.audit.get(auth, id);
  }
}
