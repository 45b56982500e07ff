import { AppError, type GenericErrorCode } from './app-error';

// Hardening: malformed multipart bodies. @fastify/multipart and its busboy throw while a route reads
// the parts (request.file(), request.parts(), part.toBuffer()). Each route maps the breaches it has
// the spec's words for (no file, a file over its size) and lets the rest through; the error handler
// asks here, the one place that turns what only the parser noticed into a 4xx instead of a 500.

// @fastify/multipart's own errors (their statuses are 406 and 413, their texts its own).
const codeOfPluginError: Record<string, GenericErrorCode> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UPLOAD_NOT_MULTIPART',
  FST_REQ_FILE_TOO_LARGE: 'UPLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'UPLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'UPLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'UPLOAD_TOO_LARGE',
  FST_PROTO_VIOLATION: 'UPLOAD_UNREADABLE',
  FST_INVALID_JSON_FIELD_ERROR: 'UPLOAD_UNREADABLE',
  FST_MP_PREMATURE_CLOSE: 'UPLOAD_UNREADABLE',
};

// @fastify/busboy 3 raises plain Errors, known only by their text: no boundary in the Content-Type
// (or one longer than its search takes), and a body that ends before the closing boundary, the
// case of a wrong boundary too (a part cut off mid-way says which part: 'Part terminated early…').
const busboyMessages = [
  /^Multipart: Boundary not found$/,
  /^The needle cannot have a length bigger than \d+\.?$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
];

export const multipartErrorOf = (error: unknown): AppError | undefined => {
  if (!(error instanceof Error) || error instanceof AppError) return undefined;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string') {
    const appCode = codeOfPluginError[code];
    return appCode ? new AppError(appCode) : undefined;
  }
  return busboyMessages.some((pattern) => pattern.test(error.message))
    ? new AppError('UPLOAD_UNREADABLE')
    : undefined;
};
