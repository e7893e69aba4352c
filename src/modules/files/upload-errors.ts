import { ApiError } from '../../core/errors/api-error';

/** @fastify/multipart and busboy errors as the spec's error object (never a 500 for a malformed or oversized form). */
export function uploadError(error: unknown, maxBytes: number): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: string })?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(maxBytes);
    case 'FST_FILES_LIMIT':
      return ApiError.invalidField('file', 'send exactly one file part');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new ApiError(413, 'The form has too many parts');
    case 'FST_PROTO_VIOLATION':
      return ApiError.invalidField('body', 'holds a field name that is not allowed');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(415, 'Send the file as multipart/form-data');
  }
  const message = (error as { message?: string })?.message ?? '';
  if (/multipart|boundary|Unexpected end of form|terminated early|Malformed|premature close|Part terminated/i.test(message) || code === 'FST_MP_PREMATURE_CLOSE') {
    return new ApiError(400, 'The multipart body is malformed');
  }
  return error;
}

export function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, `The file is larger than the limit of ${maxBytes} bytes`);
}
