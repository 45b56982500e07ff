import {
  currentEmployeeSchema,
  signInBodySchema,
  signInEventSchema,
  signInEventsQuerySchema,
} from '@pulse/shared/contracts/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, currentEmployeeOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { problemResponses } from '../../lib/problem';
import { clearSessionCookie, setSessionCookie } from '../../lib/session-cookie';
import { SESSION_COOKIE } from '../../lib/session-token';
import { findOrganizationSignIns, signIn, signOut } from './auth.service';

export const authRoutes = (app: FastifyInstance, deps: Deps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/v1/auth/sign-in',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the official e-mail and password; sets the session cookie',
        body: signInBodySchema,
        response: { 200: currentEmployeeSchema, ...problemResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const meta = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const session = await signIn(deps, request.body, meta, request.cookies[SESSION_COOKIE]);
      setSessionCookie(request, reply, session);
      return session.employee;
    },
  );

  routes.post(
    '/api/v1/auth/sign-out',
    {
      config: { access: 'public' },
      schema: {
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

  routes.get(
    '/api/v1/me',
    {
      config: { access: 'authenticated' },
      schema: {
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
        tags: ['auth'],
        summary: "The organisation's latest sign-in attempts (administrators)",
        querystring: signInEventsQuerySchema,
        response: { 200: z.array(signInEventSchema), ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => findOrganizationSignIns(deps, authOf(request), request.query.limit),
  );
};
