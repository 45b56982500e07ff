import { employeeIdParamsSchema } from '@pulse/shared/contracts/employees';
import {
  employeeDeviceParamsSchema,
  TRACKER_LIMITS,
  trackerBatchAckSchema,
  trackerBatchBodySchema,
  trackerConfigSchema,
  trackerDeviceListSchema,
  trackerDeviceSchema,
  trackerProjectListSchema,
  trackerScreenshotAckSchema,
  trackerScreenshotFieldsSchema,
  trackerSignInBodySchema,
  trackerSignInResultSchema,
} from '@pulse/shared/contracts/tracker';
import {
  trackerHeartbeatAnswerSchema,
  trackerHeartbeatBodySchema,
  workingNowSchema,
} from '@pulse/shared/contracts/tracker-status';
import { trackerTexts } from '@pulse/shared/spec-texts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, deviceOf } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { wholeListPage } from '../../lib/list-page';
import type { UploadForm } from '../../lib/openapi-document';
import { problemResponses } from '../../lib/problem';
import { refuseUnsafeInput } from '../../lib/unsafe-input';
import { uploadBatch } from './batch-ingestion.service';
import { getTrackerConfig, signInDevice, signOutDevice } from './device-sign-in.service';
import { findWorkingNow, receiveHeartbeat } from './device-status.service';
import { findEmployeeDevices, revokeEmployeeDevice } from './employee-devices.service';
import { uploadScreenshot } from './screenshot-ingestion.service';
import { findDeviceProjects } from './tracker-projects.service';
import { trackingErrors } from './tracking.errors';

const errorCodeOf = (error: unknown) => (error as { code?: string }).code;
const SCREENSHOT_FIELD_COUNT = Object.keys(trackerScreenshotFieldsSchema.shape).length;

