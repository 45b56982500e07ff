// @vitest-environment node
import { signInTexts } from '@pulse/shared/spec-texts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './api-client';
import { ApiError } from './api-error';
import { meQueryKey, queryClient, retryDelay, shouldRetry } from './query-client';

const answer = (
  status: number,
  body: unknown,
  contentType = 'application/problem+json',
  headers: Record<string, string> = {},
) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType, ...headers } }),
    ),
  );

const problem = (
  status: number,
  code: string,
  detail: string,
  errors?: { path: string; message: string }[],
) => ({
  type: `https://pulse.dev/problems/${code}`,
  title: 'Problem',
  status,
  detail,
  code,
  requestId: 'r-1',
  ...(errors ? { errors } : {}),
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('api client', () => {
  it('turns a problem+json answer into an ApiError with the server text and field errors', async () => {
    answer(
      400,
      problem(400, 'VALIDATION_FAILED', signInTexts.emailInvalid, [{ path: 'email', message: 'x' }]),
    );
    const error = await apiClient.post('/auth/sign-in', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: signInTexts.emailInvalid,
      fieldErrors: [{ path: 'email', message: 'x' }],
    });
  });

  it('keeps the Retry-After of an outage, and pages wait it out instead of failing', async () => {
    answer(503, problem(503, 'DATABASE_UNAVAILABLE', 'The database is not reachable just now.'), undefined, {
      'retry-after': '5',
    });
    const outage = await apiClient.get('/me').catch((caught: unknown) => caught);
    expect(outage).toMatchObject({ status: 503, retryAfterMs: 5000 });
    expect([1, 5, 6].map((failures) => shouldRetry(failures, outage))).toEqual([true, true, false]);
    expect(retryDelay(1, outage)).toBe(5000);

    answer(500, problem(500, 'INTERNAL', 'Something went wrong on our side.'));
    const failure = await apiClient.get('/me').catch((caught: unknown) => caught);
    expect(failure).toMatchObject({ status: 500, retryAfterMs: null });
    expect([1, 2].map((failures) => shouldRetry(failures, failure))).toEqual([true, false]);
    expect(retryDelay(1, failure)).toBe(2000);
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND', 'Not found.'))).toBe(false);
  });

  it('keeps the session when sign-in itself answers 401', async () => {
    queryClient.setQueryData(meQueryKey, { name: 'Someone' });
    answer(401, problem(401, 'SIGN_IN_FAILED', signInTexts.failure));
    await expect(apiClient.post('/auth/sign-in', {})).rejects.toMatchObject({ detail: signInTexts.failure });
    expect(queryClient.getQueryData(meQueryKey)).toEqual({ name: 'Someone' });
  });

  it('marks the visitor signed out when any other call answers 401', async () => {
    queryClient.setQueryData(meQueryKey, { name: 'Someone' });
    answer(401, problem(401, 'UNAUTHENTICATED', 'Your session has ended. Please sign in again.'));
    await expect(apiClient.get('/auth/sign-in-events')).rejects.toBeInstanceOf(ApiError);
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
  });

  it('still gives an ApiError when a proxy answers with something that is not a problem', async () => {
    answer(502, '<html>Bad Gateway</html>', 'text/html');
    await expect(apiClient.get('/me')).rejects.toMatchObject({ status: 502, code: 'HTTP_ERROR' });
  });

  it('returns null for 204 and the JSON body otherwise', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    expect(await apiClient.post('/auth/sign-out')).toBeNull();
    answer(200, { id: 'e-1' }, 'application/json');
    expect(await apiClient.get('/me')).toEqual({ id: 'e-1' });
  });
});
