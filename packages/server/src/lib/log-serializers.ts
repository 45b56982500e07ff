import type { FastifyRequest } from 'fastify';

// What a log line may hold of an error and a request. Logs are read by more people, kept longer and
// copied further than the database, so they never carry a query's bound parameters (session-token
// hashes, e-mail addresses, names), a driver's `detail` ("Key (email)=(…) already exists"), a query
// string (search terms, names) or a client's address.

export type SerializedError = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  stack?: string;
  cause?: SerializedError;
};

// Drizzle's "Failed query: <sql>\nparams: <values>": the statement is kept (its values are $n
// placeholders), the values are not.
const withoutParams = (message: string) => {
  const at = message.indexOf('\nparams:');
  return at === -1 ? message : message.slice(0, at);
};

const MAX_CAUSES = 4;

export const serializeError = (error: unknown, depth = 0): SerializedError => {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error).slice(0, 200) };
  const message = withoutParams(error.message);
  const code = (error as { code?: unknown }).code;
  const constraint = (error as { constraint?: unknown }).constraint;
  // The stack's frames only: its first lines repeat the message, parameters included.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: error.name,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof constraint === 'string' ? { constraint } : {}),
    ...(frames.length > 0 ? { stack: `${error.name}: ${message}\n${frames.join('\n')}` } : {}),
    ...(error.cause !== undefined && depth < MAX_CAUSES
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  };
};

export const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url.split('?')[0],
  host: request.host,
});

export const logSerializers = { err: serializeError, error: serializeError, req: serializeRequest };
