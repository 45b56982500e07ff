import { problemSchema } from '@pulse/shared/contracts/problem';
import { ApiError } from './api-error';
import { meQueryKey, queryClient } from './query-client';

// Calls that answer 401 as part of their job (wrong password, nobody signed in); any other 401 means
// the session has ended.
const SESSION_PROBES = new Set(['/auth/sign-in', '/me']);

const toApiError = async (response: Response): Promise<ApiError> => {
  const body: unknown = await response.json().catch(() => null);
  const problem = problemSchema.safeParse(body);
  if (problem.success) {
    const { status, code, detail, errors } = problem.data;
    return new ApiError(status, code, detail, errors);
  }
  return new ApiError(
    response.status,
    'HTTP_ERROR',
    response.statusText || `Request failed (${response.status})`,
  );
};

const request = async (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<unknown> => {
  // FormData (file uploads) goes as multipart; the browser sets the boundary in Content-Type.
  const isForm = body instanceof FormData;
  const response = await fetch(`/api/v1${path}`, {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (!response.ok) {
    if (response.status === 401 && !SESSION_PROBES.has(path)) {
      // The dashboard shell watches ['me'] and sends a signed-out visitor to sign-in.
      queryClient.setQueryData(meQueryKey, null);
    }
    throw await toApiError(response);
  }
  if (response.status === 204) return null;
  return response.json();
};

export const apiClient = {
  get: (path: string) => request('GET', path),
  post: (path: string, body?: unknown) => request('POST', path, body),
  put: (path: string, body?: unknown) => request('PUT', path, body),
  patch: (path: string, body?: unknown) => request('PATCH', path, body),
  delete: (path: string) => request('DELETE', path),
  upload: (method: 'POST' | 'PUT', path: string, form: FormData) => request(method, path, form),
};
