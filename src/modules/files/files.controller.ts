import { Controller, Get, HttpCode, Param, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, PublicRoute, RequireAnyScope } from '../../core/auth/auth.decorators';
import { IdempotencyInterceptor } from '../../core/idempotency/idempotency.interceptor';
import { FileUploadService } from './file-upload.service';
import { FILE_TYPES, PHOTO_SIZES } from './file-types';
import { FilesService } from './files.service';

const FILE = { $ref: '#/components/schemas/File' };
const ERROR = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
const BYTES = { '*/*': { schema: { type: 'string', format: 'binary' } } };
const SIGNED_QUERY = [
  { name: 'expires', required: true, description: 'Unix seconds after which the link stops working (15 minutes after it was made).', schema: { type: 'string', pattern: '^[0-9]{1,12}$' } },
  { name: 'signature', required: true, description: 'HMAC-SHA256 over the file id, the variant and `expires` (base64url).', schema: { type: 'string', maxLength: 100 } },
];
const CONTENT_DESCRIPTION =
  'A signed, expiring link (D10): no bearer token; an altered or expired link answers 403. The body is sent with the type sniffed at upload, ' +
  '`Content-Disposition` with the original name (RFC 6266), `X-Content-Type-Options: nosniff`, an `ETag` (`If-None-Match` answers 304) and ' +
  'one `Range` of bytes (206, or 416 when outside the file).';

function contentResponses(): MethodDecorator {
  const decorators = [
    ApiResponse({ status: 200, description: 'The bytes.', content: BYTES }),
    ApiResponse({ status: 206, description: 'The requested range of bytes.', content: BYTES }),
    ApiResponse({ status: 304, description: 'Not modified: `If-None-Match` names the current ETag.' }),
    ApiResponse({ status: 403, description: 'The link is altered or expired.', content: ERROR }),
    ApiResponse({ status: 404, description: 'The file no longer exists.', content: ERROR }),
    ApiResponse({ status: 416, description: 'The range is outside the file.', content: ERROR }),
    ApiResponse({ status: 414, description: 'A path segment (the id) is too long.', content: ERROR }),
    ...SIGNED_QUERY.map((q) => ApiQuery({ ...q, in: 'query' } as never)),
  ];
  return (target, key, descriptor) => decorators.forEach((d) => d(target, key, descriptor));
}

@ApiTags('Files')
@ApiBearerAuth()
@Controller('files')
export class FilesController {
  constructor(
    private readonly files: FilesService,
    private readonly uploads: FileUploadService,
  ) {}

  @Post()
  @HttpCode(201)
  @RequireAnyScope('private:write', 'documents:write')
  @UseInterceptors(IdempotencyInterceptor)
  @ApiOperation({
    operationId: 'createFile',
    summary: 'Upload a file',
    description:
      'multipart/form-data: the fields `type` and `personId` first, then one file part. The scope follows `type` (D4): `profilePhoto`, ' +
      '`equipment` and `leavingFile` need `private:write`, `document` and `identityDocument` need `documents:write`; the role must be ' +
      'allowed to write that record of that person (a profile photo with no person is the company logo; a document with no person is ' +
      'company-wide). The content type is sniffed from the bytes; a type the file `type` does not accept answers 422, a file above ' +
      'MAX_UPLOAD_BYTES 413. Attach the file within 24 hours (for example as a document\'s `fileId`) or it is deleted. Uploads not yet ' +
      'attached are limited per uploader and per company (count and bytes): past a limit, 429 with `Retry-After`.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    required: true,
    schema: {
      type: 'object',
      required: ['type', 'file'],
      properties: {
        type: { type: 'string', enum: [...FILE_TYPES] },
        personId: { type: 'string', description: 'The person the file is for; empty or absent for a company-wide document or the company logo.' },
        file: { type: 'string', format: 'binary', description: 'The file part (comes last).' },
      },
    },
  })
  @ApiResponse({ status: 201, description: 'The stored file, with signed links.', content: { 'application/json': { schema: FILE } } })
  upload(@Auth() auth: AuthContext, @Req() request: FastifyRequest) {
    return this.uploads.upload(request, auth);
  }

  @Get(':id')
  @RequireAnyScope('public:read', 'private:read', 'documents:read')
  @ApiOperation({
    operationId: 'getFile',
    summary: 'Retrieve a file\'s metadata',
    description: 'Visible to its uploader and to whoever may see the record it is for (the scope follows the file\'s `type`, D4). The content is downloaded from `url`.',
  })
  @ApiParam({ name: 'id', required: true, schema: { type: 'string' } })
  @ApiOkResponse({ description: 'The file.', schema: FILE })
  @ApiResponse({ status: 414, description: 'A path segment (the id) is too long.', content: ERROR })
  get(@Auth() auth: AuthContext, @Param('id') id: string) {
    return this.files.get(auth, id);
  }

  @Get(':id/content')
  @PublicRoute()
  @ApiOperation({ operationId: 'getFileContent', summary: 'Download a file (signed link)', description: CONTENT_DESCRIPTION, security: [] })
  @ApiParam({ name: 'id', required: true, schema: { type: 'string' } })
  @contentResponses()
  async content(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string) {
    await this.files.sendContent(request, reply, id, 'original');
  }

  @Get(':id/variants/:size')
  @PublicRoute()
  @ApiOperation({ operationId: 'getFileVariant', summary: 'Download a photo variant (signed link)', description: `The square variant of a photo or logo. ${CONTENT_DESCRIPTION}`, security: [] })
  @ApiParam({ name: 'id', required: true, schema: { type: 'string' } })
  @ApiParam({ name: 'size', required: true, schema: { type: 'string', enum: PHOTO_SIZES.map(String) } })
  @contentResponses()
  async variant(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string, @Param('size') size: string) {
    await this.files.sendContent(request, reply, id, size);
  }
}
