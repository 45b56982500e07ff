import { pino } from 'pino';
import { buildApp } from './app';
import { configuredHostnames, loadEnv } from './config/env';
import { ensureActivityPartitions } from './db/activity-partitions';
import type { DatabaseLocation } from './db/client';
import { hasEmbeddedDatabase } from './db/empty-database';
import { DEMO_SIGN_INS, hasNoOrganization } from './db/seed/demo';
import { seedDemoInWorker } from './db/seed/seed-demo-in-worker';
import { StartFailure, startDatabase } from './db/start-database';
import { createHostCheck } from './lib/allowed-hosts';
import { systemClock } from './lib/clock';
import { createDependencyMonitor, reportFailure } from './lib/dependency-monitor';
import { createCipherFromEnv } from './lib/field-encryption';
import { assistantModelFromEnv } from './lib/language-model';
import { logSerializers } from './lib/log-serializers';
import { createMailWorker, createSmtpTransport } from './lib/mail/mail-worker';
import { createStorageFromEnv } from './lib/storage/storage-from-env';
import { sweepUnreferencedFiles } from './lib/storage/sweep-unreferenced-files';
import { purgeEndedSessions } from './modules/auth/auth.service';
import { markAbsentees } from './modules/leaves/absent-job';
import { ensurePolicyPassages } from './modules/policies/policies.service';
import { sendScheduledReports } from './modules/saved-reports/report-schedule-job';
import { SILENT_DEVICE_SWEEP_MS, sweepSilentDevices } from './modules/tracking/device-status.service';
import { purgeExpiredScreenshots } from './modules/tracking/screenshot-retention-job';
import { createWebhookWorker, purgeFinishedWebhookDeliveries } from './modules/webhooks/webhook-worker';
import { createDeferredRealtime } from './realtime/realtime';
import { attachSocketServer } from './realtime/socket-server';

// What stops the start (a configuration typo, a database that is down or silent) is said in one
// line, not a stack trace. An invalid configuration exits with EX_CONFIG (78, sysexits.h), which
// `npm start` (scripts/supervise.mjs) does not restart: it would fail the same way. A database that is
// not reachable yet is 1, restarted with a backoff.
const EX_CONFIG = 78;
const stopStart = (error: unknown, exitCode = 1): never => {
  if (!(error instanceof StartFailure)) throw error;
  console.error(`Pulse could not start: ${error.message}`);
  process.exit(exitCode);
};

