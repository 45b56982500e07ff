import { AppError, RetryLaterError } from './app-error';

// How long a client should wait before trying again, per failing dependency. A PostgreSQL restart or
// failover takes seconds; a full disk needs a person (or the retention job) to free space.
export const DATABASE_RETRY_AFTER_MS = 5_000;
export const STORAGE_RETRY_AFTER_MS = 30_000;
export const STORAGE_FULL_RETRY_AFTER_MS = 60_000;

// Connection-level failures of node-postgres, whatever the query: the server refused or dropped the
// connection, or is shutting down or starting up. A query's own errors (a constraint, a syntax
// error) are not outages.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
]);
// SQLSTATE 57P01 admin_shutdown (a restart, or pg_terminate_backend), 57P02 crash_shutdown,
// 57P03 cannot_connect_now (starting up, or in recovery), 53300 too_many_connections; class 08 is
// every connection exception.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
// node-postgres says these in words only.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /is not queryable/,
  /timeout exceeded when trying to connect/,
  /^Cannot use a pool after calling end/,
];
// ENOSPC a full disk, EDQUOT a full quota; SQLSTATE 53100 is PostgreSQL's own disk being full.
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

// The error and every cause it wraps (drizzle keeps the driver's error as `cause`).
const chainOf = (error: unknown): unknown[] => {
  const chain: unknown[] = [];
  for (let current = error; current instanceof Error && chain.length < 8; current = current.cause)
    chain.push(current);
  return chain;
};

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
};

export const isDiskFull = (error: unknown) =>
  chainOf(error).some((link) => DISK_FULL_CODES.has(codeOf(link) ?? ''));

export const isDatabaseUnavailable = (error: unknown) =>
  chainOf(error).some((link) => {
    const code = codeOf(link) ?? '';
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
    const message = (link as Error).message;
    return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
  });

// The first line of the innermost error, for the one log line of a state change.
export const describeFailure = (error: unknown) => {
  const innermost = chainOf(error).at(-1) ?? error;
  const message = innermost instanceof Error ? innermost.message : String(innermost);
  const code = codeOf(innermost);
  const firstLine = message.split('\n')[0] ?? '';
  return code && !firstLine.includes(code) ? `${firstLine} (${code})` : firstLine;
};

export const databaseUnavailable = () => new RetryLaterError(DATABASE_RETRY_AFTER_MS, 'DATABASE_UNAVAILABLE');
export const storageFull = () => new RetryLaterError(STORAGE_FULL_RETRY_AFTER_MS, 'STORAGE_FULL');
export const storageUnavailable = () => new RetryLaterError(STORAGE_RETRY_AFTER_MS, 'STORAGE_UNAVAILABLE');

// The answer a failed dependency gives the client, or undefined when the error is not one.
export const dependencyProblemOf = (error: unknown): AppError | undefined => {
  if (error instanceof AppError) return undefined;
  if (isDiskFull(error)) return storageFull();
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  return undefined;
};
