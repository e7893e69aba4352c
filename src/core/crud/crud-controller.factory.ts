import { Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, Type, UseGuards } from '@nestjs/common';
import { ValidatedBody } from '../validation/body-validation.pipe';
import { IdempotencyGuard } from '../idempotency/idempotency.guard';
import { IdempotentRequest } from '../idempotency/idempotency.service';
import { KeyedRequest, runKeyed } from '../idempotency/keyed-write';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthContext } from '../auth/auth-context';
import { Auth, RequireAnyScope, RequireScope } from '../auth/auth.decorators';
import { Scope } from '../auth/scopes';
import { declareCrudController } from './crud-declaration';
import type { ResourceApiShape } from '../openapi/resource-schema';
import type { ExportDeclaration } from '../read/export-declaration';
import { ParsedQuery } from '../query/query-string';
import { Operation } from './resource-definition';
import { ResourceRegistry } from './resource-registry';
import { ResourceService } from './resource.service';

export interface CrudRoutes {
  /** Path under /api, e.g. `locations`. */
  path: string;
  tag: string;
  /**
   * `review`: a scope that also lets an update through, for resources whose updates may only review (a step of an
   * approval flow decided by a role without the write scope); the access layer's door asks for the one it needs.
   */
  scopes: { read: Scope; write: Scope; review?: Scope };
  operations: Operation[];
  createDto?: Type;
  updateDto?: Type;
  /** What the API object holds beyond the definition's stored fields (derived fields, JSON shapes, field classes). */
  api?: ResourceApiShape;
  /** The tag's description in the OpenAPI document. */
  tagDescription?: string;
  /** What the resource's rows contribute to data exports (read with the `read` scope and the service's policy row). */
  exported?: ExportDeclaration;
}

/** Declaration order of the resources, so every process lists them alike (the modules load in one order). */
let declared = 0;

type Decorate = (target: object, key: string, descriptor: PropertyDescriptor) => void;

/**
 * Builds the controller of a resource from its routes declaration: only the declared
 * operations become routes (the others answer 405), each with the scope it needs.
 */
export function crudController(serviceClass: Type<ResourceService<any, any, any>>, routes: CrudRoutes): Type {
  const declaration = { serviceClass, ...routes, order: declared++ };
  class CrudResourceController {
    constructor(@Inject(serviceClass) readonly service: ResourceService<any, any, any>, @Inject(ResourceRegistry) registry: ResourceRegistry) {
      registry.register(declaration, service);
    }
    list(auth: AuthContext, query: ParsedQuery) {
      return this.service.list(auth, query);
    }
    get(auth: AuthContext, id: string) {
      return this.service.get(auth, id);
    }
    create(auth: AuthContext, body: object, request: IdempotentRequest) {
      return runKeyed(request, () => this.service.create(auth, body));
    }
    update(auth: AuthContext, id: string, body: object, request: IdempotentRequest) {
      return runKeyed(request, () => this.service.update(auth, id, body));
    }
    delete(auth: AuthContext, id: string, request: IdempotentRequest) {
      return runKeyed(request, () => this.service.remove(auth, id));
    }
  }
  const proto = CrudResourceController.prototype;
  const method = (name: Operation, decorators: Decorate[], params: [ParameterDecorator, Type][]) => {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name)!;
    params.forEach(([decorator], index) => decorator(proto, name, index));
    Reflect.defineMetadata('design:paramtypes', params.map(([, type]) => type), proto, name);
    for (const decorate of decorators) decorate(proto, name, descriptor);
    Object.defineProperty(proto, name, descriptor);
  };
  const { read, write, review } = routes.scopes;
  const ops = new Set(routes.operations);
  const auth: [ParameterDecorator, Type] = [Auth(), Object];
  const id: [ParameterDecorator, Type] = [Param('id'), String];

  // The OpenAPI operations of these routes are generated from this declaration (src/core/openapi).
  if (ops.has('list')) method('list', [Get(), RequireScope(read)], [auth, [Query(), Object]]);
  if (ops.has('get')) method('get', [Get(':id'), RequireScope(read)], [auth, id]);
  // Idempotency keys are for writes only, decided by a guard (not an interceptor: Nest's Observable chain on every
  // write, docs/performance.md) and run by the handler (runKeyed).
  const keyed = UseGuards(IdempotencyGuard);
  const request: [ParameterDecorator, Type] = [KeyedRequest(), Object];
  if (ops.has('create')) method('create', [Post(), HttpCode(201), RequireScope(write), keyed], [auth, [ValidatedBody(), routes.createDto ?? Object], request]);
  if (ops.has('update')) method('update', [Patch(':id'), review ? RequireAnyScope(write, review) : RequireScope(write), keyed], [auth, id, [ValidatedBody(), routes.updateDto ?? Object], request]);
  if (ops.has('delete')) method('delete', [Delete(':id'), RequireScope(write), keyed], [auth, id, request]);

  Controller(routes.path)(CrudResourceController);
  ApiTags(routes.tag)(CrudResourceController);
  ApiBearerAuth()(CrudResourceController);
  declareCrudController(CrudResourceController, declaration);
  Object.defineProperty(CrudResourceController, 'name', { value: `${routes.tag.replace(/\W/g, '')}Controller` });
  return CrudResourceController;
}
