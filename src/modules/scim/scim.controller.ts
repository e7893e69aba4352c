import { Controller, Delete, Get, Header, Param, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, RequireScope } from '../../core/auth/auth.decorators';
import { ApiError } from '../../core/errors/api-error';
import { PolicyService } from '../../core/policy/policy.service';
import { SCIM_BASE_PATH, SCIM_CONTENT_TYPE } from './scim-errors';
import { scimListQuery, scimProjection } from './scim-query';
import { ScimReads } from './scim-reads.service';
import { ENTERPRISE_USER_SCHEMA, LIST_RESPONSE_SCHEMA, resourceTypes, schemaResources, serviceProviderConfig } from './scim-schemas';
import type { ScimLinks } from './scim-user';

const EXTENSIONS = [ENTERPRISE_USER_SCHEMA];

/** The service provider's address as the client reached it (`https://host/scim/v2`; behind a proxy, as forwarded). */
const baseOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}${SCIM_BASE_PATH}`;
const linksOf = (request: FastifyRequest): ScimLinks => {
  const base = baseOf(request);
  return (type, id) => `${base}/${type}/${encodeURIComponent(id)}`;
};

const listOf = (resources: object[]) => ({
  schemas: [LIST_RESPONSE_SCHEMA], totalResults: resources.length, startIndex: 1, itemsPerPage: resources.length, Resources: resources,
});

/** RFC 7644 §3.14: `If-None-Match` naming the resource's version (or `*`) answers 304 without a body. */
function notModified(request: FastifyRequest, version: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(version));
}

/**
 * SCIM 2.0 service provider (RFC 7643, RFC 7644), read-only: identity providers read Users and Groups here with a
 * token of the `scim:read` scope. Not in the OpenAPI document: its contract is SCIM's own, described by the
 * discovery endpoints (docs/decisions-scim.md). Every write method answers 403 `mutability` from the access layer.
 */
@ApiExcludeController()
@Controller('scim/v2')
export class ScimController {
  constructor(
    private readonly reads: ScimReads,
    private readonly policy: PolicyService,
  ) {}

  @Get('ServiceProviderConfig')
  @RequireScope('scim:read')
  @Header('content-type', SCIM_CONTENT_TYPE)
  config(@Req() request: FastifyRequest) {
    return serviceProviderConfig(baseOf(request));
  }

  @Get('ResourceTypes')
  @RequireScope('scim:read')
  @Header('content-type', SCIM_CONTENT_TYPE)
  resourceTypes(@Req() request: FastifyRequest) {
    return listOf(resourceTypes(baseOf(request)));
  }

  @Get('ResourceTypes/:id')
  @RequireScope('scim:read')
  @Header('content-type', SCIM_CONTENT_TYPE)
  resourceType(@Req() request: FastifyRequest, @Param('id') id: string) {
    const found = resourceTypes(baseOf(request)).find((r) => (r as { id: string }).id === id);
    if (!found) throw ApiError.notFound(`No resource type ${id}`);
    return found;
  }

  @Get('Schemas')
  @RequireScope('scim:read')
  @Header('content-type', SCIM_CONTENT_TYPE)
  schemas(@Req() request: FastifyRequest) {
    return listOf(schemaResources(baseOf(request)));
  }

  @Get('Schemas/:id')
  @RequireScope('scim:read')
  @Header('content-type', SCIM_CONTENT_TYPE)
  schema(@Req() request: FastifyRequest, @Param('id') id: string) {
    const found = schemaResources(baseOf(request)).find((s) => (s as { id: string }).id === id);
    if (!found) throw ApiError.notFound(`No schema ${id}`);
    return found;
  }

  @Get('Users')
  @RequireScope('scim:read')
  @Header('content-type', SCIM_CONTENT_TYPE)
  users(@Auth() auth: AuthContext, @Query() query: Record<string, unknown>, @Req() request: FastifyRequest) {
    return this.reads.listUsers(auth, scimListQuery(query, EXTENSIONS), linksOf(request));
  }

  @Get('Users/:id')
  @RequireScope('scim:read')
  @Header('content-type', SCIM_CONTENT_TYPE)
  async user(@Auth() auth: AuthContext, @Param('id') id: string, @Query() query: Record<string, unknown>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const { resource, version } = await this.reads.getUser(auth, id, scimProjection(query, EXTENSIONS), linksOf(request));
    return this.answer(request, reply, resource, version);
  }

  @Get('Groups')
  @RequireScope('scim:read')
  @Header('content-type', SCIM_CONTENT_TYPE)
  groups(@Auth() auth: AuthContext, @Query() query: Record<string, unknown>, @Req() request: FastifyRequest) {
    return this.reads.listGroups(auth, scimListQuery(query, []), linksOf(request));
  }

  @Get('Groups/:id')
  @RequireScope('scim:read')
  @Header('content-type', SCIM_CONTENT_TYPE)
  async group(@Auth() auth: AuthContext, @Param('id') id: string, @Query() query: Record<string, unknown>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const { resource, version } = await this.reads.getGroup(auth, id, scimProjection(query, []), linksOf(request));
    return this.answer(request, reply, resource, version);
  }

  /** HR is the source of truth: creating, replacing, patching or deleting anything here is refused by the door. */
  @Post('*')
  @RequireScope('scim:read')
  create(@Auth() auth: AuthContext): Promise<void> {
    return this.refuseWrite(auth);
  }

  @Put('*')
  @RequireScope('scim:read')
  replace(@Auth() auth: AuthContext): Promise<void> {
    return this.refuseWrite(auth);
  }

  @Patch('*')
  @RequireScope('scim:read')
  patch(@Auth() auth: AuthContext): Promise<void> {
    return this.refuseWrite(auth);
  }

  @Delete('*')
  @RequireScope('scim:read')
  remove(@Auth() auth: AuthContext): Promise<void> {
    return this.refuseWrite(auth);
  }

  private async refuseWrite(auth: AuthContext): Promise<void> {
    await this.policy.require(auth, 'scimIdentity', 'write');
    // The door refuses every write of a read-only resource; nothing is left to do should it ever let one through.
    throw ApiError.notFound('Nothing to write here');
  }

  private answer(request: FastifyRequest, reply: FastifyReply, resource: Record<string, unknown>, version: string) {
    void reply.header('etag', version);
    if (notModified(request, version)) {
      void reply.status(304);
      return undefined;
    }
    return resource;
  }
}
