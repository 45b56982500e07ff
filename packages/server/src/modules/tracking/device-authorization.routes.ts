import {
  deviceAuthorizationBodySchema,
  deviceAuthorizationRequestSchema,
  deviceAuthorizationSchema,
  deviceTokenBodySchema,
  userCodeBodySchema,
  userCodeQuerySchema,
} from '@pulse/shared/contracts/device-authorization';
import { trackerSignInResultSchema } from '@pulse/shared/contracts/tracker';
import { paths } from '@pulse/shared/paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { problemResponses } from '../../lib/problem';
import { hashSessionToken, SESSION_COOKIE } from '../../lib/session-token';
import {
  decideDeviceAuthorizationRequest,
  exchangeDeviceCode,
  getDeviceAuthorizationRequest,
  startDeviceAuthorization,
} from './device-authorization.service';

// Codes asked for per address: one a minute on average is far more than a person signing trackers in
// needs, and too few to fill the table. Counted in each instance's memory, like sign-up's limit.
export const DEVICE_AUTHORIZATIONS_PER_WINDOW = 10;
// Codes looked up, approved or denied per session: a typo or two, never a search through the codes
// (34 bits each, alive 10 minutes).
export const USER_CODE_ATTEMPTS_PER_WINDOW = 20;

const userCodeRateLimit = {
  max: USER_CODE_ATTEMPTS_PER_WINDOW,
  timeWindow: '15 minutes',
  keyGenerator: (request: FastifyRequest) => {
    const token = request.cookies[SESSION_COOKIE];
    return token ? `user-code:${hashSessionToken(token)}` : request.ip;
  },
};

// The page the employee opens, on the address the agent reached (the host check has vouched for it);
// through URL, which drops a default port.
const activationUrl = (request: FastifyRequest, userCode?: string) =>
  new URL(paths.trackerActivate.getHref(userCode), `${request.protocol}://${request.host}`).href;

export const deviceAuthorizationRoutes = (app: FastifyInstance, deps: Deps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tracker'];

  routes.post(
    '/api/v1/tracker/device-authorizations',
    {
      config: {
        access: 'public',
        rateLimit: { max: DEVICE_AUTHORIZATIONS_PER_WINDOW, timeWindow: '10 minutes' },
      },
      schema: {
        operationId: 'requestDeviceAuthorization',
        tags,
        summary: 'Sign-in by code (RFC 8628): ask for a code for the employee to approve in Pulse',
        description:
          'Answers a device code (poll POST /api/v1/tracker/device-authorizations/token with it, every `interval` seconds) and a user code (XXXX-XXXX) to approve at verificationUri. Both expire in 10 minutes.',
        body: deviceAuthorizationBodySchema,
        response: { 200: deviceAuthorizationSchema, ...problemResponses(400, 429) },
      },
    },
    async (request) => {
      const started = await startDeviceAuthorization(deps, request.body);
      return {
        ...started,
        verificationUri: activationUrl(request),
        verificationUriComplete: activationUrl(request, started.userCode),
      };
    },
  );

  routes.post(
    '/api/v1/tracker/device-authorizations/token',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'pollDeviceAuthorizationToken',
        tags,
        summary: 'Sign-in by code: poll for the device token',
        description:
          'Until the code is approved: 400 with code AUTHORIZATION_PENDING, or SLOW_DOWN when polled sooner than the interval (5 s more from then on). Then the device token, exactly once (as POST /api/v1/tracker/sign-in answers). ACCESS_DENIED once denied, EXPIRED_TOKEN after 10 minutes, INVALID_GRANT for an unknown device code or one whose token was handed out.',
        body: deviceTokenBodySchema,
        response: { 200: trackerSignInResultSchema, ...problemResponses(400) },
      },
    },
    async (request) => exchangeDeviceCode(deps, request.body.deviceCode),
  );

  routes.get(
    '/api/v1/tracker/device-authorizations',
    {
      config: { access: 'authenticated', rateLimit: userCodeRateLimit },
      schema: {
        operationId: 'getPendingDeviceAuthorization',
        tags,
        summary: 'A code waiting for the signed-in employee’s decision: the device as the agent reported it',
        querystring: userCodeQuerySchema,
        response: { 200: deviceAuthorizationRequestSchema, ...problemResponses(400, 401, 404, 429) },
      },
    },
    async (request) => getDeviceAuthorizationRequest(deps, authOf(request), request.query.userCode),
  );

  for (const [verb, decision] of [
    ['approve', 'approved'],
    ['deny', 'denied'],
  ] as const) {
    routes.post(
      `/api/v1/tracker/device-authorizations/${verb}`,
      {
        config: { access: 'authenticated', rateLimit: userCodeRateLimit },
        schema: {
          operationId: `${verb}DeviceAuthorization`,
          tags,
          summary:
            verb === 'approve'
              ? 'Approve a code: the tracker that asked for it signs in as the signed-in employee'
              : 'Deny a code: the tracker that asked for it is told so and signs nobody in',
          body: userCodeBodySchema,
          response: { 200: deviceAuthorizationRequestSchema, ...problemResponses(400, 401, 404, 429) },
        },
      },
      async (request) =>
        decideDeviceAuthorizationRequest(deps, authOf(request), request.body.userCode, decision, request.ip),
    );
  }
};
