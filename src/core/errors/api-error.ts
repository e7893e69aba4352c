export interface ValidationIssue {
  name: string;
  reason: string;
  forbidden?: boolean;
  index?: string;
}

/** Status code -> error name of the specification (plus the 4xx classes D15 adds). */
export const ERROR_NAMES: Record<number, string> = {
  400: 'BadRequest',
  401: 'NotAuthenticated',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  406: 'NotAcceptable',
  409: 'Conflict',
  410: 'Gone',
  413: 'PayloadTooLarge',
  414: 'UriTooLong',
  415: 'UnsupportedMediaType',
  422: 'ValidationError',
  429: 'TooManyRequests',
  500: 'GeneralError',
  502: 'BadGateway',
  503: 'Unavailable',
};

/** The one exception type the service throws on purpose; the filter renders it as the spec's error object. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly errorName: string = ERROR_NAMES[code] ?? (code >= 500 ? 'GeneralError' : 'BadRequest'),
    readonly issues?: ValidationIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  static notAuthenticated(message = 'Missing or invalid access token') {
    return new ApiError(401, message);
  }
  static forbidden(message = 'The token lacks the privileges for this action') {
    return new ApiError(403, message);
  }
  static notFound(message = 'No record found for this id') {
    return new ApiError(404, message);
  }
  static methodNotAllowed(method: string) {
    return new ApiError(405, `Method ${method} is not allowed on this resource`);
  }
  static validation(issues: ValidationIssue[], message = 'The request is invalid') {
    return new ApiError(422, message, 'ValidationError', issues);
  }
  static invalidField(name: string, reason: string) {
    return ApiError.validation([{ name, reason }], `${name}: ${reason}`);
  }
  static forbiddenFields(names: string[]) {
    return ApiError.validation(
      names.map((name) => ({ name, reason: 'you may not write this field', forbidden: true })),
      `You may not write: ${names.join(', ')}`,
    );
  }
  /** 429 with `Retry-After` (seconds): a rate limit, a quota or a bound on work at once. */
  static tooManyRequests(message: string, retryAfterSeconds: number) {
    return new ApiError(429, message, 'TooManyRequests', undefined, { 'retry-after': String(retryAfterSeconds) });
  }
  /** 503 `Unavailable` with `Retry-After` (seconds): a dependency (database, queue) cannot take the request now. */
  static unavailable(message: string, retryAfterSeconds: number) {
    return new ApiError(503, message, 'Unavailable', undefined, { 'retry-after': String(retryAfterSeconds) });
  }
  static query(parameter: string, reason: string) {
    return new ApiError(422, `Invalid query parameter ${parameter}: ${reason}`, 'QueryParameterValidationError');
  }
}
