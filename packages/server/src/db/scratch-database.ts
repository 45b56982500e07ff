import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from './client';

// Throwaway databases for tests and benchmarks. Database names cannot be bound parameters; the
// generated name is escaped as an identifier.
const runOnServer = async (serverUrl: string, statement: (client: pg.Client) => string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement(client));
  } finally {
    await client.end();
  }
};

// A new, empty database on the PostgreSQL server that `serverUrl` names; `drop` removes it again.
export const createScratchDatabase = async (serverUrl: string, prefix: string) => {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, (client) => `create database ${client.escapeIdentifier(name)}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      runOnServer(
        serverUrl,
        (client) => `drop database if exists ${client.escapeIdentifier(name)} with (force)`,
      ),
  };
};

// With a server URL a scratch database there (dropped on close), otherwise in-memory PGlite.
export const openScratchDatabase = async (
  serverUrl: string | undefined,
  prefix: string,
): Promise<DatabaseHandle> => {
  if (!serverUrl) return openDatabase({ inMemory: true });
  const scratch = await createScratchDatabase(serverUrl, prefix);
  const handle = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
};
