import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { problemResponses } from '../../lib/problem';
import { deleteOwnScreenshot } from './screenshot-deletion.service';

export const screenshotDeletionRoutes = (app: FastifyInstance, deps: Deps) => {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/v1/activity/screenshots/:screenshotId',
    {
      // The owner only, checked in the service: the path names a screenshot, not an employee.
      config: { access: 'authenticated' },
      schema: {
        operationId: 'deleteMyScreenshot',
        tags: ['activity'],
        summary:
          'Delete the image of one of your own screenshots (when the organisation allows it); the slot keeps its time and counts; audited',
        description:
          '403 when the organisation does not allow it, and to an administrator for someone else’s screenshot; 404 for a colleague’s (to an employee) or another organisation’s. Deleting again answers 204 and records nothing more.',
        params: z.object({ screenshotId: z.uuid() }),
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteOwnScreenshot(deps, authOf(request), request.ip, request.params.screenshotId);
      return reply.code(204).send(null);
    },
  );
};
