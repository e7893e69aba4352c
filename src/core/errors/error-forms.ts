import type { FastifyRequest } from 'fastify';
import type { RenderedError } from './render-error';

/**
 * Another shape of the error object for the routes under a path (a standard protocol served beside the API, such as
 * SCIM's error messages under `/scim/v2`): the status and headers stay the core's, the body and its content type are
 * the form's. A module registers its form when it loads, as it registers its constraint errors.
 */
export interface ErrorForm {
  /** The path the form applies to, and everything under it (`/scim/v2`). */
  path: string;
  contentType: string;
  body(rendered: RenderedError, request: FastifyRequest): unknown;
}

const forms: ErrorForm[] = [];

export function registerErrorForm(form: ErrorForm): void {
  if (!forms.some((f) => f.path === form.path)) forms.push(form);
}

/** The form of the request's path, if a module registered one for it. */
export function errorFormOf(request: FastifyRequest | undefined): ErrorForm | undefined {
  const url = request?.raw?.url ?? request?.url;
  if (!url || forms.length === 0) return undefined;
  const path = url.split('?')[0];
  return forms.find((f) => path === f.path || path.startsWith(`${f.path}/`));
}
