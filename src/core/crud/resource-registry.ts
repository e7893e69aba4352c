import { Injectable } from '@nestjs/common';
import { EventKind, eventCatalog } from '../outbox/event-catalog';
import type { CrudResourceDeclaration, RegisteredResource } from './crud-declaration';
import type { ResourceService } from './resource.service';

/**
 * Every resource this process serves through `crudController()`, with its service: each generated controller registers
 * its resource when Nest builds it. Runtime code (webhook event types, person cascade events) and the OpenAPI document
 * ask this registry rather than resolving services themselves.
 */
@Injectable()
export class ResourceRegistry {
  private readonly byPath = new Map<string, RegisteredResource>();
  private catalog?: EventKind[];

  register(resource: CrudResourceDeclaration, service: ResourceService<any>): void {
    this.byPath.set(resource.path, { resource, service });
    this.catalog = undefined;
  }

  /** The served resources, in declaration order. */
  resources(): RegisteredResource[] {
    return [...this.byPath.values()].sort((a, b) => a.resource.order - b.resource.order);
  }

  /** The services of the served resources, in declaration order. */
  services(): ResourceService<any>[] {
    return this.resources().map((r) => r.service);
  }

  /** The served resources declaring what their rows contribute to data exports, in declaration order. */
  exported(): RegisteredResource[] {
    return this.resources().filter((r) => r.resource.exported);
  }

  /** The service behind a resource path (e.g. `people`); asked at run time, once every controller is built. */
  serviceOf(path: string): ResourceService<any> {
    const served = this.byPath.get(path);
    if (!served) throw new Error(`no resource is served at /api/${path}`);
    return served.service;
  }

  /** Every event type a webhook may subscribe to, from the served resources' declarations. */
  eventCatalog(): EventKind[] {
    return (this.catalog ??= eventCatalog(this.resources()));
  }
}
