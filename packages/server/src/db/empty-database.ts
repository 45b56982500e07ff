import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { serverPackageRoot } from '../lib/package-root';

// Hardening: first start. PGlite's initdb took 3 s and raised the process to 814 MB, and WebAssembly
// memory never shrinks, so a first start idled ~140 MB above every later one. The build writes an
// initialised, migrated, empty database once; a first start unpacks it instead (0.8 s, 367 MB).
// Keyed by PGlite's version: a data directory is only readable by the PostgreSQL build that wrote it.
const pgliteVersion = (): string => {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let directory = dirname(entry);
  while (!existsSync(join(directory, 'package.json'))) directory = dirname(directory);
  return JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')).version;
};

export const emptyDatabasePath = () =>
  join(serverPackageRoot, 'dist', `empty-database-pglite-${pgliteVersion()}.tar.gz`);

export const embeddedDatabaseDir = (dataDir: string) => join(dataDir, 'db');

// Whether PGlite has initialised a database in DATA_DIR (the file PGlite itself looks for).
export const hasEmbeddedDatabase = (dataDir: string) =>
  existsSync(join(embeddedDatabaseDir(dataDir), 'PG_VERSION'));

// The tarball for a DATA_DIR without a database yet (PGlite refuses to load one over an existing
// database); undefined when there is none to use, and PGlite runs initdb as before. Migrations newer
// than the tarball still run at start.
export const emptyDatabaseFor = (dataDir: string): Blob | undefined => {
  const path = emptyDatabasePath();
  if (hasEmbeddedDatabase(dataDir) || !existsSync(path)) return undefined;
  return new Blob([readFileSync(path)], { type: 'application/gzip' });
};
