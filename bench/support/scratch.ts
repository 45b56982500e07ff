// Where a bench's server keeps its data: never the working tree, never the database DATABASE_URL
// names (that one is only the server a scratch database is created on).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../../packages/server/src/db/scratch-database';

export type Scratch = {
  label: string;
  dataDir: string;
  // Set when the bench runs on PostgreSQL; unset means PGlite in dataDir.
  databaseUrl: string | undefined;
  // For startProductionServer: DATABASE_URL is removed on PGlite, so the server cannot inherit one.
  env: { DATA_DIR: string; DATABASE_URL: string | undefined };
  drop: () => Promise<void>;
};

// With DATABASE_URL a new database on that server (dropped at the end), otherwise PGlite in a new
// temporary directory (deleted at the end). DATA_DIR is always a temporary directory, so the server's
// files and generated key never land in the working tree.
export const prepareScratch = async (prefix: string): Promise<Scratch> => {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return {
      label: `PGlite in ${dataDir}`,
      dataDir,
      databaseUrl: undefined,
      env: { DATA_DIR: dataDir, DATABASE_URL: undefined },
      drop: removeDir,
    };
  }
  const scratch = await createScratchDatabase(serverUrl, prefix.replace(/-/g, '_'));
  return {
    label: `PostgreSQL database ${scratch.name} on ${new URL(serverUrl).host}`,
    dataDir,
    databaseUrl: scratch.url,
    env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url },
    drop: async () => {
      await scratch.drop();
      await removeDir();
    },
  };
};
