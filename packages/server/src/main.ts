import { buildApp } from './app';
import { loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { DEMO_SIGN_INS, seedDemoIfEmpty } from './db/seed/demo';
import { systemClock } from './lib/clock';
import { createCipherFromEnv } from './lib/field-encryption';
import { createStorageFromEnv } from './lib/storage/storage-from-env';
import { purgeEndedSessions } from './modules/auth/auth.service';

const env = loadEnv();
const database = await openDatabase(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
);
await database.migrate();
const cipher = createCipherFromEnv(env);
const storage = createStorageFromEnv(env);
const seedStartedAt = performance.now();
const isDemoSeeded = env.DEMO === '1' && (await seedDemoIfEmpty(database.db, { cipher, storage }));
const seedSeconds = ((performance.now() - seedStartedAt) / 1000).toFixed(1);

const deps = { db: database.db, clock: systemClock, cipher, storage };
const app = await buildApp(deps, { logger: { level: env.LOG_LEVEL }, trustProxy: env.TRUST_PROXY === '1' });

const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;
const runMaintenance = async () => {
  try {
    const purged = await purgeEndedSessions(deps);
    app.log.info(purged, 'purged ended sessions and old sign-in events');
  } catch (error) {
    app.log.error({ err: error }, 'maintenance failed');
  }
};
setInterval(runMaintenance, MAINTENANCE_INTERVAL_MS).unref();

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: env.PORT, host: env.HOST });
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
