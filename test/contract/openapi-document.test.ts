import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { generateOpenApiDocument, serializeDocument } from '../../src/bootstrap/openapi-document';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { RESOURCE_MODULES } from '../../src/app.module';
import { isDocumentedConstraint } from '../../src/core/openapi/constraint-schemas';
import { crudDeclarationsOf } from '../../src/core/crud/crud-declaration';
import { OpenApiConformance } from '../support/openapi-conformance';

const ROOT = path.resolve(__dirname, '../..');
const committed = () => readFileSync(path.join(ROOT, 'openapi.json'), 'utf8');

/** The committed document is the generated one, so every API change shows in review. */
describe('openapi.json', () => {
  let document: any;
  beforeAll(async () => {
    document = await generateOpenApiDocument();
  });

  it('is up to date with the code (regenerate with `npm run openapi`)', () => {
    expect(committed()).toBe(serializeDocument(document));
  });

  it('is OpenAPI 3.1 with a relative server, contact, licence, declared tags and webhooks', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.info.contact).toEqual(expect.objectContaining({ name: expect.any(String) }));
    expect(document.info.license).toEqual(expect.objectContaining({ name: expect.any(String) }));
    const used = new Set(Object.values<any>(document.paths).flatMap((item) => Object.values<any>(item).flatMap((op) => op.tags)));
    const declared = new Set(document.tags.map((t: { name: string; description: string }) => t.description && t.name));
    for (const tag of used) expect(declared).toContain(tag);
    expect(Object.keys(document.webhooks)).toEqual(expect.arrayContaining(['person.created', 'person.updated', 'person.deleted', 'person.offboarded', 'location.created']));
    expect(document.webhooks['person.updated'].post.requestBody.content['application/json'].schema.properties.data.properties.object).toEqual({ $ref: '#/components/schemas/Person' });
  });

  it('gives a real contact and licence: the installation\'s operator, proprietary terms as an SPDX LicenseRef, no placeholder', () => {
    // Self-hosted: the operator of the installation answers for its API; the package is UNLICENSED (not open source).
    expect(document.info.contact).toEqual({ name: 'The operator of this Personnel installation' });
    // OpenAPI 3.1: `identifier` (an SPDX expression) and `url` exclude each other.
    expect(document.info.license).toEqual({ name: 'Proprietary', identifier: 'LicenseRef-Proprietary' });
    expect(document.info.license.identifier).toMatch(/^LicenseRef-[A-Za-z0-9.-]+$/);
    expect(JSON.stringify(document.info)).not.toMatch(/example\.(com|org|net)|\.example\b|\.invalid\b|\.test\b|placeholder|TODO|TBD|lorem/i);
  });

  it('names operations as client methods and documents a success body and error statuses on every one', () => {
    const ids: string[] = [];
    for (const [route, item] of Object.entries<any>(document.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        ids.push(op.operationId);
        const success = Object.keys(op.responses).filter((s) => s.startsWith('2'));
        // Downloads (signed file links) answer bytes, whole (200) or one range (206); the calendar feed answers
        // text/calendar (RFC 5545), an audit period NDJSON; every other success is one JSON body.
        const oneBody = (content: Record<string, unknown>) => content['application/json'] ?? content['text/calendar'] ?? content['application/x-ndjson'];
        const isDownload = success.every((s) => op.responses[s].content && !oneBody(op.responses[s].content));
        // A data export's create answers the stored export (201) or, with `download: true`, the file itself (200, CSV or JSON).
        const createOrDownload = method === 'post' && Boolean(op.responses['201'] && op.responses['200']?.content?.['text/csv']);
        // An erasure answers the finished erasure (200) or, while a worker still works on it, the pending one (202): one schema.
        const doneOrAccepted = success.length === 2 && op.responses['202'] && op.responses['200']?.content?.['application/json']?.schema?.$ref === op.responses['202'].content?.['application/json']?.schema?.$ref;
        expect({ route, method, success: success.length }).toEqual({ route, method, success: isDownload || createOrDownload || doneOrAccepted ? 2 : 1 });
        if (isDownload) expect(op.responses['206'].content['*/*'].schema).toEqual({ type: 'string', format: 'binary' });
        else {
          const content = op.responses[success[0]].content;
          expect((oneBody(content) as { schema?: unknown }).schema).toBeDefined();
        }
        for (const status of ['401', '403', '429']) expect(op.responses[status]).toBeDefined();
        if (method !== 'get') {
          expect(op.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
          for (const status of ['409', '413', '415', '422']) expect(op.responses[status]).toBeDefined();
        }
        if (route.endsWith('{id}')) expect(op.responses['404']).toBeDefined();
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['listPeople', 'getPerson', 'createPerson', 'updatePerson', 'deletePerson', 'getMe', 'listJobRoles', 'getCompany']));
  });

  it('states what requests must hold: required fields, the new-hire exception, formats, enums, no unknown fields', () => {
    const schemas = document.components.schemas;
    const person = schemas.CreatePersonInput;
    expect(person.additionalProperties).toBe(false);
    expect(person.if).toEqual({ properties: { status: { const: 'newHire' } }, required: ['status'] });
    expect(person.else.required.sort()).toEqual(['email', 'employmentStartDate', 'firstName', 'jobRole', 'lastName', 'locationId']);
    expect(person.properties.birthday).toEqual({ type: ['string', 'null'], format: 'date' });
    expect(person.properties.email).toEqual(expect.objectContaining({ type: 'string', format: 'email', maxLength: 320 }));
    expect(person.properties.countryCode).toEqual(expect.objectContaining({ type: ['string', 'null'], pattern: '^[A-Z]{2}$' }));
    expect(person.properties.jobRole).toEqual({ $ref: '#/components/schemas/NewPersonJobRoleInput' });
    expect(schemas.NewPersonJobRoleInput.required).toEqual(['jobTitle']);
    expect(schemas.CreateLocationInput.required.sort()).toEqual(['city', 'countryCode', 'timeAwayPolicyId']);
    expect(schemas.CreateCompensationInput.properties.currency).toEqual(expect.objectContaining({ pattern: '^[A-Z]{3}$' }));
    expect(schemas.CreateCustomValueInput.properties.value.oneOf).toEqual([{ type: 'string' }, { type: 'array', items: { type: 'string' } }, { type: 'null' }]);
    expect(schemas.CreateCustomFieldInput.properties.config.properties.choices).toEqual(expect.objectContaining({ type: 'array', items: expect.objectContaining({ type: 'string' }) }));
    expect(schemas.CreateTimeAwayPolicyInput.properties.allowance).toEqual(expect.objectContaining({ minimum: 0, maximum: 366 * 24 })); // an hours policy's year
  });

  it('documents every filter, operator, $sort, $or and $asOf a list accepts', () => {
    const params = (route: string) => document.paths[route].get.parameters.map((p: { name: string }) => p.name);
    expect(params('/api/people')).toEqual(expect.arrayContaining(['$limit', '$skip', 'email', 'status', 'createdAt', 'updatedAt']));
    const compensations = document.paths['/api/compensations'].get.parameters;
    expect(compensations.map((p: { name: string }) => p.name)).toContain('$asOf');
    const filter = compensations.find((p: { style?: string }) => p.style === 'deepObject');
    expect(filter).toEqual(expect.objectContaining({ in: 'query', explode: true }));
  });

  it('describes the resources: formats, nullability, and fields a role may not see as optional', () => {
    const person = document.components.schemas.Person;
    expect(person.required).toContain('firstName');
    expect(person.required).not.toContain('birthday');
    expect(person.required).not.toContain('taxId');
    expect(person.properties.createdAt).toEqual({ type: 'string', format: 'date-time' });
    expect(person.properties.jobRole).toEqual({ oneOf: [{ $ref: '#/components/schemas/JobRole' }, { type: 'null' }] });
    expect(document.components.schemas.JobRole.required).not.toContain('note');
    expect(document.components.schemas.PersonList.required).toEqual(['total', 'limit', 'skip', 'data']);
    expect(document.components.schemas.Error.required).toEqual(['id', 'code', 'name', 'message']);
  });
});

