import {
  changePasswordBodySchema,
  type ForgotPasswordBody,
  forgotPasswordBodySchema,
  resetLinkBodySchema,
  resetPasswordBodySchema,
} from '@pulse/shared/contracts/passwords';
import { paths } from '@pulse/shared/paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access';
import { RetryLaterError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { problemResponses } from '../../lib/problem';
import { hashSessionToken, SESSION_COOKIE } from '../../lib/session-token';
import { createUniformDuration } from '../../lib/uniform-duration';
import { changeOwnPassword } from './password-change.service';
import {
  type AccountLinks,
  checkPasswordResetLink,
  completePasswordReset,
  type PasswordEffects,
  requestPasswordReset,
} from './password-reset.service';

const tags = ['auth'];

// Forgot password mails a person: a few links a quarter-hour per typed address (known or not, so the
// limit tells nobody which addresses have accounts), and more per client address, which may be an
// office behind one NAT. Counted in each instance's memory by @fastify/rate-limit, like the other
// limits: behind N instances the bound is N times as high, and only the newest link works anyway.
export const RESET_LINKS_PER_EMAIL = 3;
export const RESET_REQUESTS_PER_CLIENT = 20;
const RESET_WINDOW_MS = 15 * 60 * 1000;
// The current password on My Profile: a stolen session gets this many guesses a quarter-hour,
// counted per session like two-factor's proof.
export const PASSWORD_CHANGES_PER_SESSION = 10;

// The reset page's calls, per client: a person needs a few, a guesser gets nowhere with 256 bits anyway.
const resetLimit = { max: RESET_REQUESTS_PER_CLIENT, timeWindow: RESET_WINDOW_MS };

const forgotPasswordLimits = (app: FastifyInstance) => {
  const limits = [
    app.createRateLimit({
      max: RESET_REQUESTS_PER_CLIENT,
      timeWindow: RESET_WINDOW_MS,
      keyGenerator: (request) => `forgot-password:client:${request.ip}`,
    }),
    app.createRateLimit({
      max: RESET_LINKS_PER_EMAIL,
      timeWindow: RESET_WINDOW_MS,
      // A preHandler: the body has passed its schema by now.
      keyGenerator: (request) =>
        `forgot-password:email:${(request.body as ForgotPasswordBody).email.toLowerCase()}`,
    }),
  ];
  return async (request: FastifyRequest) => {
    for (const limit of limits) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) throw new RetryLaterError(result.ttl);
    }
  };
};

// The links go to the address the request came to: the host check has let only Pulse's own names
// through, and the person asked from there.
const accountLinksOf = (request: FastifyRequest): AccountLinks => {
  const origin = `${request.protocol}://${request.host}`;
  return {
    // In the fragment: never sent to a server, so never in a request log or a Referer.
    resetUrlOf: (token) => `${origin}${paths.resetPassword.getHref()}#token=${token}`,
    forgotPasswordUrl: `${origin}${paths.forgotPassword.getHref()}`,
  };
};

export const passwordRoutes = (app: FastifyInstance, deps: Deps, effects: PasswordEffects) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const uniformDuration = createUniformDuration();

  routes.post(
    '/api/v1/auth/forgot-password',
    {
      config: { access: 'public' },
      preHandler: forgotPasswordLimits(app),
      schema: {
        operationId: 'requestPasswordReset',
        tags,
        summary:
          'Forgot password: mails a one-time link (30 minutes) when the address has an account that may ' +
          'sign in. Answers 204 either way, in about the same time; limited per address typed and per client',
        body: forgotPasswordBodySchema,
        response: { 204: z.null(), ...problemResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await uniformDuration(() =>
        requestPasswordReset(deps, request.body.email, { ip: request.ip, links: accountLinksOf(request) }),
      );
      return reply.code(204).send(null);
    },
  );

  // A POST, so the token stays out of the URL (and every log that records URLs).
  routes.post(
    '/api/v1/auth/reset-password/check',
    {
      config: { access: 'public', rateLimit: resetLimit },
      schema: {
        operationId: 'checkPasswordResetToken',
        tags,
        summary: "Whether a reset link's token still works (204) or not (400); changes nothing",
        body: resetLinkBodySchema,
        response: { 204: z.null(), ...problemResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      await checkPasswordResetLink(deps, request.body.token);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/v1/auth/reset-password',
    {
      config: {
        access: 'public',
        rateLimit: { max: RESET_REQUESTS_PER_CLIENT, timeWindow: RESET_WINDOW_MS },
      },
      schema: {
        operationId: 'resetPassword',
        tags,
        summary:
          "Set a new password with the link's token: ends every session and tracker of the person; " +
          'no session starts (the next sign-in asks for the password, and the second factor when on)',
        body: resetPasswordBodySchema,
        response: { 204: z.null(), ...problemResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      await completePasswordReset(
        deps,
        request.body,
        { ip: request.ip, links: accountLinksOf(request) },
        effects,
      );
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/v1/me/password',
    {
      config: {
        access: 'authenticated',
        rateLimit: {
          max: PASSWORD_CHANGES_PER_SESSION,
          timeWindow: RESET_WINDOW_MS,
          keyGenerator: (request: FastifyRequest) => {
            const token = request.cookies[SESSION_COOKIE];
            return token ? `password-change:${hashSessionToken(token)}` : request.ip;
          },
        },
      },
      schema: {
        operationId: 'changeMyPassword',
        tags,
        summary:
          'Change my password (the current one required): ends my other sessions and my trackers, keeps this one',
        body: changePasswordBodySchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await changeOwnPassword(
        deps,
        authOf(request),
        request.body,
        { ip: request.ip, links: accountLinksOf(request) },
        effects,
      );
      return reply.code(204).send(null);
    },
  );
};
