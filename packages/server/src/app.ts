import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { installPlainMessages } from '@pulse/shared/contracts/plain-messages';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAccessControl } from './lib/access';
import { AppError } from './lib/app-error';
import { registerCsrfProtection } from './lib/csrf';
import type { Deps } from './lib/deps';
import { webDistDir } from './lib/package-root';
import { errorHandler, sendProblem } from './lib/problem';
import { activityRoutes } from './modules/activity/activity.routes';
import { assistantRoutes } from './modules/assistant/assistant.routes';
import { attendanceRoutes } from './modules/attendance/attendance.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { resolveSession } from './modules/auth/auth.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { employeesRoutes } from './modules/employees/employees.routes';
import { healthRoutes } from './modules/health/health.routes';
import { holidaysRoutes } from './modules/leaves/holidays.routes';
import { leavesRoutes } from './modules/leaves/leaves.routes';
import { manualTimeRoutes } from './modules/manual-time/manual-time.routes';
import { newsRoutes } from './modules/news/news.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { organizationRoutes } from './modules/organization/organization.routes';
import { payrollRoutes } from './modules/payroll/payroll.routes';
import { policiesRoutes } from './modules/policies/policies.routes';
import { productivityRoutes } from './modules/productivity/productivity.routes';
import { projectsRoutes } from './modules/projects/projects.routes';
import { todosRoutes } from './modules/projects/todos.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { screenshotDeletionRoutes } from './modules/tracking/screenshot-deletion.routes';
import { trackerRoutes } from './modules/tracking/tracker.routes';
import { resolveDevice } from './modules/tracking/tracker.service';

export type AppOptions = {
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  // Tests run without the built web app; production serves it from packages/web/dist.
  webDir?: string | null;
};

// Content-Security-Policy the web app passes: scripts only from our origin; styles allow inline
// because MUI (emotion) injects <style> tags at run time.
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  },
};

export const buildApp = async (deps: Deps, options: AppOptions = {}) => {
  // Validation messages in plain words wherever a schema has no text of the spec's own.
  installPlainMessages();
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // 1. External plugins: headers, cookies, rate limits, API description.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(fastifyCookie);
  // Uploads (salary sheets): one file per request, never more than 5 MB, few other parts.
  await app.register(fastifyMultipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5, parts: 6 },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('TOO_MANY_ATTEMPTS'),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Pulse API', version: '1.0.0', description: 'Time tracking and HR portal' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // 2. Application plumbing: request ids, problem+json errors, CSRF, then access control.
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setErrorHandler(errorHandler);
  registerCsrfProtection(app);
  registerAccessControl(app, {
    resolveSession: (token) => resolveSession(deps, token),
    resolveDevice: (token) => resolveDevice(deps, token),
  });

  // 3. Routes.
  healthRoutes(app, deps);
  authRoutes(app, deps);
  organizationRoutes(app, deps);
  employeesRoutes(app, deps);
  settingsRoutes(app, deps);
  payrollRoutes(app, deps);
  documentsRoutes(app, deps);
  trackerRoutes(app, deps);
  activityRoutes(app, deps);
  productivityRoutes(app, deps);
  attendanceRoutes(app, deps);
  notificationsRoutes(app, deps);
  leavesRoutes(app, deps);
  manualTimeRoutes(app, deps);
  holidaysRoutes(app, deps);
  projectsRoutes(app, deps);
  todosRoutes(app, deps);
  policiesRoutes(app, deps);
  newsRoutes(app, deps);
  dashboardRoutes(app, deps);
  auditRoutes(app, deps);
  screenshotDeletionRoutes(app, deps);
  assistantRoutes(app, deps);
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  // 4. The web app, with client-side routes falling back to index.html.
  const webDir = options.webDir === undefined ? webDistDir : options.webDir;
  const hasWeb = webDir !== null && existsSync(join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        // Hashed assets never change; index.html must be revalidated to pick up new builds.
        const isHashedAsset = path.includes(`${join(webDir, 'assets')}`);
        reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendProblem(request, reply, {
      status: 404,
      title: 'Not Found',
      detail: `No route for ${request.method} ${request.url.split('?')[0]}`,
      code: 'ROUTE_NOT_FOUND',
    });
  });

  return app;
};
