import { BadRequestException, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { ApiError } from './api-error';
import { renderError } from './render-error';

/**
 * Any thrown value becomes the spec's error object `{ id, code, name, message }` (issues for validation): the
 * service's own errors as thrown, framework 4xx with a client-facing message, anything unexpected a 500 that shows
 * nothing of its cause and is logged under the same id.
 */
describe('error object', () => {
  it('renders the service\'s errors with their status, name, message, issues and headers', () => {
    const rendered = renderError(ApiError.invalidField('endDate', 'must not be before startDate'));
    expect(rendered.status).toBe(422);
    expect(rendered.body).toEqual({
      id: expect.stringMatching(/^err_/), code: 422, name: 'ValidationError', message: 'endDate: must not be before startDate',
      issues: [{ name: 'endDate', reason: 'must not be before startDate' }],
    });
    const limited = renderError(new ApiError(429, 'Too many requests', 'TooManyRequests', undefined, { 'retry-after': '3' }));
    expect(limited).toMatchObject({ status: 429, body: { code: 429, name: 'TooManyRequests' }, headers: { 'retry-after': '3' } });
  });

  it('gives every rendering its own id', () => {
    expect(renderError(ApiError.notFound()).body.id).not.toBe(renderError(ApiError.notFound()).body.id);
  });

  it('renders a query refusal as QueryParameterValidationError', () => {
    expect(renderError(ApiError.query('$limit', 'expected a whole number of 0 or more')).body).toMatchObject({
      code: 422, name: 'QueryParameterValidationError', message: 'Invalid query parameter $limit: expected a whole number of 0 or more',
    });
  });

  it('renders database refusals as the client errors they stand for', () => {
    const unique = Object.assign(new Error('duplicate key value violates unique constraint "people_pkey"'), { code: '23505' });
    const rendered = renderError(unique);
    expect(rendered.body).toMatchObject({ code: 422, name: 'ValidationError' });
    expect(JSON.stringify(rendered.body)).not.toContain('people_pkey');
  });

  it('renders the framework\'s 4xx with their own message, and its 404 as "Not found"', () => {
    expect(renderError(new BadRequestException('Unexpected field')).body).toMatchObject({ code: 400, name: 'BadRequest', message: 'Unexpected field' });
    expect(renderError(new NotFoundException('Cannot GET /api/secret-route')).body).toMatchObject({ code: 404, name: 'NotFound', message: 'Not found' });
    expect(renderError(new ServiceUnavailableException('pool exhausted at host db-1')).body).toMatchObject({ code: 503, message: 'The service is temporarily unavailable' });
  });

  it.each([
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 'The request body is too large'],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 'Unsupported content type: send application/json'],
    ['FST_ERR_SOMETHING_NEW', 400, 'The request cannot be processed'],
  ])('renders the server\'s %s as %s with a client-facing message', (code, status, message) => {
    const rendered = renderError(Object.assign(new Error('internal detail'), { code, statusCode: status }));
    expect(rendered.body).toMatchObject({ code: status, message });
  });

  it('renders a JSON syntax error of the body as 400 without the parser\'s text', () => {
    const rendered = renderError(Object.assign(new SyntaxError('Unexpected token } in JSON at position 7'), { statusCode: 400 }));
    expect(rendered.body).toMatchObject({ code: 400, name: 'BadRequest', message: 'The body is not valid JSON' });
  });

  it('renders anything unexpected as 500 GeneralError, logged under the id it answers with, its cause never shown', () => {
    const logged: { obj: Record<string, unknown>; msg: string }[] = [];
    const logger = { error: (obj: Record<string, unknown>, msg: string) => logged.push({ obj, msg }) };
    const cause = new TypeError("Cannot read properties of undefined (reading 'salary')");
    const rendered = renderError(cause, logger as never);
    expect(rendered).toMatchObject({ status: 500, body: { code: 500, name: 'GeneralError', message: 'An unexpected error occurred' } });
    expect(JSON.stringify(rendered.body)).not.toContain('salary');
    expect(logged).toEqual([{ obj: { err: cause, errorId: rendered.body.id }, msg: 'unexpected error' }]);
    expect(renderError('thrown string').body.code).toBe(500);
    expect(renderError(Object.assign(new Error('x'), { statusCode: 502 })).body.code).toBe(500);
  });
});