const env = (() => {
  try {
    return loadEnv();
  } catch (error) {
    return stopStart(new StartFailure(error instanceof Error ? error.message : String(error)), EX_CONFIG);
  }
})();
// One logger for the process, made first: the database and the dependency monitor log before the
// HTTP app exists.
const logger = pino({ level: env.LOG_LEVEL, serializers: logSerializers });
const dependencies = createDependencyMonitor(logger, systemClock);
// Last resort: a promise some library forgot to handle must not end the process for every user (a
// dependency's outage surfaced this way before). It is logged, without parameters, as a defect.
process.on('unhandledRejection', (reason) => {
  reportFailure(dependencies, logger, reason, 'unhandled promise rejection');
});
const location: DatabaseLocation = env.DATABASE_URL
  ? { databaseUrl: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
  : { dataDir: env.DATA_DIR };
// Made before the seed, which encrypts with the same key (made in DATA_DIR/secrets on a first start).
const cipher = createCipherFromEnv(env);
const storage = createStorageFromEnv(env);
// The demo goes into a database without organisations, seeded in a worker thread that opens the
// database itself. PGlite's directory is opened by one at a time: on a first start (no database in
// DATA_DIR yet) the worker goes first, so two embedded databases are never in memory at once.
const seedStartedAt = performance.now();
const isFirstEmbeddedStart = !('databaseUrl' in location) && !hasEmbeddedDatabase(location.dataDir);
let isDemoSeeded = env.DEMO === '1' && isFirstEmbeddedStart && (await seedDemoInWorker(location));
let database = await startDatabase(location).catch(stopStart);
if (env.DEMO === '1' && !isFirstEmbeddedStart && (await hasNoOrganization(database.db))) {
  if (database.kind === 'pglite') await database.close();
  isDemoSeeded = await seedDemoInWorker(location);
  if (database.kind === 'pglite') database = await startDatabase(location).catch(stopStart);
}
const seedSeconds = ((performance.now() - seedStartedAt) / 1000).toFixed(1);
database.observe({
  connected: () => dependencies.succeeded('database'),
  lost: (error) => reportFailure(dependencies, logger, error, 'PostgreSQL connection lost'),
});
// Policy versions uploaded before their text was cut into passages get them, so the HR assistant
// can quote them; versions that have passages are left alone.
const passagesFilled = await ensurePolicyPassages(database.db);
if (passagesFilled > 0) console.log(`Cut the text of ${passagesFilled} policy version(s) into passages.`);

// The routes hold deps.realtime from buildApp on; the Socket.IO server needs the app's HTTP server,
// so a stand-in forwards to it once attached (before listen: no request can come earlier).
const deferredRealtime = createDeferredRealtime();
const deps = {
  db: database.db,
  clock: systemClock,
  cipher,
  storage,
  realtime: deferredRealtime.realtime,
  assistantModel: assistantModelFromEnv(env),
};
const trustProxy = env.TRUST_PROXY;
const hostCheck = createHostCheck(configuredHostnames(env));
const app = await buildApp(deps, {
  loggerInstance: logger,
  dependencies,
  hasRedis: env.REDIS_URL !== undefined,
  hasSmtp: env.SMTP_URL !== undefined,
  trustProxy,
  hostCheck,
});
const socketServer = await attachSocketServer(app, deps, {
  trustProxy: trustProxy !== false,
  hostCheck,
  redisUrl: env.REDIS_URL,
  dependencies,
});
deferredRealtime.attach(socketServer.realtime);

// Without SMTP_URL every mail stays in the outbox ('kept'), readable by administrators.
const MAIL_INTERVAL_MS = 5 * 1000;
const mailWorker = createMailWorker({
  db: database.db,
  clock: systemClock,
  transport: env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : null,
  from: env.MAIL_FROM,
  log: logger,
  dependencies,
  onError: (error) => reportFailure(dependencies, app.log, error, 'mail worker failed'),
});

// Deliveries are due at once after the change that queued them; a few seconds' delay is fine for
// webhooks, and a receiver that is down waits out its backoff rather than this interval.
const WEBHOOK_INTERVAL_MS = 5 * 1000;
const webhookWorker = createWebhookWorker({
  db: database.db,
  clock: systemClock,
  cipher,
  onError: (error) => reportFailure(dependencies, app.log, error, 'webhook worker failed'),
});

// Hourly (the Marked Absent job's check hour is a whole hour of each organisation's day); every job
// here is safe to run on every instance at once.
const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;
// Listing every stored file costs (S3 bills by the request): the sweep runs once a day per instance.
const SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;
let lastSweepAt = 0;
const runMaintenance = async () => {
  try {
    const purged = await purgeEndedSessions(deps);
    app.log.info(purged, 'purged ended sessions and old sign-in events');
  } catch (error) {
    reportFailure(dependencies, app.log, error, 'session purge failed');
  }
  try {
    // Next month's partitions exist before its first minute, so no upload waits to make them.
    const now = deps.clock.now();
    await ensureActivityPartitions(deps.db, now, new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000));
  } catch (error) {
    reportFailure(dependencies, app.log, error, 'making activity partitions failed');
  }
  try {
    const absent = await markAbsentees(deps);
    app.log.info(absent, 'marked absentees');
  } catch (error) {
    reportFailure(dependencies, app.log, error, 'Marked Absent job failed');
  }
  try {
    // Saved reports mailed weekly (from Monday) or monthly (from the 1st), each period once.
    const scheduled = await sendScheduledReports(deps, (error) =>
      reportFailure(dependencies, app.log, error, 'a scheduled report failed'),
    );
    app.log.info(scheduled, 'mailed scheduled reports');
  } catch (error) {
    reportFailure(dependencies, app.log, error, 'scheduled reports failed');
  }
  try {
    const purged = await purgeFinishedWebhookDeliveries(deps.db, deps.clock);
    app.log.info({ purged }, 'deleted finished webhook deliveries past their month');
  } catch (error) {
    reportFailure(dependencies, app.log, error, 'webhook delivery purge failed');
  }
  try {
    // Settings → Tracking retention: screenshots past each organisation's days, rows and files.
    const purged = await purgeExpiredScreenshots(deps);
    app.log.info(purged, 'deleted screenshots past their retention');
  } catch (error) {
    reportFailure(dependencies, app.log, error, 'screenshot retention failed');
  }
  if (Date.now() - lastSweepAt >= SWEEP_INTERVAL_MS) {
    lastSweepAt = Date.now();
    // In the background: listing a large bucket takes a while, and nothing waits for it.
    void sweepUnreferencedFiles(deps).then(
      (swept) => app.log.info(swept, 'swept stored files that nothing names'),
      (error: unknown) => reportFailure(dependencies, app.log, error, 'sweeping stored files failed'),
    );
  }
};
setInterval(runMaintenance, MAINTENANCE_INTERVAL_MS).unref();

// Who is working now: a tracker silent for three minutes shows offline on the open dashboards.
setInterval(() => {
  sweepSilentDevices(deps).catch((error: unknown) =>
    reportFailure(dependencies, app.log, error, 'marking silent trackers offline failed'),
  );
}, SILENT_DEVICE_SWEEP_MS).unref();

// Once, whatever the signals: a second Ctrl+C or SIGTERM while closing must not end the process
// before PGlite has closed its files (the next start would then recover them, slowly).
let isShuttingDown = false;
const shutdown = async () => {
  if (isShuttingDown) return;
  isShuttingDown = true;
  console.log('Stopping Pulse…');
  await mailWorker.stop();
  await webhookWorker.stop();
  // Closes the sockets and the Redis clients first (the socket server's preClose hook).
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: env.PORT, host: env.HOST });
mailWorker.start(MAIL_INTERVAL_MS);
webhookWorker.start(WEBHOOK_INTERVAL_MS);
await runMaintenance();
const where =
  database.kind === 'pglite' ? `embedded PGlite in ${env.DATA_DIR}/db` : 'PostgreSQL (DATABASE_URL)';
const files = env.STORAGE ?? `${env.DATA_DIR}/files`;
console.log(`\nPulse is running at http://localhost:${env.PORT}  (database: ${where}; files: ${files})`);
if (env.DEMO === '1') {
  console.log(
    isDemoSeeded ? `Demo organisation created in ${seedSeconds} s. Sign in with:` : 'Demo sign-ins:',
  );
  for (const signIn of DEMO_SIGN_INS)
    console.log(`  ${signIn.role.padEnd(14)} ${signIn.email}  ${signIn.password}`);
}
