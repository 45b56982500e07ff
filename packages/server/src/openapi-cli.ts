import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { systemClock } from './lib/clock';
import { createFieldCipher } from './lib/field-encryption';
import { serverPackageRoot } from './lib/package-root';
import { createLocalStorage } from './lib/storage/local-storage';
import { noRealtime } from './realtime/realtime';

// Writes openapi.json from the zod contracts; CI (app.test.ts) fails when the committed copy is stale.
const database = await openDatabase({ inMemory: true });
// The document depends on the routes only; a throwaway key satisfies the dependencies.
const cipher = createFieldCipher(randomBytes(32));
// Nothing is stored while the document is written; the directory is never created.
const storage = createLocalStorage(join(tmpdir(), 'pulse-openapi-unused'));
const app = await buildApp(
  { db: database.db, clock: systemClock, cipher, storage, realtime: noRealtime },
  { webDir: null },
);
await app.ready();
const target = join(serverPackageRoot, 'openapi.json');
writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
console.log(`Wrote ${target}`);
await app.close();
await database.close();
