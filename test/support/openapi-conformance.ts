import Ajv2020, { ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

type Document = { paths: Record<string, Record<string, any>>; components: Record<string, any> };

/** Routes outside the API contract (probes, metrics, the document and its page): not checked. */
const OUTSIDE_CONTRACT = [/^\/health\//, /^\/metrics$/, /^\/api\/docs/, /^\/api\/openapi\.(json|yaml)$/];

interface Route {
  template: string;
  pattern: RegExp;
  item: Record<string, any>;
}

/**
 * Checks a response against the OpenAPI document: the status is documented for the operation and a JSON
 * body matches its schema. Validators are compiled once per document, per test worker.
 */
export class OpenApiConformance {
  private readonly ajv: Ajv2020;
  private readonly routes: Route[];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: Document) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: 'openapi', components: document.components }, 'openapi');
    this.routes = Object.entries(document.paths).map(([template, item]) => ({
      template,
      item,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\\{[^}]+\\\}|\{[^}]+\}/g, '[^/]+')}$`),
    }))
      // As the router does: a static segment wins over a parameter (`/audit-events/stream` before `/{id}`).
      .sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
  }

  /** Problems of this response; an empty list when it conforms or the route is outside the contract. */
  check(method: string, url: string, status: number, contentType: string | undefined, body: unknown): string[] {
    const path = decodeURI(url.split('?')[0]).replace(/\/+$/, '') || '/';
    if (OUTSIDE_CONTRACT.some((p) => p.test(path))) return [];
    const isJson = (contentType ?? '').includes('application/json');
    const route = this.routes.find((r) => r.pattern.test(path));
    const operation = route?.item[method.toLowerCase()];
    if (!route || !operation) {
      // Not an operation of the document: 404 (no such path) or 405 (method not declared), as the error object;
      // the rate limiter may answer 429 before routing.
      const expected = route ? [405, 429] : [404, 405, 429];
      if (!expected.includes(status)) return [`${method} ${path} is not in the document and answered ${status}`];
      return isJson ? this.validate('#/components/schemas/Error', body, `${method} ${path} ${status}`) : [];
    }
    const response = operation.responses[String(status)] ?? operation.responses.default;
    const where = `${method} ${route.template} ${status}`;
    if (!response) return [`${where}: status ${status} is not documented (documented: ${Object.keys(operation.responses).join(', ')})`];
    const resolved = response.$ref ? this.resolve(response.$ref) : response;
    const media = resolved.content?.['application/json'];
    if (!media) return isJson && body !== undefined ? [`${where}: answers JSON but the document declares no JSON body`] : [];
    // A response that may be JSON or another declared type (a data export as JSON or CSV): the other type is not parsed.
    const mediaType = (contentType ?? '').split(';')[0].trim();
    if (!isJson) return resolved.content?.[mediaType] ? [] : [`${where}: the document declares a JSON body, the response is ${contentType}`];
    const pointer = response.$ref ? `${response.$ref}/content/application~1json/schema` : undefined;
    return pointer ? this.validate(pointer, body, where) : this.validateInline(media.schema, body, where);
  }

  private resolve(pointer: string): any {
    return pointer
      .slice(2)
      .split('/')
      .reduce((node: any, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], this.document);
  }

  private validate(pointer: string, body: unknown, where: string): string[] {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi${pointer}` });
      this.validators.set(pointer, validate);
    }
    return this.problems(validate, body, where);
  }

  private validateInline(schema: Record<string, unknown>, body: unknown, where: string): string[] {
    const key = `inline:${JSON.stringify(schema)}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(rebase(schema));
      this.validators.set(key, validate);
    }
    return this.problems(validate, body, where);
  }

  private problems(validate: ValidateFunction, body: unknown, where: string): string[] {
    if (validate(body)) return [];
    return (validate.errors ?? []).map((e) => `${where}: body${e.instancePath} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
  }
}

/** Local `#/components/...` references of an inline schema point into the registered document. */
function rebase(schema: unknown): any {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] = key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `openapi${value}` : rebase(value);
  }
  return out;
}

const byDocument = new Map<string, OpenApiConformance>();

/** One checker per document text in this worker (every test app serves the same document). */
export function conformanceFor(documentText: string): OpenApiConformance {
  let checker = byDocument.get(documentText);
  if (!checker) {
    checker = new OpenApiConformance(JSON.parse(documentText));
    byDocument.set(documentText, checker);
  }
  return checker;
}
