import { sql } from 'drizzle-orm';
import { loadEnv } from '../../config/env';
import { createCipherFromEnv } from '../../lib/field-encryption';
import { createStorageFromEnv } from '../../lib/storage/storage-from-env';
import { openDatabase } from '../client';
import { DEMO_SIGN_INS, seedDemoIfEmpty } from './demo';

// npm run seed             seeds the demo organisation into an empty database
// npm run seed -- --reset  wipes the whole database (every organisation) and seeds the demo again
const isReset = process.argv.includes('--reset');
const env = loadEnv();
const database = await openDatabase(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
);
if (isReset) {
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`create schema public`);
}
await database.migrate();
const isSeeded = await seedDemoIfEmpty(database.db, {
  cipher: createCipherFromEnv(env),
  storage: createStorageFromEnv(env),
});
console.log(
  isSeeded ? 'Demo organisation seeded.' : 'The database already has data; use --reset to rebuild it.',
);
for (const signIn of DEMO_SIGN_INS)
  console.log(`  ${signIn.role.padEnd(14)} ${signIn.email}  ${signIn.password}`);
await database.close();