// The screenshot upload: the image part plus the text fields, in any order, with this route's limits.
// A body that is not multipart, or that the parser cannot read, is answered by lib/multipart-errors.ts.
const readScreenshotUpload = async (request: FastifyRequest) => {
  const fields: Record<string, string> = {};
  let image: Buffer | undefined;
  try {
    const parts = request.parts({
      limits: {
        fileSize: TRACKER_LIMITS.maxScreenshotBytes,
        files: 1,
        fields: SCREENSHOT_FIELD_COUNT,
        parts: SCREENSHOT_FIELD_COUNT + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') image = await part.toBuffer();
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(trackingErrors.SCREENSHOT_TOO_LARGE);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('VALIDATION_FAILED');
    throw error;
  }
  if (!image || image.length === 0) throw new AppError('VALIDATION_FAILED', trackerTexts.screenshotMissing);
  const parsed = trackerScreenshotFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw new AppError('VALIDATION_FAILED', errors[0]?.message, errors);
  }
  // The fields bypass the validator every JSON body goes through, and the window titles arrive as
  // JSON text: checked once parsed, as a NUL in a title failed the insert with a 500 the agent
  // retried forever (hardening: a batch that blocks the queue).
  refuseUnsafeInput(parsed.data);
  return { fields: parsed.data, image };
};

// ensureStorageWritable: refuses an upload while the file store is known to be failing, before the
// image is read and decoded (lib/storage/guarded-storage.ts).
const screenshotForm: UploadForm = {
  image: { kind: 'file', isRequired: true, description: 'JPEG, PNG or WebP, ≤ 5 MB' },
  ...Object.fromEntries(
    Object.keys(trackerScreenshotFieldsSchema.shape).map((name) => [
      name,
      {
        kind: 'text' as const,
        isRequired: name === 'capturedAt',
        description: 'See the operation’s description',
      },
    ]),
  ),
};

export const trackerRoutes = (
  app: FastifyInstance,
  deps: Deps,
  ensureStorageWritable: () => Promise<void>,
) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tracker'];

  routes.post(
    '/api/v1/tracker/sign-in',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'signInTracker',
        tags,
        summary: 'Sign a tracker device in with the official e-mail and tracker password',
        description:
          'Returns a device token (shown once; send it as "Authorization: Bearer <token>"). Same failure answer and rate limits as the portal sign-in. ' +
          'When the organisation requires single sign-on, a right password answers 403 SSO_REQUIRED: sign the device in with the device authorization flow instead.',
        body: trackerSignInBodySchema,
        response: { 200: trackerSignInResultSchema, ...problemResponses(400, 401, 403, 429) },
      },
    },
    async (request) =>
      signInDevice(deps, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  );

  routes.get(
    '/api/v1/tracker/config',
    {
      config: { access: 'device' },
      schema: {
        operationId: 'getTrackerConfig',
        tags,
        summary: 'The device’s settings: screenshot mode, idle threshold, the organisation’s flags',
        response: { 200: trackerConfigSchema, ...problemResponses(401) },
      },
    },
    async (request) => getTrackerConfig(deps, deviceOf(request)),
  );

  routes.get(
    '/api/v1/tracker/projects',
    {
      config: { access: 'device' },
      schema: {
        operationId: 'listTrackerProjects',
        tags,
        summary: 'The device employee’s projects, each with the open to-dos assigned to them',
        response: { 200: trackerProjectListSchema, ...problemResponses(401) },
      },
    },
    async (request) =>
      wholeListPage(request.url, { items: await findDeviceProjects(deps, deviceOf(request)) }),
  );

  routes.post(
    '/api/v1/tracker/batches',
    {
      config: { access: 'device' },
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        operationId: 'uploadActivityBatch',
        tags,
        summary: 'Upload a batch of activity intervals and input minutes (idempotent per batchId)',
        description:
          'At most 5,000 items. A batchId already received returns its original acknowledgement and writes nothing. Copies of one interval (same kind and start) are stored once, the longest kept; copies of one input minute keep the larger counts. Otherwise overlapping intervals of the same kind, negative durations, times more than 5 minutes ahead or older than 30 days refuse the whole batch.',
        body: trackerBatchBodySchema,
        response: { 200: trackerBatchAckSchema, ...problemResponses(400, 401, 413) },
      },
    },
    async (request) => uploadBatch(deps, deviceOf(request), request.body),
  );

  routes.post(
    '/api/v1/tracker/screenshots',
    {
      config: { access: 'device', upload: screenshotForm },
      schema: {
        operationId: 'uploadScreenshot',
        tags,
        summary: 'Upload one screenshot (idempotent per capture time)',
        description:
          'multipart/form-data: the image (JPEG, PNG or WebP by content, ≤ 5 MB) and the fields capturedAt, windowTitles (a JSON array), keyPresses, mouseClicks, isIdle. In blurred mode only a blurred image is stored.',
        response: { 200: trackerScreenshotAckSchema, ...problemResponses(400, 401, 413, 503, 507) },
      },
    },
    async (request) => {
      await ensureStorageWritable();
      const upload = await readScreenshotUpload(request);
      return uploadScreenshot(deps, deviceOf(request), upload.fields, upload.image);
    },
  );

  routes.post(
    '/api/v1/tracker/heartbeat',
    {
      config: { access: 'device' },
      schema: {
        operationId: 'reportTrackerHeartbeat',
        tags,
        summary: 'Report the agent’s state, version and capture capabilities (who is working now)',
        description:
          'Sent every minute and on every change of state; "stopped" when the agent quits. A device silent for 3 minutes shows offline. The answer says when to send the next one and whether this agent is older than the server’s minimum version.',
        body: trackerHeartbeatBodySchema,
        response: { 200: trackerHeartbeatAnswerSchema, ...problemResponses(400, 401) },
      },
    },
    async (request) => receiveHeartbeat(deps, deviceOf(request), request.body),
  );

  routes.get(
    '/api/v1/working-now',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listWorkingNow',
        tags,
        summary: 'Who is working now: each employee with a tracker, tracking, idle, paused or offline',
        description:
          'Administrators. Changes arrive over Socket.IO as "working-now:changed" events, so the list is read once per page.',
        response: { 200: workingNowSchema, ...problemResponses(401, 403) },
      },
    },
    async (request) => wholeListPage(request.url, { items: await findWorkingNow(deps, authOf(request)) }),
  );

  routes.delete(
    '/api/v1/tracker/devices/current',
    {
      config: { access: 'device' },
      schema: {
        operationId: 'signOutTracker',
        tags,
        summary: 'Sign this device out (its token stops working)',
        response: { 204: z.null(), ...problemResponses(401) },
      },
    },
    async (request, reply) => {
      await signOutDevice(deps, deviceOf(request));
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/api/v1/employees/:employeeId/devices',
    {
      config: { access: 'own' },
      schema: {
        operationId: 'listDevices',
        tags: ['employees'],
        summary: 'An employee’s tracker devices (administrators, or the employee themself)',
        params: employeeIdParamsSchema,
        response: { 200: trackerDeviceListSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      wholeListPage(request.url, {
        items: await findEmployeeDevices(deps, authOf(request), request.params.employeeId),
      }),
  );

  routes.post(
    '/api/v1/employees/:employeeId/devices/:deviceId/revoke',
    {
      config: { access: 'own' },
      schema: {
        operationId: 'revokeDevice',
        tags: ['employees'],
        summary: 'Revoke a tracker device (administrators, or the employee themself)',
        params: employeeDeviceParamsSchema,
        response: { 200: trackerDeviceSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => revokeEmployeeDevice(deps, authOf(request), request.params),
  );
};
