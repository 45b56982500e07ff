import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { problemResponses } from '../../lib/problem';

export const healthRoutes = (app: FastifyInstance, deps: Deps) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness with a database round trip',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          ...problemResponses(503),
        },
      },
    },
    async (request) => {
      try {
        await deps.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('DATABASE_UNAVAILABLE');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
