import {
  currentEmployeeSchema,
  sessionStateSchema,
  signInBodySchema,
  signInEventPageSchema,
  signInEventsQuerySchema,
} from '@pulse/shared/contracts/auth';
import { signInResponseSchema } from '@pulse/shared/contracts/two-factor';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, currentEmployeeOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { listPage } from '../../lib/list-page';
import { problemResponses } from '../../lib/problem';
import { clearSessionCookie } from '../../lib/session-cookie';
import { SESSION_COOKIE } from '../../lib/session-token';
import { findOrganizationSignIns, resolveSession, signIn, signOut } from './auth.service';
import { createBrowserSignIn } from './browser-sign-in';
import type { PasswordEffects } from './password-reset.service';
import { passwordRoutes } from './passwords.routes';
import { ssoRoutes } from './sso.routes';
import { twoFactorRoutes } from './two-factor.routes';

export const authRoutes = (app: FastifyInstance, deps: Deps, passwordEffects: PasswordEffects) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const browserSignIn = createBrowserSignIn(deps);

  routes.post(
    '/api/v1/auth/sign-in',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'signIn',
        tags: ['auth'],
        summary:
          'Sign in with the official e-mail and password; sets the session cookie and the device cookie ' +
          'that keeps this browser from being locked out by failures elsewhere',
        description:
          'With two-factor sign-in on for the account, answers { twoFactorRequired, challenge } and sets no ' +
          'cookie: the code goes to POST /api/v1/auth/sign-in/two-factor. An administrator whose ' +
          'organisation requires two-factor and who has none gets { twoFactorEnrolmentRequired, challenge }.',
        body: signInBodySchema,
        response: { 200: signInResponseSchema, ...problemResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const meta = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const answer = await signIn(deps, request.body, meta, {
        token: request.cookies[SESSION_COOKIE],
        device: browserSignIn.deviceOf(request),
      });
      // Hardening (two-factor sign-in): no cookie at all until the code has come.
      if (answer.kind === 'two-factor') {
        return answer.step === 'verify'
          ? { twoFactorRequired: true as const, challenge: answer.challenge }
          : { twoFactorEnrolmentRequired: true as const, challenge: answer.challenge };
      }
      return browserSignIn.complete(request, reply, answer.signedIn);
    },
  );

  twoFactorRoutes(app, deps, browserSignIn);
  ssoRoutes(app, deps, browserSignIn);
  passwordRoutes(app, deps, passwordEffects);

  routes.post(
    '/api/v1/auth/sign-out',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'signOut',
        tags: ['auth'],
        summary: 'Sign out: deletes the session and clears the cookie',
        response: { 204: z.null(), ...problemResponses(403) },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await signOut(deps, token);
      clearSessionCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  // The sign-in page asks whether this browser already has a session (spec A §2). No session is an
  // expected answer, not an error: a 401 here would be logged as one by the browser on every visit.
  routes.get(
    '/api/v1/auth/session',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getSession',
        tags: ['auth'],
        summary: 'The employee signed in on this browser, or null',
        response: { 200: sessionStateSchema },
      },
    },
    async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      const session = token ? await resolveSession(deps, token) : null;
      return { employee: session?.employee ?? null };
    },
  );

  routes.get(
    '/api/v1/me',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getMe',
        tags: ['auth'],
        summary: 'The signed-in employee',
        response: { 200: currentEmployeeSchema, ...problemResponses(401) },
      },
    },
    async (request) => currentEmployeeOf(request),
  );

  routes.get(
    '/api/v1/auth/sign-in-events',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listSignInEvents',
        tags: ['auth'],
        summary: "The organisation's sign-in attempts, newest first, 50 a page by default (administrators)",
        querystring: signInEventsQuerySchema,
        response: { 200: signInEventPageSchema, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) =>
      listPage(request.url, await findOrganizationSignIns(deps, authOf(request), request.query)),
  );
};
