import {
  type DeviceAuthorization,
  type DeviceAuthorizationBody,
  deviceAuthorizationSchema,
} from '@pulse/shared/contracts/device-authorization';
import {
  type TrackerBatchAck,
  type TrackerBatchBody,
  type TrackerConfig,
  type TrackerProject,
  type TrackerScreenshotAck,
  type TrackerSignInBody,
  type TrackerSignInResult,
  trackerBatchAckSchema,
  trackerConfigSchema,
  trackerProjectListSchema,
  trackerScreenshotAckSchema,
  trackerSignInResultSchema,
} from '@pulse/shared/contracts/tracker';
import {
  type TrackerHeartbeatAnswer,
  type TrackerHeartbeatBody,
  trackerHeartbeatAnswerSchema,
} from '@pulse/shared/contracts/tracker-status';
import type { QueuedScreenshot } from '../queue/durable-queue';
import { parseRetryAfter } from './retry-after';

// The server answered with an error. 4xx other than 408/429 will not get better by retrying.
// `fieldPaths` are the paths of a validation problem's errors (`intervals.3.projectId`); `problemCode`
// the problem's code (TWO_FACTOR_CODE_REQUIRED: sign in again with the code); `retryAfterMs` how long
// the server asked to wait (Retry-After), null when it did not say.
export class TrackerApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly fieldPaths: string[] = [],
    readonly problemCode: string | null = null,
    readonly retryAfterMs: number | null = null,
  ) {
    super(`server answered ${status}: ${detail}`);
  }

  get isRetryable() {
    return this.status >= 500 || this.status === 408 || this.status === 429;
  }
}

const REQUEST_TIMEOUT_MS = 30_000;

const send = async (url: string, init: RequestInit, timeoutMs = REQUEST_TIMEOUT_MS) => {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) {
    const text = await response.text();
    let detail = text;
    let fieldPaths: string[] = [];
    let problemCode: string | null = null;
    try {
      const problem = JSON.parse(text) as {
        detail?: string;
        title?: string;
        code?: string;
        errors?: { path?: string }[];
      };
      detail = problem.detail ?? problem.title ?? text;
      fieldPaths = (problem.errors ?? []).flatMap((error) => (error.path ? [error.path] : []));
      problemCode = problem.code ?? null;
    } catch {}
    throw new TrackerApiError(
      response.status,
      detail,
      fieldPaths,
      problemCode,
      parseRetryAfter(response.headers.get('retry-after')),
    );
  }
  return response;
};

export const createTrackerClient = (server: string, token?: string) => {
  const base = server.replace(/\/+$/, '');
  const auth = (): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  const json = { 'content-type': 'application/json' };
  return {
    signIn: async (body: TrackerSignInBody) =>
      trackerSignInResultSchema.parse(
        await (
          await send(`${base}/api/v1/tracker/sign-in`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify(body),
          })
        ).json(),
      ) as TrackerSignInResult,
    // Sign-in by code (RFC 8628): a code for the employee to approve in Pulse, then the poll for the
    // device token (refused with AUTHORIZATION_PENDING, SLOW_DOWN… until then).
    startDeviceAuthorization: async (body: DeviceAuthorizationBody) =>
      deviceAuthorizationSchema.parse(
        await (
          await send(`${base}/api/v1/tracker/device-authorizations`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify(body),
          })
        ).json(),
      ) as DeviceAuthorization,
    exchangeDeviceCode: async (deviceCode: string) =>
      trackerSignInResultSchema.parse(
        await (
          await send(`${base}/api/v1/tracker/device-authorizations/token`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ deviceCode }),
          })
        ).json(),
      ) as TrackerSignInResult,
    config: async () =>
      trackerConfigSchema.parse(
        await (await send(`${base}/api/v1/tracker/config`, { headers: auth() })).json(),
      ) as TrackerConfig,
    // The employee's projects, each with the open to-dos assigned to them.
    projects: async () =>
      // The server answers every project as one page (a list envelope); the agent needs only the items.
      trackerProjectListSchema.parse(
        await (await send(`${base}/api/v1/tracker/projects`, { headers: auth() })).json(),
      ).items as TrackerProject[],
    uploadBatch: async (batch: TrackerBatchBody) =>
      trackerBatchAckSchema.parse(
        await (
          await send(`${base}/api/v1/tracker/batches`, {
            method: 'POST',
            headers: { ...auth(), ...json },
            body: JSON.stringify(batch),
          })
        ).json(),
      ) as TrackerBatchAck,
    uploadScreenshot: async (fields: QueuedScreenshot, image: Uint8Array) => {
      const form = new FormData();
      form.set('capturedAt', fields.capturedAt);
      form.set('windowTitles', JSON.stringify(fields.windowTitles));
      form.set('keyPresses', String(fields.keyPresses));
      form.set('mouseClicks', String(fields.mouseClicks));
      form.set('isIdle', String(fields.isIdle));
      form.set('image', new Blob([image], { type: 'image/png' }), 'screenshot.png');
      return trackerScreenshotAckSchema.parse(
        await (
          await send(`${base}/api/v1/tracker/screenshots`, { method: 'POST', headers: auth(), body: form })
        ).json(),
      ) as TrackerScreenshotAck;
    },
    // Who is working now; `timeoutMs` shorter for the last one, sent while the agent quits.
    heartbeat: async (body: TrackerHeartbeatBody, timeoutMs?: number) =>
      trackerHeartbeatAnswerSchema.parse(
        await (
          await send(
            `${base}/api/v1/tracker/heartbeat`,
            { method: 'POST', headers: { ...auth(), ...json }, body: JSON.stringify(body) },
            timeoutMs,
          )
        ).json(),
      ) as TrackerHeartbeatAnswer,
    signOut: async () => {
      await send(`${base}/api/v1/tracker/devices/current`, { method: 'DELETE', headers: auth() });
    },
  };
};

export type TrackerClient = ReturnType<typeof createTrackerClient>;
