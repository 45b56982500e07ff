import type { FieldError, Problem } from '@pulse/shared/contracts/problem';
import { problemSchema } from '@pulse/shared/contracts/problem';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, RetryLaterError } from './app-error';
import { type DependencyMonitor, reportFailure } from './dependency-monitor';
import { multipartErrorOf } from './multipart-errors';

const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

const titleByStatus: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

export const sendProblem = (
  request: FastifyRequest,
  reply: FastifyReply,
  problem: Omit<Problem, 'type' | 'requestId'> & { type?: string },
) =>
  reply
    .code(problem.status)
    .type(PROBLEM_CONTENT_TYPE)
    .send({
      type: problem.type ?? `https://pulse.dev/problems/${problem.code.toLowerCase().replaceAll('_', '-')}`,
      requestId: request.id,
      ...problem,
    } satisfies Problem);

// Zod's paths (body.email) become the field names the forms use (email).
const toFieldErrors = (error: FastifyError): FieldError[] =>
  (error.validation ?? []).map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? 'Invalid value',
  }));

const sendAppError = (request: FastifyRequest, reply: FastifyReply, error: AppError) => {
  if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
  return sendProblem(request, reply, {
    status: error.status,
    title: error.title,
    detail: error.message,
    code: error.code,
    ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
  });
};

// An outage of a dependency answers 503 or 507 with Retry-After and is one line in the log when it
// starts, not a stack trace per request (lib/dependency-monitor.ts).
export const createErrorHandler =
  (monitor: DependencyMonitor) => (thrown: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // Hardening: malformed multipart bodies; whichever route was reading, the parser's errors are 4xx.
    const error = multipartErrorOf(thrown) ?? thrown;
    if (error instanceof AppError) return sendAppError(request, reply, error);
    // A path names a resource: one whose id cannot even be parsed does not exist, like any other
    // unknown id (a 404 with a way back in the browser, never "Invalid UUID").
    if (error.validation && error.validationContext === 'params')
      return sendAppError(request, reply, new AppError('NOT_FOUND'));
    if (error.validation) {
      const errors = toFieldErrors(error);
      return sendProblem(request, reply, {
        status: 400,
        title: 'Bad Request',
        detail: errors[0]?.message ?? error.message,
        code: 'VALIDATION_FAILED',
        errors,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendProblem(request, reply, {
        status,
        title: titleByStatus[status] ?? 'Bad Request',
        detail: error.message,
        // The framework's own codes (FST_ERR_…) are not part of the API: one code for them all.
        code: 'BAD_REQUEST',
      });
    }
    // Unknown failures: the log keeps the details (with the request id); the client gets none.
    const outage = reportFailure(monitor, request.log, error, 'unhandled error');
    if (outage) return sendAppError(request, reply, outage);
    return sendProblem(request, reply, {
      status: 500,
      title: 'Internal Server Error',
      detail: 'Something went wrong on our side. Please try again later.',
      code: 'INTERNAL',
    });
  };

// Requests the router refuses before any route runs (a path parameter past its length, a path that
// does not decode): problem+json like every other answer, without echoing the path back.
export const frameworkErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const isTooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return sendProblem(request, reply, {
    status: isTooLong ? 414 : 400,
    title: isTooLong ? 'URI Too Long' : 'Bad Request',
    detail: isTooLong ? 'The address is too long.' : 'The address is not valid.',
    code: isTooLong ? 'URI_TOO_LONG' : 'BAD_URL',
  });
};

// Error answers a route can give, for its OpenAPI description.
export const problemResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, problemSchema]));
