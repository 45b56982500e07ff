import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeError } from './log-serializers';

describe('serializeError', () => {
  // What the issue found in the log during an outage: the statement and its bound parameters, a
  // session token's hash among them.
  const tokenHash = 'f2b1c0ffee5e55104d7a5c0de1234567890abcdef';
  const cause = Object.assign(new Error('Connection terminated unexpectedly'), {
    code: 'ECONNRESET',
    detail: 'Key (email)=(rahul@example.com) already exists.',
  });
  const error = new DrizzleQueryError(
    'select "employee_id" from "sessions" where "token_hash" = $1',
    [tokenHash, 'rahul@example.com'],
    cause,
  );

  it('keeps the statement, its frames and the cause, never the parameters or the driver detail', () => {
    const serialized = JSON.stringify(serializeError(error));
    expect(serialized).toContain('select \\"employee_id\\" from \\"sessions\\"');
    expect(serialized).toContain('Connection terminated unexpectedly');
    expect(serialized).toContain('ECONNRESET');
    expect(serialized).toContain('    at ');
    expect(serialized).not.toContain(tokenHash);
    expect(serialized).not.toContain('rahul@example.com');
    expect(serialized).not.toContain('params');
  });

  it('serializes what is not an error as a short string', () => {
    expect(serializeError('x'.repeat(500))).toEqual({ type: 'string', message: 'x'.repeat(200) });
  });
});
