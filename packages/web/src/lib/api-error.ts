import type { FieldError } from '@pulse/shared/contracts/problem';

// An `application/problem+json` answer of the API, typed.
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly fieldErrors: FieldError[];
  // The server's Retry-After (a dependency's outage, a rate limit), in milliseconds; null without one.
  readonly retryAfterMs: number | null;

  constructor(
    status: number,
    code: string,
    detail: string,
    fieldErrors: FieldError[] = [],
    retryAfterMs: number | null = null,
  ) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.fieldErrors = fieldErrors;
    this.retryAfterMs = retryAfterMs;
  }
}

// What to tell the user when a call fails: the server's own words when it answered, else a hint.
export const errorMessage = (error: unknown): string =>
  error instanceof ApiError
    ? error.detail
    : 'Pulse could not be reached. Check your connection and try again.';

// The record a URL names does not exist (or is another organisation's): the screen shows not-found.
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
