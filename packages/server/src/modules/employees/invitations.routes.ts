import { employeeIdParamsSchema } from '@pulse/shared/contracts/employees';
import {
  acceptedInvitationSchema,
  acceptInvitationBodySchema,
  invitationLookupBodySchema,
  invitationSchema,
  resentInvitationSchema,
} from '@pulse/shared/contracts/invitations';
import { paths } from '@pulse/shared/paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { problemResponses } from '../../lib/problem';
import {
  acceptInvitation,
  type InvitationUrlOf,
  lookupInvitation,
  resendInvitation,
} from './invitations.service';

// Per address and minute: a person opens and submits the page a few times; a token cannot be
// guessed, but nobody needs hundreds of tries either.
export const INVITATION_CALLS_PER_MINUTE = 20;

// The link leads back to where the administrator sent it from (as news mails do): Pulse has no
// configured public address, and the CSRF check has already proved this origin is the browser's own.
export const invitationUrlOf =
  (request: FastifyRequest): InvitationUrlOf =>
  (token) =>
    `${request.protocol}://${request.host}${paths.acceptInvitation.getHref(token)}`;

export const invitationRoutes = (app: FastifyInstance, deps: Deps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const publicLimited = {
    access: 'public',
    rateLimit: { max: INVITATION_CALLS_PER_MINUTE, timeWindow: '1 minute' },
  } as const;

  routes.post(
    '/api/v1/employees/:employeeId/invitation',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'resendInvitation',
        tags: ['employees'],
        summary: 'Resend an invitation: a new link by mail; every earlier link of the employee stops working',
        params: employeeIdParamsSchema,
        response: { 200: resentInvitationSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      resendInvitation(
        deps,
        authOf(request),
        request.params.employeeId,
        request.ip,
        invitationUrlOf(request),
      ),
  );

  // POST, not GET: the token travels in the body, never in a URL that logs and proxies keep.
  routes.post(
    '/api/v1/invitations/lookup',
    {
      config: publicLimited,
      schema: {
        operationId: 'lookUpInvitation',
        tags: ['invitations'],
        summary: "Who an invitation's link is for, while it can still be used",
        body: invitationLookupBodySchema,
        response: { 200: invitationSchema, ...problemResponses(400, 403, 404, 410, 429) },
      },
    },
    async (request) => lookupInvitation(deps, request.body.token),
  );

  routes.post(
    '/api/v1/invitations/accept',
    {
      config: publicLimited,
      schema: {
        operationId: 'acceptInvitation',
        tags: ['invitations'],
        summary: 'Choose a password with an invitation (once); the employee then signs in as usual',
        body: acceptInvitationBodySchema,
        response: { 200: acceptedInvitationSchema, ...problemResponses(400, 403, 404, 410, 429) },
      },
    },
    async (request) => acceptInvitation(deps, request.body, request.ip),
  );
};
