import { currentEmployeeSchema, signUpBodySchema } from '@pulse/shared/contracts/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../lib/deps';
import { problemResponses } from '../../lib/problem';
import { setSessionCookie } from '../../lib/session-cookie';
import { signUpOrganization } from './organization.service';

// Sign-ups per IP and hour: enough for a team trying Pulse, too few to farm organisations.
export const SIGN_UPS_PER_HOUR = 10;

export const organizationRoutes = (app: FastifyInstance, deps: Deps) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/organizations',
    {
      config: { access: 'public', rateLimit: { max: SIGN_UPS_PER_HOUR, timeWindow: '1 hour' } },
      schema: {
        operationId: 'createOrganization',
        tags: ['organization'],
        summary: 'Sign up: create an organisation with its first administrator and sign them in',
        body: signUpBodySchema,
        response: { 201: currentEmployeeSchema, ...problemResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const meta = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const session = await signUpOrganization(deps, request.body, meta);
      setSessionCookie(request, reply, session);
      return reply.code(201).send(session.employee);
    },
  );
};
