import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { installPlainMessages } from '@pulse/shared/contracts/plain-messages';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerAccessControl } from './lib/access';
import { createHostCheck, type HostCheck } from './lib/allowed-hosts';
import { AppError } from './lib/app-error';
import { registerCsrfProtection } from './lib/csrf';
import { createDependencyMonitor, type DependencyMonitor } from './lib/dependency-monitor';
import type { Deps } from './lib/deps';
import { openapiOptions } from './lib/openapi-document';
import { trackerPackageDir, webDistDir } from './lib/package-root';
import { createErrorHandler, frameworkErrorHandler, sendProblem } from './lib/problem';
import { httpsSecurityHeaders, securityHeaders } from './lib/security-headers';
import { serializerCompiler } from './lib/serializer-compiler';
import { guardStorage } from './lib/storage/guarded-storage';
import { validatorCompiler } from './lib/validator-compiler';
import { activityRoutes } from './modules/activity/activity.routes';
import { apiTokensRoutes } from './modules/api-tokens/api-tokens.routes';
import { resolveApiToken } from './modules/api-tokens/api-tokens.service';
import { assistantRoutes } from './modules/assistant/assistant.routes';
import { attendanceRoutes } from './modules/attendance/attendance.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { resolveSession } from './modules/auth/auth.service';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { employeeImportRoutes } from './modules/employees/employee-import.routes';
import { employeesRoutes } from './modules/employees/employees.routes';
import { voidPersonInvitations } from './modules/employees/invitations.service';
import { HEALTH_PATHS, healthRoutes } from './modules/health/health.routes';
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
import { savedReportsRoutes } from './modules/saved-reports/saved-reports.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { approvedTimeReportRoutes } from './modules/timesheets/approved-time-report.routes';
import { timesheetsRoutes } from './modules/timesheets/timesheets.routes';
import { deviceAuthorizationRoutes } from './modules/tracking/device-authorization.routes';
import { revokeEmployeeDevices } from './modules/tracking/device-revocation.service';
import { resolveDevice } from './modules/tracking/device-sign-in.service';
import { screenshotDeletionRoutes } from './modules/tracking/screenshot-deletion.routes';
import { trackerRoutes } from './modules/tracking/tracker.routes';
import { trackerSetupRoutes } from './modules/tracking/tracker-setup.routes';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';

export type AppOptions = {
  logger?: FastifyServerOptions['logger'];
  // The process's logger (main.ts makes it first, for what happens before the app exists).
  loggerInstance?: FastifyServerOptions['loggerInstance'];
  // What the process knows of its dependencies' health (main.ts shares it with the socket server,
  // the mail worker and the jobs); the app's own when unset.
  dependencies?: DependencyMonitor;
  // Whether Redis is part of this deployment (REDIS_URL): the readiness check then reports it.
  hasRedis?: boolean;
  // Whether mail goes out through SMTP (SMTP_URL): the readiness check then reports the mail server.
  hasSmtp?: boolean;
  // false, or the proxies whose X-Forwarded-* headers count (config/env.ts TRUST_PROXY).
  trustProxy?: boolean | string;
  // Tests run without the built web app; production serves it from packages/web/dist.
  webDir?: string | null;
  // Where the tracker agent's package file is looked for (packages/tracker/dist/package by default).
  trackerPackageDir?: string;
  // The host names Pulse answers for; loopback names only when unset.
  hostCheck?: HostCheck;
};

