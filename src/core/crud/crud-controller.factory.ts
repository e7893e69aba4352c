import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, Type } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../query/query-declaration';
import { AuthContext } from '../auth/auth-context';
import { Auth, RequireScope } from '../auth/auth.decorators';
import { Scope } from '../auth/scopes';
import { ParsedQuery } from '../query/query-string';
import { Operation } from './resource-definition';
import { ResourceService } from './resource.service';

export interface CrudRoutes {
  /** Path under /api, e.g. `locations`. */
  path: string;
  tag: string;
  scopes: { read: Scope; write: Scope };
  operations: Operation[];
  createDto?: Type;
  updateDto?: Type;
}

type Decorate = (target: object, key: string, descriptor: PropertyDescriptor) => void;

/**
 * Builds the controller of a resource from its routes declaration: only the declared
 * operations become routes (the others answer 405), each with the scope it needs.
 */
export function crudController(serviceClass: Type<ResourceService<any, any, any>>, routes: CrudRoutes): Type {
  class CrudResourceController {
    constructor(@Inject(serviceClass) readonly service: ResourceService<any, any, any>) {}
    list(auth: AuthContext, query: ParsedQuery) {
      return this.service.list(auth, query);
    }
    get(auth: AuthContext, id: string) {
      return this.service.get(auth, id);
    }
    create(auth: AuthContext, body: object) {
      return this.service.create(auth, body);
    }
    update(auth: AuthContext, id: string, body: object) {
      return this.service.update(auth, id, body);
    }
    delete(auth: AuthContext, id: string) {
      return this.service.remove(auth, id);
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
  const { read, write } = routes.scopes;
  const ops = new Set(routes.operations);
  const auth: [ParameterDecorator, Type] = [Auth(), Object];
  const id: [ParameterDecorator, Type] = [Param('id'), String];

  const paging = [
    ApiQuery({ name: '$limit', required: false, schema: { type: 'integer', minimum: 0, default: DEFAULT_LIMIT }, description: `page size; above ${MAX_LIMIT} it is clamped to ${MAX_LIMIT}; 0 counts only` }),
    ApiQuery({ name: '$skip', required: false, schema: { type: 'integer', minimum: 0, default: 0 }, description: 'records to skip' }),
  ];
  if (ops.has('list')) {
    method(
      'list',
      [Get(), RequireScope(read), ApiOperation({ summary: `List ${routes.tag}`, description: 'Filters: see the resource section of the specification.' }), ...paging],
      [auth, [Query(), Object]],
    );
  }
  if (ops.has('get')) method('get', [Get(':id'), RequireScope(read), ApiOperation({ summary: `Retrieve one of ${routes.tag}` })], [auth, id]);
  if (ops.has('create')) {
    method(
      'create',
      [Post(), HttpCode(201), RequireScope(write), ApiOperation({ summary: `Create one of ${routes.tag}` }), ApiBody({ type: routes.createDto })],
      [auth, [Body(), routes.createDto ?? Object]],
    );
  }
  if (ops.has('update')) {
    method(
      'update',
      [Patch(':id'), RequireScope(write), ApiOperation({ summary: `Update one of ${routes.tag}` }), ApiBody({ type: routes.updateDto })],
      [auth, id, [Body(), routes.updateDto ?? Object]],
    );
  }
  if (ops.has('delete')) method('delete', [Delete(':id'), RequireScope(write), ApiOperation({ summary: `Delete one of ${routes.tag}` })], [auth, id]);

  Controller(routes.path)(CrudResourceController);
  ApiTags(routes.tag)(CrudResourceController);
  ApiBearerAuth()(CrudResourceController);
  Object.defineProperty(CrudResourceController, 'name', { value: `${routes.tag.replace(/\W/g, '')}Controller` });
  return CrudResourceController;
}
