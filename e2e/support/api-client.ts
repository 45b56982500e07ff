import type { APIRequestContext } from '@playwright/test';
import createClient from 'openapi-fetch';
import type { paths } from './api-schema';

// Where openapi-fetch builds its requests: any absolute origin will do, since each call goes out
// through the Playwright request context with only its path and query, to that context's base URL.
const CLIENT_ORIGIN = 'http://pulse.e2e';

// Statuses whose answer has no body (a Response refuses one).
const BODILESS = new Set([101, 204, 205, 304]);

// The Pulse API as a client generated from its OpenAPI document reads it (api-schema.ts): paths,
// parameters, bodies and answers typed, so a helper that no longer matches the API fails the
// typecheck. Calls travel through the given request context: its cookies (a page's signed-in
// session) and base URL, as the test's other requests.
export const apiClient = (request: APIRequestContext) =>
  createClient<paths>({
    baseUrl: CLIENT_ORIGIN,
    fetch: async (outgoing: Request) => {
      const url = new URL(outgoing.url);
      const answer = await request.fetch(`${url.pathname}${url.search}`, {
        method: outgoing.method,
        headers: Object.fromEntries(outgoing.headers),
        ...(outgoing.body ? { data: Buffer.from(await outgoing.arrayBuffer()) } : {}),
      });
      const status = answer.status();
      return new Response(BODILESS.has(status) ? null : await answer.body(), {
        status,
        headers: answer.headers(),
      });
    },
  });

// A multipart body for an upload, as the document lists its parts: text as text, files as files.
export const asForm = (body: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) form.append(name, value);
  return form;
};
