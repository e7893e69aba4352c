import { INestApplicationContext } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { ResourceService } from '../crud/resource.service';
import { ResourceRegistry } from '../crud/resource-registry';
import { COMPONENT_SCHEMAS } from './component-schemas';
import { dtoSchema } from './dto-schema';
import type { CrudResourceDeclaration } from '../crud/crud-declaration';
import {
  ERROR_SCHEMAS, errorRef, errorResponses, HEADERS, ID_EXAMPLE, IDEMPOTENCY_KEY_PARAMETER, listEnvelope, RATE_LIMIT_HEADERS, REPLAY_HEADERS,
} from './common-schemas';
import { JsonSchema, pascal, ref } from './json-schema';
import { listParameters } from './query-parameters';
import { resourceComponentSchema } from './event-types';
import { webhooks } from './webhooks';
import { toOpenApi31 } from './openapi-31';

type Operation = Record<string, any>;
type Components = { schemas: Record<string, JsonSchema> };

const DESCRIPTION = `HTTPS JSON API for a company's people records. Every path under /api needs a bearer token (\`Authorization: Bearer prk_…\`).

Lists answer \`{ total, limit, skip, data }\` and accept the filters documented on each list; an unknown query parameter answers 422.
Every error answers the error object \`{ id, code, name, message, issues }\`. Requests are rate limited (429 with \`Retry-After\`);
writes accept an \`Idempotency-Key\` header. A method a path does not list answers 405 MethodNotAllowed.`;

/**
 * Personnel is self-hosted: the people to ask about an installation's API are its operators, whose address the
 * product cannot know (no vendor address is given, so no request goes to a party that does not run the installation).
 */
const CONTACT = { name: 'The operator of this Personnel installation' };

/**
 * The package is UNLICENSED (private, not open source). OpenAPI 3.1's licence object: a name and an SPDX expression;
 * SPDX has no identifier for proprietary terms, so a `LicenseRef-` one (SPDX's form for licences outside its list).
 */
const LICENSE = { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' };

/**
 * The OpenAPI 3.1 document (D1), generated from what serves the API: the routes Nest knows, the resource
 * declarations and entities (response objects), the DTOs' validation metadata (request bodies) and the query
 * declarations (list parameters). Needs the application's providers, not a database or a server.
 */
export function buildOpenApiDocument(app: INestApplicationContext & Parameters<typeof SwaggerModule.createDocument>[0]): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Personnel API')
    .setDescription(DESCRIPTION)
    .setVersion('1')
    .addServer('/', 'This server (relative)')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'prk_…', description: 'An API token made with the console.' })
    .build();
  const generated = SwaggerModule.createDocument(app, config) as unknown as Record<string, any>;
  const components: Components = { schemas: { ...ERROR_SCHEMAS, ...COMPONENT_SCHEMAS } };
  const paths: Record<string, Record<string, Operation>> = {};
  const tags: { name: string; description: string }[] = [];

  // Routes that are not CRUD (`/api/me`): kept from Nest's metadata, with the shared responses added.
  // Probes and metrics (outside /api, no token) are not part of the API contract.
  for (const [path, item] of Object.entries(generated.paths as Record<string, Record<string, Operation>>)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, operation] of Object.entries(item)) {
      paths[path] ??= {};
      paths[path][method] = withCommonResponses(operation, method);
    }
  }
  const served = app.get(ResourceRegistry).resources();
  for (const { resource, service } of served) {
    addResource(paths, components, resource, service);
    tags.push({ name: resource.tag, description: resource.tagDescription ?? `${resource.tag}: ${tagSentence(resource)}` });
  }
  const hooks = webhooks(served);
  const operations = [...Object.values(paths), ...(Object.values(hooks) as Record<string, Operation>[])].flatMap((item) => Object.values(item));
  for (const tag of new Set(operations.flatMap((op) => op.tags ?? []))) {
    if (!tags.some((t) => t.name === tag)) tags.push({ name: tag, description: OTHER_TAGS[tag] ?? tag });
  }

  const document: Record<string, any> = {
    openapi: '3.1.0',
    info: { ...generated.info, contact: CONTACT, license: LICENSE },
    servers: generated.servers,
    tags: tags.sort((a, b) => a.name.localeCompare(b.name)),
    security: [{ bearer: [] }],
    paths: sortKeys(paths),
    webhooks: hooks,
    components: {
      schemas: sortKeys(components.schemas),
      responses: errorResponses(),
      headers: HEADERS,
      parameters: { IdempotencyKey: IDEMPOTENCY_KEY_PARAMETER },
      securitySchemes: generated.components.securitySchemes,
    },
  };
  return toOpenApi31(document) as unknown as OpenAPIObject;
}

const OTHER_TAGS: Record<string, string> = {
  Me: 'The token owner.',
  Events: 'Webhook deliveries (D14): `{ id, type, createdAt, companyId, data: { object, previousAttributes } }`.',
};

function tagSentence(resource: CrudResourceDeclaration): string {
  const ops = resource.operations.join(', ');
  return `${ops} (read scope \`${resource.scopes.read}\`, write scope \`${resource.scopes.write}\`).`;
}

