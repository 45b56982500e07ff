import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_MS, describeFailure } from '../../lib/dependency-errors';
import type { Dependency, DependencyMonitor } from '../../lib/dependency-monitor';
import type { Deps } from '../../lib/deps';

// Answered for any Host: load balancers probe by address.
export const HEALTH_PATHS = new Set(['/api/health', '/api/health/live', '/api/health/ready']);

const NO_SMTP = 'No SMTP_URL: mail is kept in the outbox.';

// A database that does not answer this soon is not ready, whatever it says later.
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

const checkSchema = z.object({
  status: z.enum(['pass', 'fail']),
  detail: z.string().optional(),
  // When the current state began (a failing check: when the outage was first seen).
  since: z.iso.datetime().optional(),
});
const readinessSchema = z.object({
  // pass: everything works; warn: serving, with one feature degraded (files, live events across
  // instances, mail); fail: the database is unreachable, so nothing can be served.
  status: z.enum(['pass', 'warn', 'fail']),
  checks: z.object({
    database: checkSchema,
    storage: checkSchema,
    redis: checkSchema.optional(),
    mail: checkSchema,
  }),
});
type Check = z.infer<typeof checkSchema>;

export type HealthOptions = {
  dependencies: DependencyMonitor;
  // Probes the file store now and then (lib/storage/guarded-storage.ts); throws while it fails.
  checkStorage: () => Promise<void>;
  hasRedis: boolean;
  hasSmtp: boolean;
};

const withTimeout = async <Result>(work: Promise<Result>, timeoutMs: number): Promise<Result> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

// Liveness and readiness for load balancers and Kubernetes probes (README, "Running at scale").
export const healthRoutes = (app: FastifyInstance, deps: Deps, options: HealthOptions) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { dependencies } = options;

  const checkOf = (dependency: Dependency): Check => {
    const state = dependencies.stateOf(dependency);
    return state.status === 'ok'
      ? { status: 'pass' }
      : { status: 'fail', detail: state.detail, since: state.since.toISOString() };
  };

  const readiness = async (reply: FastifyReply) => {
    try {
      await withTimeout(deps.db.execute(sql`select 1`), DATABASE_CHECK_TIMEOUT_MS);
      dependencies.succeeded('database');
    } catch (error) {
      dependencies.failed('database', describeFailure(error));
    }
    // The guard tells the monitor what the probe found.
    await options.checkStorage().catch(() => undefined);
    const checks = {
      database: checkOf('database'),
      storage: checkOf('storage'),
      ...(options.hasRedis ? { redis: checkOf('redis') } : {}),
      // Without SMTP_URL there is no mail server to fail: mail is kept in the outbox by design.
      mail: options.hasSmtp ? checkOf('mail') : { status: 'pass' as const, detail: NO_SMTP },
    };
    const isDown = checks.database.status === 'fail';
    const isDegraded = Object.values(checks).some((check) => check.status === 'fail');
    if (isDown) reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_MS / 1000));
    return { status: isDown ? 'fail' : isDegraded ? 'warn' : 'pass', checks } as const;
  };

  const readinessRoute = (operationId: string) => ({
    config: { access: 'public' as const },
    schema: {
      operationId,
      tags: ['health'],
      summary:
        'Readiness: 200 while the database answers (status warn when another dependency fails), 503 when it does not',
      response: { 200: readinessSchema, 503: readinessSchema },
    },
  });
  routes.get('/api/health/ready', readinessRoute('checkReadiness'), async (_request, reply) =>
    readiness(reply),
  );
  // The first health route, kept for the probes that already use it.
  routes.get('/api/health', readinessRoute('checkHealth'), async (_request, reply) => readiness(reply));

  routes.get(
    '/api/health/live',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'checkLiveness',
        tags: ['health'],
        summary: 'Liveness: 200 while the process serves HTTP; checks no dependency',
        response: { 200: z.object({ status: z.literal('pass') }) },
      },
    },
    // A liveness probe must not restart a process because PostgreSQL is down: that would only add
    // cold starts to the outage.
    async () => ({ status: 'pass' as const }),
  );
};
