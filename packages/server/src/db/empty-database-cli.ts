import { renameSync, writeFileSync } from 'node:fs';
import { openDatabase } from './client';
import { emptyDatabasePath } from './empty-database';

// Run by the build (scripts/build.mjs): the migrated, empty database a first start unpacks.
const database = await openDatabase({ inMemory: true });
await database.migrate();
const tarball = await (database.dump as NonNullable<typeof database.dump>)('gzip');
await database.close();
const path = emptyDatabasePath();
// Renamed into place, so a build cut short never leaves half a tarball for a start to load.
writeFileSync(`${path}.partial`, new Uint8Array(await tarball.arrayBuffer()));
renameSync(`${path}.partial`, path);
