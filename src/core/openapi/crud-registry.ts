import type { Type } from '@nestjs/common';
import type { Operation } from '../crud/resource-definition';
import type { ResourceApiShape } from './resource-schema';

/** What the OpenAPI document needs of a `crudController()` declaration. */
export interface RegisteredCrudResource {
  serviceClass: Type;
  path: string;
  tag: string;
  tagDescription?: string;
  scopes: { read: string; write: string };
  operations: Operation[];
  createDto?: Type;
  updateDto?: Type;
  api?: ResourceApiShape;
}

/** Every resource served by `crudController()`, in declaration order (the document's order). */
export const CRUD_RESOURCES: RegisteredCrudResource[] = [];

export function registerCrudResource(resource: RegisteredCrudResource): void {
  const existing = CRUD_RESOURCES.findIndex((r) => r.path === resource.path);
  if (existing >= 0) CRUD_RESOURCES[existing] = resource;
  else CRUD_RESOURCES.push(resource);
}
