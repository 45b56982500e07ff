import { vi } from 'vitest';

type StubbedAnswer = { status?: number; body?: unknown };
// `GET /api/v1/settings/banks` → the answer; a function sees the request body (parsed JSON).
type Routes = Record<string, StubbedAnswer | ((body: unknown) => StubbedAnswer)>;

// An application/problem+json answer as lib/problem.ts on the server writes it.
export const problem = (
  status: number,
  detail: string,
  errors?: { path: string; message: string }[],
): StubbedAnswer => ({
  status,
  body: {
    type: 'https://pulse.dev/problems/test',
    title: 'Problem',
    status,
    detail,
    code: status === 400 ? 'VALIDATION_FAILED' : 'TEST_PROBLEM',
    requestId: 'test-request',
    ...(errors ? { errors } : {}),
  },
});

// Replaces fetch with the given routes; any other request fails the test that made it. Undo with
// vi.unstubAllGlobals().
export const stubFetch = (routes: Routes) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://pulse.test');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request in a test: ${key}`);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = typeof route === 'function' ? route(body) : route;
    const status = answer.status ?? 200;
    const isProblem = status >= 400;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'content-type': isProblem ? 'application/problem+json' : 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
