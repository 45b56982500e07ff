import { signInResultSchema } from '@pulse/shared/contracts/auth';
import { employeeIdParamsSchema } from '@pulse/shared/contracts/employees';
import {
  enrolledSignInResultSchema,
  recoveryCodesSchema,
  twoFactorChallengeBodySchema,
  twoFactorCodeBodySchema,
  twoFactorEnrolmentSchema,
  twoFactorPolicyBodySchema,
  twoFactorPolicySchema,
  twoFactorProofBodySchema,
  twoFactorSignInBodySchema,
  twoFactorStatusSchema,
} from '@pulse/shared/contracts/two-factor';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { problemResponses } from '../../lib/problem';
import { hashSessionToken, SESSION_COOKIE } from '../../lib/session-token';
import { signInWithCode, signInWithEnrolment } from './auth.service';
import type { createBrowserSignIn } from './browser-sign-in';
import { startSignInEnrolment } from './two-factor.service';
import {
  getEmployeeTwoFactorStatus,
  getTwoFactorPolicy,
  resetEmployeeTwoFactor,
  setTwoFactorPolicy,
} from './two-factor-admin.service';
import {
  confirmOwnEnrolment,
  disableOwnTwoFactor,
  getOwnTwoFactorStatus,
  regenerateOwnRecoveryCodes,
  startOwnEnrolment,
} from './two-factor-profile.service';

const tags = ['auth'];

// Turning two-factor off and making new recovery codes take a code or the password: a stolen session
// gets this many guesses per quarter of an hour, counted per session (so nobody else is slowed down).
export const PROOF_ATTEMPTS_PER_WINDOW = 10;
const proofRateLimit = {
  max: PROOF_ATTEMPTS_PER_WINDOW,
  timeWindow: '15 minutes',
  keyGenerator: (request: FastifyRequest) => {
    const token = request.cookies[SESSION_COOKIE];
    return token ? `two-factor-proof:${hashSessionToken(token)}` : request.ip;
  },
};

