import { problemSchema } from '@pulse/shared/contracts/problem';
import { ApiError } from './api-error';
import { meQueryKey, queryClient } from './query-client';

// Calls that answer 401 as part of their job (wrong password, nobody signed in); any other 401 means
// the session has ended.
const SESSION_PROBES = new Set(['/auth/sign-in', '/me']);

// Delta-seconds only: Pulse never sends an HTTP date.
const retryAfterOf = (response: Response) => {
  const seconds = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
};

const toApiError = async (response: Response): Promise<ApiError> => {
  const body: unknown = await response.json().catch(() => null);
  const problem = problemSchema.safeParse(body);
  if (problem.success) {
    const { status, code, detail, errors } = problem.data;
    return new ApiError(status, code, detail, errors, retryAfterOf(response));
  }
  return new ApiError(
    response.status,
    'HTTP_ERROR',
    response.statusText || `Request failed (${response.status})`,
  );
};

const rejectUnlessOk = async (response: Response, path: string) => {
  if (response.ok) return;
  if (response.status === 401 && !SESSION_PROBES.has(path)) {
    // The dashboard shell watches ['me'] and sends a signed-out visitor to sign-in.
    queryClient.setQueryData(meQueryKey, null);
  }
  throw await toApiError(response);
};

const request = async (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  // TanStack Query's signal: leaving a page aborts what it was still loading.
  signal?: AbortSignal,
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
    signal,
  });
  await rejectUnlessOk(response, path);
  if (response.status === 204) return null;
  return response.json();
};

// fetch cannot report upload progress; XMLHttpRequest can. The answer is wrapped in a Response so
// errors go through the same problem+json handling as every other call.
const uploadWithProgress = (
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<unknown> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api/v1${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'The upload did not reach the server.'));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', 'The upload was cancelled.'));
    xhr.onload = async () => {
      try {
        // A Response may carry no body for 204/205/304.
        const hasBody = ![204, 205, 304].includes(xhr.status);
        const response = new Response(hasBody ? xhr.responseText : null, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' },
        });
        await rejectUnlessOk(response, path);
        onProgress(1);
        resolve(hasBody ? await response.json() : null);
      } catch (error) {
        reject(error);
      }
    };
    xhr.send(form);
  });

// File downloads (e.g. .xlsx exports): the bytes and the server's file name from Content-Disposition.
const download = async (path: string): Promise<{ blob: Blob; fileName: string | null }> => {
  const response = await fetch(`/api/v1${path}`, { credentials: 'same-origin' });
  await rejectUnlessOk(response, path);
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName: encoded ? decodeURIComponent(encoded) : (plain ?? null) };
};

// Whether a file can be had, without reading it: the browser then loads it itself under its own URL
// (a new tab that shows a PDF under its name), while a refusal still reads as the server's message.
const probe = async (path: string): Promise<void> => {
  const response = await fetch(`/api/v1${path}`, { credentials: 'same-origin' });
  await rejectUnlessOk(response, path);
  await response.body?.cancel();
};

// A reply the server streams as it is written (text/event-stream): the same headers and the same
// problem+json handling of a refusal before the stream starts; the caller reads the body.
const postForStream = async (path: string, body: unknown, signal?: AbortSignal): Promise<Response> => {
  const response = await fetch(`/api/v1${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  await rejectUnlessOk(response, path);
  return response;
};

export const apiClient = {
  get: (path: string, signal?: AbortSignal) => request('GET', path, undefined, signal),
  post: (path: string, body?: unknown) => request('POST', path, body),
  put: (path: string, body?: unknown) => request('PUT', path, body),
  patch: (path: string, body?: unknown) => request('PATCH', path, body),
  delete: (path: string) => request('DELETE', path),
  upload: (method: 'POST' | 'PUT', path: string, form: FormData) => request(method, path, form),
  uploadWithProgress,
  download,
  probe,
  postForStream,
};