export const buildApp = async (baseDeps: Deps, options: AppOptions = {}) => {
  // Validation messages in plain words wherever a schema has no text of the spec's own.
  installPlainMessages();
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? false }),
    trustProxy: options.trustProxy ?? false,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
  });
  const dependencies =
    options.dependencies ??
    createDependencyMonitor(
      { warn: (line) => app.log.warn(line), info: (line) => app.log.info(line) },
      baseDeps.clock,
    );
  // The routes write files through the guard: a full or failing store answers 507/503, not 500.
  const storageGuard = guardStorage(baseDeps.storage, dependencies, baseDeps.clock);
  const deps: Deps = { ...baseDeps, storage: storageGuard.storage };
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // 1. Response headers first, so every answer carries them, errors from later hooks included; a
  // route may still replace one (downloads and streams set their own cache policy, the API docs their
  // own CSP). Every request runs this hook: the headers are built once (lib/security-headers.ts) and
  // it is a plain callback, no promise (hardening: per-request overhead).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? httpsSecurityHeaders : securityHeaders);
    reply.header('x-request-id', request.id);
    // API answers hold personal data: no browser or proxy keeps them.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });
  // Then external plugins: cookies, compression, uploads, rate limits, API description.
  await app.register(fastifyCookie);
  // Answers over 1 KB travel compressed (a month's report is megabytes of JSON). Brotli at quality 4
  // compresses nearly as well as gzip -9 at a fraction of the CPU; the built web app is compressed
  // once at build time instead (preCompressed below). Event streams say no-transform and pass as sent.
  // Request bodies are never inflated: no client of Pulse compresses them, so a compressed body fails
  // to parse like any other unreadable one, and the plugin's request hook stays off every request
  // (hardening: per-request overhead).
  await app.register(fastifyCompress, {
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('TOO_MANY_ATTEMPTS'),
    // The IETF draft's RateLimit-Limit/-Remaining/-Reset headers, as the OpenAPI document says.
    enableDraftSpec: true,
  });
  await app.register(fastifySwagger, openapiOptions());
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // 2. Application plumbing: problem+json errors, the host check, CSRF, then access control (which
  // adds its check to each route that is not public).
  app.setErrorHandler(createErrorHandler(dependencies));
  const hostCheck = options.hostCheck ?? createHostCheck();
  app.addHook('onRequest', (request, _reply, done) => {
    // Load balancers probe the health routes by address.
    if (!HEALTH_PATHS.has(request.url) && !hostCheck(request.host))
      return done(new AppError('HOST_NOT_ALLOWED'));
    done();
  });
  registerCsrfProtection(app);
  registerAccessControl(app, {
    resolveSession: (token) => resolveSession(deps, token),
    resolveDevice: (token) => resolveDevice(deps, token),
    resolveApiToken: (secret) => resolveApiToken(deps, secret),
  });

  // 3. Routes. The multipart parser, and the two hooks it runs on every request it sees, only around
  // the modules that take uploads (hardening: per-request overhead); elsewhere a multipart body is
  // answered 415. Uploads (salary sheets, employee imports): one file per request, never more than 5 MB, few other parts.
  const withUploads = (register: (scope: FastifyInstance) => void) =>
    app.register(async (scope) => {
      await scope.register(fastifyMultipart, {
        limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5, parts: 6 },
      });
      register(scope);
    });
  healthRoutes(app, deps, {
    dependencies,
    checkStorage: storageGuard.check,
    hasRedis: options.hasRedis ?? false,
    hasSmtp: options.hasSmtp ?? false,
  });
  // The tracking module's use case, handed in so that auth and employees never import tracking (which
  // asks them who signs in and who exists): a changed password ends the employee's trackers. A reset
  // also ends an open invitation (the employees module's use case).
  authRoutes(app, deps, { revokeDevices: revokeEmployeeDevices, voidInvitations: voidPersonInvitations });
  organizationRoutes(app, deps);
  employeesRoutes(app, deps, { revokeDevices: revokeEmployeeDevices });
  settingsRoutes(app, deps);
  await withUploads((scope) => {
    employeeImportRoutes(scope, deps);
    payrollRoutes(scope, deps);
    documentsRoutes(scope, deps);
    trackerRoutes(scope, deps, storageGuard.ensureWritable);
  });
  deviceAuthorizationRoutes(app, deps);
  trackerSetupRoutes(app, deps, options.trackerPackageDir ?? trackerPackageDir);
  activityRoutes(app, deps);
  productivityRoutes(app, deps);
  attendanceRoutes(app, deps);
  notificationsRoutes(app, deps);
  leavesRoutes(app, deps);
  manualTimeRoutes(app, deps);
  timesheetsRoutes(app, deps);
  approvedTimeReportRoutes(app, deps);
  holidaysRoutes(app, deps);
  calendarRoutes(app, deps);
  projectsRoutes(app, deps);
  todosRoutes(app, deps);
  await withUploads((scope) => {
    policiesRoutes(scope, deps);
    newsRoutes(scope, deps);
  });
  dashboardRoutes(app, deps);
  auditRoutes(app, deps);
  screenshotDeletionRoutes(app, deps);
  assistantRoutes(app, deps);
  savedReportsRoutes(app, deps);
  apiTokensRoutes(app, deps);
  webhooksRoutes(app, deps);
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
      // The .br and .gz files the web build writes beside each asset (packages/web/scripts/precompress.mjs).
      preCompressed: true,
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
