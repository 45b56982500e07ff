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

// A new database on the PostgreSQL server that `serverUrl` names, empty or a copy of `template` (a
// database nobody is connected to); `drop` removes it again.
export const createScratchDatabase = async (serverUrl: string, prefix: string, template?: string) => {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runOnServer(
    serverUrl,
    (client) =>
      `create database ${client.escapeIdentifier(name)}` +
      (template ? ` template ${client.escapeIdentifier(template)}` : ''),
  );
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

// Drops every scratch database whose name starts with `prefix`, connected or not.
export const dropScratchDatabases = async (serverUrl: string, prefix: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select datname as name from pg_database where starts_with(datname, $1 || '_')",
      [prefix],
    );
    for (const { name } of rows)
      await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
  } finally {
    await client.end();
  }
};

// Where a scratch database may start from instead of empty: a PGlite dump, or a database on the
// server to copy.
export type ScratchTemplate = { pgliteDump: Blob } | { serverDatabase: string };

// With a server URL a scratch database there (dropped on close), otherwise in-memory PGlite.
export const openScratchDatabase = async (
  serverUrl: string | undefined,
  prefix: string,
  template?: ScratchTemplate,
): Promise<DatabaseHandle> => {
  if (!serverUrl) {
    return openDatabase({
      inMemory: true,
      ...(template && 'pgliteDump' in template ? { dump: template.pgliteDump } : {}),
    });
  }
  const templateName = template && 'serverDatabase' in template ? template.serverDatabase : undefined;
  const scratch = await createScratchDatabase(serverUrl, prefix, templateName);
  const handle = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
};
