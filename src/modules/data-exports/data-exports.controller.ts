import { Controller, Delete, Get, Param, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { ValidatedBody } from '../../core/validation/body-validation.pipe';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, PublicRoute, RequireAnyScope } from '../../core/auth/auth.decorators';
import { Scope } from '../../core/auth/scopes';
import { IdempotencyInterceptor } from '../../core/idempotency/idempotency.interceptor';
import { contentDisposition } from '../files';
import './data-export-api';
import { CreateDataExportDto } from './data-export.dto';
import { DataExportsService, ExportDownload } from './data-exports.service';
import { SendReplaysInterceptor } from './send-replays.interceptor';

/** Any read scope lets the call through; the columns asked for decide which are needed (D4, D11). */
const READ_SCOPES: Scope[] = ['public:read', 'private:read', 'compensations:read', 'documents:read'];
const EXPORT = { $ref: '#/components/schemas/DataExport' };
const ERROR = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
const FILE = {
  'text/csv': { schema: { type: 'string', description: 'UTF-8 with a byte order mark; a header row of the requested names.' } },
  'application/json': {
    schema: {
      oneOf: [
        { type: 'array', items: { type: 'object', description: 'One row, keyed by the requested names.' } },
        {
          type: 'object',
          description: 'A `subjectAccess` export: the subject access document (docs/schemas/subject-access.schema.json).',
          properties: { version: { type: 'integer' }, personId: { type: 'string' } },
          required: ['version', 'personId'],
        },
      ],
    },
  },
};
const ID = { name: 'id', required: true, schema: { type: 'string' }, example: 'Xk3pQ9vT2mL8nR4sW7yZ1aB5' };

const isDownload = (result: unknown): result is ExportDownload => typeof (result as ExportDownload).stream === 'object';

@ApiTags('Data exports')
@ApiBearerAuth()
@Controller('data-exports')
export class DataExportsController {
  constructor(private readonly exports: DataExportsService) {}

  @Post()
  @RequireAnyScope(...READ_SCOPES)
  @UseInterceptors(SendReplaysInterceptor, IdempotencyInterceptor)
  @ApiOperation({
    operationId: 'createDataExport',
    summary: 'Export people or their records (CSV or JSON)',
    description:
      'Builds the export from the database as it is now (D11). The columns decide the scopes needed (D4): a column the token or the ' +
      'role may not read answers 403 naming it; rows follow the same visibility as the lists. With `download: true` the response (200) is ' +
      'the file itself; otherwise (201) the export is stored and `url` is a signed link, or `status` is `pending` while a worker builds a ' +
      'large export (GET it until `ready`). Exports expire after DATA_EXPORT_TTL. A stored export beyond the maker\'s or the company\'s ' +
      'quota of pending exports or stored bytes answers 429 with `Retry-After`. See docs/decisions-exports.md for every column. ' +
      'With an Idempotency-Key, a retried stored export answers the same export; a download is streamed again (nothing is stored). ' +
      'A download is built whole before its first byte (a failure answers the error object, never a cut file) and carries ' +
      '`Content-Length`; a client that takes no byte for DATA_EXPORT_STALL_TIMEOUT has it aborted. A token may have ' +
      'DATA_EXPORT_DOWNLOADS_PER_TOKEN (2) downloads at once and a company DATA_EXPORT_DOWNLOADS_PER_COMPANY (4): more answer 429 with `Retry-After`.',
  })
  @ApiBody({ required: true, schema: { $ref: '#/components/schemas/CreateDataExportInput' } })
  @ApiResponse({ status: 201, description: 'The stored export (`ready` with `url`, or `pending`).', content: { 'application/json': { schema: EXPORT } } })
  @ApiResponse({ status: 200, description: '`download: true`: the file, with `Content-Disposition: attachment`.', content: FILE })
  async create(@Auth() auth: AuthContext, @ValidatedBody() body: CreateDataExportDto, @Res() reply: FastifyReply) {
    const result = await this.exports.create(auth, body);
    if (!isDownload(result)) {
      await reply.status(201).send(result);
      return;
    }
    reply.header('content-type', result.contentType);
    reply.header('content-disposition', contentDisposition('attachment', result.filename));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'private, no-store');
    reply.header('content-length', result.size);
    await reply.status(200).send(result.stream);
  }

  @Get(':id')
  @RequireAnyScope(...READ_SCOPES)
  @ApiOperation({ operationId: 'getDataExport', summary: 'Retrieve a data export', description: 'Its maker\'s own exports only; 404 once expired or deleted. Each GET gives a fresh signed `url`.' })
  @ApiParam(ID)
  @ApiResponse({ status: 200, description: 'The export.', content: { 'application/json': { schema: EXPORT } } })
  @ApiResponse({ status: 414, description: 'A path segment (the id) is too long.', content: ERROR })
  get(@Auth() auth: AuthContext, @Param('id') id: string) {
    return this.exports.get(auth, id);
  }

  @Delete(':id')
  @RequireAnyScope(...READ_SCOPES)
  @UseInterceptors(IdempotencyInterceptor)
  @ApiOperation({ operationId: 'deleteDataExport', summary: 'Delete a data export', description: 'Deletes the export and its file (its maker\'s own exports only).' })
  @ApiParam(ID)
  @ApiResponse({ status: 200, description: 'The deletion confirmation.', content: { 'application/json': { schema: { $ref: '#/components/schemas/DeletedConfirmation' } } } })
  @ApiResponse({ status: 414, description: 'A path segment (the id) is too long.', content: ERROR })
  remove(@Auth() auth: AuthContext, @Param('id') id: string) {
    return this.exports.remove(auth, id);
  }

  @Get(':id/content')
  @PublicRoute()
  @ApiOperation({
    operationId: 'getDataExportContent',
    summary: 'Download a data export (signed link)',
    description: 'A signed, expiring link (D10): no bearer token; an altered or expired link answers 403, an expired or deleted export 404.',
    security: [],
  })
  @ApiParam(ID)
  @ApiQuery({ name: 'expires', required: true, description: 'Unix seconds after which the link stops working.', schema: { type: 'string', pattern: '^[0-9]{1,12}$' } })
  @ApiQuery({ name: 'signature', required: true, description: 'HMAC-SHA256 over the export id and `expires` (base64url).', schema: { type: 'string', maxLength: 100 } })
  @ApiResponse({ status: 200, description: 'The file, with `Content-Disposition: attachment`.', content: FILE })
  @ApiResponse({ status: 414, description: 'A path segment (the id) is too long.', content: ERROR })
  async content(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string) {
    await this.exports.sendContent(request, reply, id);
  }
}