describe('the conformance check of the e2e client', () => {
  const doc = JSON.parse(committed());
  const checker = new OpenApiConformance(doc);
  const location = {
    id: 'x', companyId: 'c', label: null, displayName: 'Paris', address: null, postcode: null, city: 'Paris', state: null, country: 'France',
    regionCode: null, countryCode: 'FR', timezone: 'Europe/Paris', isAddressInvalid: false, timeAwayPolicyId: 'p', workingPatternId: null,
    createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
  };
  const json = 'application/json; charset=utf-8';

  it('accepts a conforming body and skips routes outside the contract', () => {
    expect(checker.check('GET', '/api/locations/abc', 200, json, location)).toEqual([]);
    expect(checker.check('GET', '/health/live', 200, json, { anything: 1 })).toEqual([]);
    expect(checker.check('DELETE', '/api/companies/abc', 405, json, { id: 'e', code: 405, name: 'MethodNotAllowed', message: 'm' })).toEqual([]);
  });

  it('refuses an undocumented status, a wrong body and an unknown field', () => {
    expect(checker.check('GET', '/api/locations/abc', 418, json, {})[0]).toMatch(/not documented/);
    expect(checker.check('GET', '/api/locations/abc', 200, json, { ...location, city: 12 })[0]).toMatch(/city/);
    expect(checker.check('GET', '/api/locations/abc', 200, json, { ...location, secret: 'x' })[0]).toMatch(/additional/);
    expect(checker.check('GET', '/api/locations?city=Paris', 200, json, { total: 1, data: [] })[0]).toMatch(/limit/);
    expect(checker.check('GET', '/api/locations/abc', 404, json, { message: 'x' }).length).toBeGreaterThan(0);
  });
});

describe('request schemas come from the validation decorators', () => {
  it('every constraint a DTO uses has a declared schema (a new decorator must say what it enforces)', () => {
    expect(RESOURCE_MODULES.length).toBeGreaterThan(0);
    const seen = new Set<Function>();
    const visit = (dto: Function): string[] => {
      if (seen.has(dto)) return [];
      seen.add(dto);
      return getMetadataStorage()
        .getTargetValidationMetadatas(dto, '', false, false)
        .flatMap((m) => {
          if (m.type === ValidationTypes.NESTED_VALIDATION) {
            const nested = Reflect.getMetadata('design:type', dto.prototype, m.propertyName);
            return nested && nested !== Array && nested !== Object ? visit(nested) : [];
          }
          return m.type === ValidationTypes.CUSTOM_VALIDATION && !isDocumentedConstraint(m.name ?? '') ? [`${dto.name}.${m.propertyName}: ${m.name}`] : [];
        });
    };
    const undocumented = crudDeclarationsOf(RESOURCE_MODULES).flatMap((r) => [r.createDto, r.updateDto].filter(Boolean).flatMap((dto) => visit(dto!)));
    expect(undocumented).toEqual([]);
  });
});
