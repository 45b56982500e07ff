import { trackerDownloadParamsSchema, trackerSetupSchema } from '@pulse/shared/contracts/tracker-setup';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../lib/access';
import type { Deps } from '../../lib/deps';
import { problemResponses } from '../../lib/problem';
import { downloadResponse, sendDownload } from '../../lib/send-download';
import { getTrackerPackageDownload, getTrackerSetup } from './tracker-setup.service';

// Installing the tracker. packageDir: where the build leaves the agent's package file
// (lib/package-root.ts; tests pass a directory of their own).
export const trackerSetupRoutes = (app: FastifyInstance, deps: Deps, packageDir: string) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tracker'];

  routes.get(
    '/api/v1/tracker/setup',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getTrackerSetup',
        tags,
        summary:
          'The Tracker page: the agent package this server offers, the screenshot mode and privacy settings that apply to the caller, and how many devices they have',
        response: { 200: trackerSetupSchema, ...problemResponses(401) },
      },
    },
    async (request) => getTrackerSetup(deps, authOf(request), packageDir),
  );

  routes.get(
    '/api/v1/tracker/download/:fileName',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'downloadTrackerPackage',
        tags,
        summary: 'The tracker agent as an npm package file (pulse-tracker-<version>.tgz, or latest.tgz)',
        description:
          'Public, so that `npm install -g <this URL>` needs no session. 404 when the package has not been built on this server, or for a version it does not offer.',
        params: trackerDownloadParamsSchema,
        response: { 200: downloadResponse('application/gzip'), ...problemResponses(404) },
      },
    },
    async (request, reply) => {
      const download = await getTrackerPackageDownload(packageDir, request.params.fileName);
      // The same name may hold a new build after an update: caches ask again each time.
      return sendDownload(reply, {
        fileName: download.fileName,
        contentType: 'application/gzip',
        cache: 'no-cache',
        stream: download.stream,
      });
    },
  );
};
