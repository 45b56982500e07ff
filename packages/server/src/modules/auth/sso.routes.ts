import {
  saveSsoConnectionBodySchema,
  ssoCallbackQuerySchema,
  ssoOptionQuerySchema,
  ssoOptionSchema,
  ssoOrganizationParamsSchema,
  ssoSettingsSchema,
} from '@pulse/shared/contracts/sso';
import { paths } from '@pulse/shared/paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { problemResponses } from '../../lib/problem';
import { SESSION_COOKIE } from '../../lib/session-token';
import type { createBrowserSignIn } from './browser-sign-in';
import { getSsoSettings, removeSsoSettings, saveSsoSettings } from './sso-settings.service';
import {
  findSsoOptionForEmail,
  finishSsoSignIn,
  getSsoOptionForOrganization,
  startSsoSignIn,
} from './sso-sign-in.service';

const tags = ['auth'];

const CALLBACK_PATH = '/api/v1/auth/sso/callback';

// The redirect URI goes to the address the request came to: the host check has let only Pulse's own
// names through, and it is the address the administrator (and so the provider) sees.
// Written as URL writes it (no default port), as openid-client sends it again at the code exchange.
const redirectUriOf = (request: FastifyRequest) =>
  new URL(CALLBACK_PATH, `${request.protocol}://${request.host}`).href;

// Where the browser lands after the callback: the dashboard, or the sign-in page with the reason.
const signInPathWith = (search: Record<string, string>, fragment?: Record<string, string>) =>
  `${paths.login.getHref()}?${new URLSearchParams(search)}${fragment ? `#${new URLSearchParams(fragment)}` : ''}`;

const redirectResponses = { 302: z.null().describe('Redirect (Location header)') };

export const ssoRoutes = (
  app: FastifyInstance,
  deps: Deps,
  browserSignIn: ReturnType<typeof createBrowserSignIn>,
) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/v1/organization/sso',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getSsoSettings',
        tags,
        summary:
          "The organisation's single sign-on connection (never its client secret) and the redirect URI",
        response: { 200: ssoSettingsSchema, ...problemResponses(401, 403) },
      },
    },
    async (request) => getSsoSettings(deps, authOf(request), redirectUriOf(request)),
  );

  routes.put(
    '/api/v1/organization/sso',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'saveSsoSettings',
        tags,
        summary:
          'Connect or change the OpenID Connect provider; reads its discovery document first and refuses ' +
          'one that cannot be read (audited). A blank client secret keeps the saved one.',
        body: saveSsoConnectionBodySchema,
        response: { 200: ssoSettingsSchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      saveSsoSettings(deps, authOf(request), request.body, {
        ip: request.ip,
        redirectUri: redirectUriOf(request),
      }),
  );

  routes.delete(
    '/api/v1/organization/sso',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteSsoSettings',
        tags,
        summary: 'Remove single sign-on: everyone signs in with passwords again (audited)',
        response: { 204: z.null(), ...problemResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeSsoSettings(deps, authOf(request), request.ip);
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/api/v1/auth/sso/options',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'findSsoOption',
        tags,
        summary:
          "The single sign-on button for an e-mail's domain, or null; the same answer for every address " +
          'of a domain, so it reveals no account',
        querystring: ssoOptionQuerySchema,
        response: { 200: ssoOptionSchema, ...problemResponses(400) },
      },
    },
    async (request) => findSsoOptionForEmail(deps, request.query.email),
  );

  routes.get(
    '/api/v1/auth/sso/organizations/:organizationId',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getSsoOption',
        tags,
        summary:
          "An organisation's single sign-on button, for its own sign-in address (/login?organization={id})",
        params: ssoOrganizationParamsSchema,
        response: { 200: ssoOptionSchema, ...problemResponses(400, 404) },
      },
    },
    async (request) => getSsoOptionForOrganization(deps, request.params.organizationId),
  );

  routes.get(
    '/api/v1/auth/sso/organizations/:organizationId/start',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'startSsoSignIn',
        tags,
        summary:
          "Sends the browser to the organisation's provider (authorization code flow, PKCE S256, state, nonce)",
        params: ssoOrganizationParamsSchema,
        response: { ...redirectResponses, ...problemResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const url = await startSsoSignIn(deps, request.params.organizationId, redirectUriOf(request));
      return reply.redirect(url, 302);
    },
  );

  routes.get(
    CALLBACK_PATH,
    {
      config: { access: 'public' },
      schema: {
        operationId: 'finishSsoSignIn',
        tags,
        summary:
          "The provider's answer: checks state and ID token, then signs in the matching active employee, " +
          'or one it creates when the organisation allows it (to /dashboard, or to the two-factor step), ' +
          'or returns to /login?sso-error=<reason>',
        querystring: ssoCallbackQuerySchema,
        response: { ...redirectResponses, ...problemResponses(400) },
      },
    },
    async (request, reply) => {
      const callbackUrl = new URL(request.url, `${request.protocol}://${request.host}`);
      const meta = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const answer = await finishSsoSignIn(
        deps,
        callbackUrl,
        meta,
        request.cookies[SESSION_COOKIE],
        request.log,
      );
      if (answer.kind === 'refused') return reply.redirect(signInPathWith({ 'sso-error': answer.code }), 302);
      // The challenge rides in the fragment: never sent to a server, so never in a log or a Referer.
      if (answer.kind === 'two-factor')
        return reply.redirect(
          signInPathWith({ 'sso-step': answer.step }, { challenge: answer.challenge }),
          302,
        );
      browserSignIn.complete(request, reply, answer.signedIn);
      return reply.redirect(paths.dashboard.getHref(), 302);
    },
  );
};