function addResource(paths: Record<string, Record<string, Operation>>, components: Components, resource: CrudResourceDeclaration, service: ResourceService<any>): void {
  const { definition } = service;
  const name = pascal(definition.name);
  const plural = resource.path.split('-').map(pascal).join('');
  components.schemas[name] = resourceComponentSchema({ resource, service });
  const base = `/api/${resource.path}`;
  const item = `${base}/{id}`;
  const idParameter = { name: 'id', in: 'path', required: true, description: `The ${definition.name}'s id.`, schema: { type: 'string' }, example: ID_EXAMPLE };
  const ok = (status: string, description: string, schema: JsonSchema, headers = RATE_LIMIT_HEADERS) => ({
    [status]: { description, headers, content: { 'application/json': { schema } } },
  });
  const op = (operation: Operation): Operation => ({ tags: [resource.tag], security: [{ bearer: [] }], ...operation });
  const write = `Needs the \`${resource.scopes.write}\` scope and a role that may write it.`;
  const read = `Needs the \`${resource.scopes.read}\` scope; rows and fields follow the caller's role.`;
  const ops = new Set(resource.operations);

  // Undeclared methods are not in the document: they answer 405 MethodNotAllowed.
  if (ops.has('list')) {
    components.schemas[`${name}List`] = listEnvelope(name);
    (paths[base] ??= {}).get = op({
      operationId: `list${plural}`,
      summary: `List ${resource.tag.toLowerCase()}`,
      description: `${read} Filters, sorting and paging as declared below; any other query parameter answers 422.`,
      parameters: listParameters(definition.query),
      responses: { ...ok('200', 'A page of records.', ref(`${name}List`)), ...errors('400', '401', '403', '422', '429', '500', '503', ...(resource.api?.listErrors ?? [])) },
    });
  }
  if (ops.has('create') && resource.createDto) {
    (paths[base] ??= {}).post = op({
      operationId: `create${name}`,
      summary: `Create a ${humanName(definition.name)}`,
      description: write,
      parameters: [{ $ref: '#/components/parameters/IdempotencyKey' }],
      requestBody: { required: true, content: { 'application/json': { schema: dtoSchema(resource.createDto, components.schemas) } } },
      responses: { ...ok('201', 'The created record.', ref(name), REPLAY_HEADERS), ...errors('400', '401', '403', '409', '413', '415', '422', '429', '500', '503') },
    });
  }
  if (ops.has('get')) {
    (paths[item] ??= {}).get = op({
      operationId: `get${name}`,
      summary: `Retrieve a ${humanName(definition.name)}`,
      description: `${read} 404 when the record does not exist or the caller may not see it.`,
      parameters: [idParameter],
      responses: { ...ok('200', 'The record.', ref(name)), ...errors('400', '401', '403', '404', '414', '429', '500', '503') },
    });
  }
  if (ops.has('update') && resource.updateDto) {
    (paths[item] ??= {}).patch = op({
      operationId: `update${name}`,
      summary: `Update a ${humanName(definition.name)}`,
      description: `${write}${reviewScope(resource)} Only the fields sent change; null clears a nullable field.`,
      parameters: [idParameter, { $ref: '#/components/parameters/IdempotencyKey' }],
      requestBody: { required: true, content: { 'application/json': { schema: dtoSchema(resource.updateDto, components.schemas) } } },
      responses: { ...ok('200', 'The updated record.', ref(name), REPLAY_HEADERS), ...errors('400', '401', '403', '404', '414', '409', '413', '415', '422', '429', '500', '503') },
    });
  }
  if (ops.has('delete')) {
    (paths[item] ??= {}).delete = op({
      operationId: `delete${name}`,
      summary: `Delete a ${humanName(definition.name)}`,
      description: write,
      parameters: [idParameter, { $ref: '#/components/parameters/IdempotencyKey' }],
      responses: { ...ok('200', 'The deletion confirmation.', ref('DeletedConfirmation'), REPLAY_HEADERS), ...errors('400', '401', '403', '404', '414', '409', '413', '415', '422', '429', '500', '503') },
    });
  }
}

/** What an update whose route also takes a review scope (`scopes.review`) says of it. */
function reviewScope(resource: CrudResourceDeclaration): string {
  const { write, review } = resource.scopes;
  return review ? ` A review only (a step of an approval flow decided by its approver) needs \`${review}\` instead when the approver's role never holds \`${write}\`.` : '';
}

function errors(...statuses: string[]): Record<string, unknown> {
  return Object.fromEntries(statuses.map((s) => [s, errorRef(s)]));
}

/** Operations Nest generated (custom controllers): the shared error and header responses. */
function withCommonResponses(operation: Operation, method: string): Operation {
  const responses = { ...(operation.responses ?? {}) };
  for (const [status, response] of Object.entries(responses) as [string, any][]) {
    if (status.startsWith('2')) response.headers = { ...RATE_LIMIT_HEADERS, ...(response.headers ?? {}) };
  }
  const statuses = method === 'get' ? ['400', '401', '403', '404', '429', '500', '503'] : ['400', '401', '403', '404', '409', '413', '415', '422', '429', '500', '503'];
  for (const status of statuses) responses[status] ??= errorRef(status);
  const parameters = method === 'get' ? operation.parameters : [...(operation.parameters ?? []), { $ref: '#/components/parameters/IdempotencyKey' }];
  return { ...operation, ...(parameters?.length ? { parameters } : { parameters: undefined }), responses };
}

/** `emergencyContact` -> `emergency contact`. */
export const humanName = (name: string): string => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

function sortKeys<T>(object: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b)));
}
