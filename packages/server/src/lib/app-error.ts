import { pulseTexts, signInTexts } from '@pulse/shared/spec-texts';

// One error type for every expected failure; the error handler turns it into problem+json.
// Each code has one status and one default text, so the API's answers stay consistent. The codes
// here are the ones any part of the app may throw; a module's own codes and texts live beside it, in
// its <name>.errors.ts, made with defineErrors.

// What a code answers: its status, the problem's title and the detail when the thrower gives none.
export type ErrorDefinition = { status: number; title: string; detail: string };

type FieldErrors = { path: string; message: string }[];

const genericErrors = {
  UNAUTHENTICATED: { status: 401, title: 'Unauthorized', detail: pulseTexts.sessionExpired },
  // A wrong e-mail or password, at the portal's sign-in and the tracker's alike.
  SIGN_IN_FAILED: { status: 401, title: 'Unauthorized', detail: signInTexts.failure },
  FORBIDDEN: { status: 403, title: 'Forbidden', detail: 'You do not have access to this.' },
  // An API token that is valid but lacks the operation's scope, or calls an operation tokens may not.
  INSUFFICIENT_SCOPE: {
    status: 403,
    title: 'Forbidden',
    detail: 'This API token may not call this operation.',
  },
  CSRF_REJECTED: { status: 403, title: 'Forbidden', detail: 'This request did not come from Pulse.' },
  // A Host that is not one of Pulse's own names (lib/allowed-hosts.ts).
  HOST_NOT_ALLOWED: {
    status: 421,
    title: 'Misdirected Request',
    detail: 'This server does not answer for that host name. Add it to PUBLIC_URL or ALLOWED_HOSTS.',
  },
  // Input that passes the schema but breaks a rule the schema cannot see (e.g. a list's known keys).
  VALIDATION_FAILED: { status: 400, title: 'Bad Request', detail: 'The request is not valid.' },
  NOT_FOUND: { status: 404, title: 'Not Found', detail: 'Not found.' },
  CONFLICT: { status: 409, title: 'Conflict', detail: 'This conflicts with existing data.' },
  TOO_MANY_ATTEMPTS: { status: 429, title: 'Too Many Requests', detail: pulseTexts.tooManyAttempts },
  // Hardening: malformed multipart bodies (lib/multipart-errors.ts). A route's own words come first
  // (a missing sheet, a file over its size); these answer what the parser alone noticed.
  UPLOAD_NOT_MULTIPART: {
    status: 415,
    title: 'Unsupported Media Type',
    detail: 'Send the upload as multipart/form-data.',
  },
  UPLOAD_UNREADABLE: {
    status: 400,
    title: 'Bad Request',
    detail: 'The upload could not be read; it may have been cut off. Please try again.',
  },
  UPLOAD_TOO_LARGE: {
    status: 413,
    title: 'Content Too Large',
    detail: 'The upload has more parts, or a larger part, than this form takes.',
  },
  // Outages of what Pulse depends on (lib/dependency-errors.ts): the client may try again later.
  DATABASE_UNAVAILABLE: {
    status: 503,
    title: 'Service Unavailable',
    detail: 'The database is not reachable just now. Please try again in a few seconds.',
  },
  STORAGE_FULL: {
    status: 507,
    title: 'Insufficient Storage',
    detail: 'The file store is full, so nothing was saved. Please try again later.',
  },
  STORAGE_UNAVAILABLE: {
    status: 503,
    title: 'Service Unavailable',
    detail: 'The file store is not reachable just now, so nothing was saved. Please try again later.',
  },
} as const satisfies Record<string, ErrorDefinition>;

export type GenericErrorCode = keyof typeof genericErrors;

// A module's own code with what it answers; only defineErrors makes these.
export type ModuleError<Code extends string = string> = ErrorDefinition & { code: Code };

// Codes the error handler answers without an AppError (lib/problem.ts): the router's refusals and
// the unexpected failure.
const handlerCodes = ['BAD_REQUEST', 'BAD_URL', 'URI_TOO_LONG', 'ROUTE_NOT_FOUND', 'INTERNAL'];
const knownCodes = new Set<string>([...Object.keys(genericErrors), ...handlerCodes]);

// Every code a problem answer can carry, for the OpenAPI document's Problem.code enum. Modules define
// theirs when they are imported, which is before the app serves its document.
export const problemCodes = () => [...knownCodes].sort();

// A module's codes, each with its status, title and text, keyed by the code itself: a code thrown as
// `new AppError(leaveErrors.LEAVE_OVERLAP)` cannot lack an answer, and a mistyped one does not compile.
// A generic code cannot be defined again with another answer.
export const defineErrors = <
  const Definitions extends Record<string, ErrorDefinition> & { [Code in GenericErrorCode]?: never },
>(
  definitions: Definitions,
) => {
  for (const code of Object.keys(definitions)) knownCodes.add(code);
  return Object.fromEntries(
    Object.entries(definitions).map(([code, definition]) => [code, { code, ...definition }]),
  ) as { [Code in keyof Definitions & string]: ModuleError<Code> };
};

export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly title: string;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(error: GenericErrorCode | ModuleError, detail?: string, fieldErrors?: FieldErrors) {
    const definition = typeof error === 'string' ? { code: error, ...genericErrors[error] } : error;
    super(detail ?? definition.detail);
    this.code = definition.code;
    this.status = definition.status;
    this.title = definition.title;
    this.fieldErrors = fieldErrors;
  }
}

// A refusal that ends at a known time (sign-in throttling, a dependency's outage): the answer says
// when in Retry-After.
export class RetryLaterError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(
    retryAfterMs: number,
    code:
      | 'TOO_MANY_ATTEMPTS'
      | 'DATABASE_UNAVAILABLE'
      | 'STORAGE_FULL'
      | 'STORAGE_UNAVAILABLE' = 'TOO_MANY_ATTEMPTS',
  ) {
    super(code);
    this.retryAfterSeconds = Math.max(Math.ceil(retryAfterMs / 1000), 1);
  }
}
