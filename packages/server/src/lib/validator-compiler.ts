import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { type $ZodType, safeParse } from 'zod/v4/core';
import { findUnsafeInput } from './unsafe-input';

const toValidationError = (path: readonly PropertyKey[], message: string): FastifySchemaValidationError => ({
  keyword: 'invalid',
  instancePath: `/${path.map(String).join('/')}`,
  schemaPath: '#',
  params: {},
  message,
});

// Every route's params, query, headers and body: first the checks no schema states for each of its
// strings (control characters, absurd nesting), for every route at once, then the route's zod
// schema. Failures reach the error handler as `error.validation`, answered as a 400 naming the field.
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const unsafe = findUnsafeInput(data);
    if (unsafe) return { error: [toValidationError(unsafe.path, unsafe.message)] };
    const result = safeParse(schema, data);
    if (result.success) return { value: result.data };
    return { error: result.error.issues.map((issue) => toValidationError(issue.path, issue.message)) };
  };
