import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { dependencyProblemOf, describeFailure } from './dependency-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
// Drizzle wraps the driver's error, with the statement and its parameters in the message.
const wrapped = (cause: Error) => new DrizzleQueryError('select 1 where $1', ['secret'], cause);

describe('dependencyProblemOf', () => {
  it.each([
    [
      'a refused connection',
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      'DATABASE_UNAVAILABLE',
    ],
    [
      'a reset connection, wrapped by drizzle',
      wrapped(withCode('read ECONNRESET', 'ECONNRESET')),
      'DATABASE_UNAVAILABLE',
    ],
    [
      'a connection ended mid-query',
      wrapped(new Error('Connection terminated unexpectedly')),
      'DATABASE_UNAVAILABLE',
    ],
    [
      'a client broken while checked out',
      new Error('Client has encountered a connection error and is not queryable'),
      'DATABASE_UNAVAILABLE',
    ],
    [
      'a pool without free connections in time',
      new Error('timeout exceeded when trying to connect'),
      'DATABASE_UNAVAILABLE',
    ],
    [
      'pg_terminate_backend or a restart (57P01)',
      wrapped(withCode('terminating connection due to administrator command', '57P01')),
      'DATABASE_UNAVAILABLE',
    ],
    [
      'a server starting up (57P03)',
      withCode('the database system is starting up', '57P03'),
      'DATABASE_UNAVAILABLE',
    ],
    [
      'too many connections (53300)',
      withCode('sorry, too many clients already', '53300'),
      'DATABASE_UNAVAILABLE',
    ],
    ['a connection exception (class 08)', withCode('connection failure', '08006'), 'DATABASE_UNAVAILABLE'],
    ['a full disk', withCode('ENOSPC: no space left on device', 'ENOSPC'), 'STORAGE_FULL'],
    ['a full quota', withCode('EDQUOT: disk quota exceeded', 'EDQUOT'), 'STORAGE_FULL'],
    [
      "PostgreSQL's own disk full (53100)",
      wrapped(withCode('could not extend file', '53100')),
      'STORAGE_FULL',
    ],
    ['a unique violation', wrapped(withCode('duplicate key value', '23505')), undefined],
    ['a syntax error', wrapped(withCode('syntax error at or near "x"', '42601')), undefined],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')"), undefined],
    ['an answer already decided', new AppError('NOT_FOUND'), undefined],
    ['something not an error', 'ECONNREFUSED', undefined],
  ])('%s → %s', (_name, error, code) => {
    expect(dependencyProblemOf(error)?.code).toBe(code);
  });

  it('answers with the status and Retry-After of each outage', () => {
    expect(dependencyProblemOf(withCode('', 'ECONNREFUSED'))).toMatchObject({
      status: 503,
      retryAfterSeconds: 5,
    });
    expect(dependencyProblemOf(withCode('', 'ENOSPC'))).toMatchObject({ status: 507, retryAfterSeconds: 60 });
  });
});

describe('describeFailure', () => {
  it('names the innermost error in one line, never the parameters', () => {
    const error = wrapped(
      withCode('terminating connection due to administrator command\nDETAIL: x', '57P01'),
    );
    expect(describeFailure(error)).toBe('terminating connection due to administrator command (57P01)');
  });
});
