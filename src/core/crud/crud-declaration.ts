import type { Type } from '@nestjs/common';
import type { ResourceApiShape } from '../openapi/resource-schema';
import type { ExportDeclaration } from '../read/export-declaration';
import type { Operation } from './resource-definition';
import type { ResourceService } from './resource.service';

/** What a `crudController()` declares of its resource: what the OpenAPI document and the event catalogue need. */
export interface CrudResourceDeclaration {
  serviceClass: Type;
  path: string;
  tag: string;
  tagDescription?: string;
  scopes: { read: string; write: string; review?: string };
  operations: Operation[];
  createDto?: Type;
  updateDto?: Type;
  api?: ResourceApiShape;
  /** What its rows contribute to data exports. */
  exported?: ExportDeclaration;
  /** Declaration order (the order modules load in), so the registry lists resources the same way in every process. */
  order: number;
}

/** A served resource: its declaration and the service instance its controller uses. */
export interface RegisteredResource {
  resource: CrudResourceDeclaration;
  service: ResourceService<any>;
}

const DECLARATION = Symbol('crud resource declaration');

/** Attaches a resource's declaration to the controller `crudController()` builds. */
export function declareCrudController(controller: Type, declaration: CrudResourceDeclaration): void {
  Reflect.defineMetadata(DECLARATION, declaration, controller);
}

/**
 * The declarations of the CRUD resources the given Nest modules (and the modules they import) serve, in declaration
 * order; for tooling that needs them without an application (DTO checks). A running process asks `ResourceRegistry`.
 */
export function crudDeclarationsOf(modules: unknown[]): CrudResourceDeclaration[] {
  const seen = new Set<unknown>();
  const found = new Map<string, CrudResourceDeclaration>();
  const visit = (entry: any): void => {
    const module = entry?.forwardRef ? entry.forwardRef() : entry?.module ?? entry;
    if (!module || seen.has(module)) return;
    seen.add(module);
    const controllers: Type[] = [...(Reflect.getMetadata('controllers', module) ?? []), ...(entry?.controllers ?? [])];
    for (const controller of controllers) {
      const declaration: CrudResourceDeclaration | undefined = Reflect.getMetadata(DECLARATION, controller);
      if (declaration) found.set(declaration.path, declaration);
    }
    for (const imported of [...(Reflect.getMetadata('imports', module) ?? []), ...(entry?.imports ?? [])]) visit(imported);
  };
  modules.forEach(visit);
  return [...found.values()].sort((a, b) => a.order - b.order);
}