// Hardening (two-factor sign-in): the code step of the browser's sign-in, the person's own set-up on My
// Profile, and the administrators' reset and organisation rule.
export const twoFactorRoutes = (
  app: FastifyInstance,
  deps: Deps,
  browserSignIn: ReturnType<typeof createBrowserSignIn>,
) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const metaOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

  // ---- Sign-in ------------------------------------------------------------------------------------------

  routes.post(
    '/api/v1/auth/sign-in/two-factor',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'finishTwoFactorSignIn',
        tags,
        summary: 'Finish a sign-in with the code from the authenticator app, or a recovery code',
        description:
          'The challenge is the one POST /api/v1/auth/sign-in answered; it lasts 5 minutes, finishes one ' +
          'sign-in and ends after 5 wrong codes. Sets the session and device cookies.',
        body: twoFactorSignInBodySchema,
        response: { 200: signInResultSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const signedIn = await signInWithCode(
        deps,
        request.body,
        metaOf(request),
        request.cookies[SESSION_COOKIE],
      );
      return browserSignIn.complete(request, reply, signedIn);
    },
  );

  routes.post(
    '/api/v1/auth/sign-in/two-factor/enrolment',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'startSignInTwoFactorEnrolment',
        tags,
        summary: 'Start setting two-factor up during a sign-in the organisation requires it for',
        body: twoFactorChallengeBodySchema,
        response: { 200: twoFactorEnrolmentSchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request) => startSignInEnrolment(deps, request.body.challenge),
  );

  routes.post(
    '/api/v1/auth/sign-in/two-factor/enrolment/confirm',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'confirmSignInTwoFactorEnrolment',
        tags,
        summary: 'Turn two-factor on with a code from the new app and finish the sign-in',
        description: 'Answers the signed-in employee with the ten recovery codes, shown this once.',
        body: twoFactorSignInBodySchema,
        response: { 200: enrolledSignInResultSchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const signedIn = await signInWithEnrolment(
        deps,
        request.body,
        metaOf(request),
        request.cookies[SESSION_COOKIE],
      );
      return { ...browserSignIn.complete(request, reply, signedIn), recoveryCodes: signedIn.recoveryCodes };
    },
  );

  // ---- The signed-in person's own -------------------------------------------------------------------

  routes.get(
    '/api/v1/me/two-factor',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getMyTwoFactor',
        tags,
        summary: 'Whether two-factor sign-in is on for the signed-in employee',
        response: { 200: twoFactorStatusSchema, ...problemResponses(401) },
      },
    },
    async (request) => getOwnTwoFactorStatus(deps, authOf(request)),
  );

  routes.post(
    '/api/v1/me/two-factor/enrolment',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'startMyTwoFactorEnrolment',
        tags,
        summary: 'Start setting two-factor up: a new secret and its QR code',
        response: { 200: twoFactorEnrolmentSchema, ...problemResponses(401, 403, 409) },
      },
    },
    async (request) => startOwnEnrolment(deps, authOf(request)),
  );

  routes.post(
    '/api/v1/me/two-factor/enrolment/confirm',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'confirmMyTwoFactorEnrolment',
        tags,
        summary: 'Turn two-factor on with a code from the app; answers the ten recovery codes, once',
        body: twoFactorCodeBodySchema,
        response: { 200: recoveryCodesSchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request) => confirmOwnEnrolment(deps, authOf(request), request.body.code, request.ip),
  );

  routes.post(
    '/api/v1/me/two-factor/disable',
    {
      config: { access: 'authenticated', rateLimit: proofRateLimit },
      schema: {
        operationId: 'disableMyTwoFactor',
        tags,
        summary: 'Turn two-factor off, with a current code, a recovery code or the password',
        body: twoFactorProofBodySchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      await disableOwnTwoFactor(deps, authOf(request), request.body.proof, request.ip);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/v1/me/two-factor/recovery-codes',
    {
      config: { access: 'authenticated', rateLimit: proofRateLimit },
      schema: {
        operationId: 'renewMyRecoveryCodes',
        tags,
        summary: 'Make ten new recovery codes (the old ones stop working); answers them, once',
        body: twoFactorProofBodySchema,
        response: { 200: recoveryCodesSchema, ...problemResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => regenerateOwnRecoveryCodes(deps, authOf(request), request.body.proof, request.ip),
  );

  // ---- Administrators -----------------------------------------------------------------------------------

  routes.get(
    '/api/v1/employees/:employeeId/two-factor',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getEmployeeTwoFactor',
        tags,
        summary: "Whether an employee's two-factor sign-in is on (administrators)",
        params: employeeIdParamsSchema,
        response: { 200: twoFactorStatusSchema, ...problemResponses(401, 403, 404) },
      },
    },
    async (request) => getEmployeeTwoFactorStatus(deps, authOf(request), request.params.employeeId),
  );

  routes.post(
    '/api/v1/employees/:employeeId/two-factor/reset',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'resetEmployeeTwoFactor',
        tags,
        summary: "Reset an employee's two-factor sign-in, for a lost phone (administrators; audited)",
        params: employeeIdParamsSchema,
        response: { 204: z.null(), ...problemResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await resetEmployeeTwoFactor(deps, authOf(request), request.params.employeeId, request.ip);
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/api/v1/organization/two-factor-policy',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getTwoFactorPolicy',
        tags,
        summary: 'Whether administrators must use two-factor sign-in, and how many have not set it up',
        response: { 200: twoFactorPolicySchema, ...problemResponses(401, 403) },
      },
    },
    async (request) => getTwoFactorPolicy(deps, authOf(request)),
  );

  routes.put(
    '/api/v1/organization/two-factor-policy',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'updateTwoFactorPolicy',
        tags,
        summary: 'Require two-factor sign-in for administrators, or stop requiring it (audited)',
        body: twoFactorPolicyBodySchema,
        response: { 200: twoFactorPolicySchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) =>
      setTwoFactorPolicy(deps, authOf(request), request.body.isRequiredForAdmins, request.ip),
  );
};
