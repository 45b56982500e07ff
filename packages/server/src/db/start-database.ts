import { type DatabaseHandle, type DatabaseLocation, openDatabase } from './client';

// Opening and migrating take well under a second on a healthy database; past this the database is
// not answering, and waiting longer only hides it.
const START_TIMEOUT_MS = 30_000;

// Why Pulse cannot start, in one line a person can act on (never the password in DATABASE_URL).
export class StartFailure extends Error {}

const serverOf = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  return {
    where: `${url.hostname}:${url.port || '5432'}`,
    user: url.username,
    database: url.pathname.slice(1),
  };
};

// Drizzle wraps the driver's error ("Failed query: …") and keeps it as the cause.
const rootCause = (error: unknown): unknown => {
  let current = error;
  while (current instanceof Error && current.cause !== undefined) current = current.cause;
  return current;
};

export const describeDatabaseFailure = (error: unknown, location: DatabaseLocation): string => {
  const cause = rootCause(error);
  const code = (cause as { code?: unknown } | null)?.code;
  const message = (cause instanceof Error ? cause.message : String(cause)).split('\n')[0] ?? '';
  if (!('databaseUrl' in location)) return `the embedded database could not be opened: ${message}`;
  const server = serverOf(location.databaseUrl);
  if (code === 'ECONNREFUSED')
    return `PostgreSQL at ${server.where} refused the connection: is it running? (DATABASE_URL)`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return `the database host of DATABASE_URL (${server.where}) was not found`;
  if (code === '28P01' || code === '28000')
    return `PostgreSQL at ${server.where} refused the user "${server.user}": check the user and password in DATABASE_URL`;
  if (code === '3D000')
    return `the database "${server.database}" does not exist on ${server.where}: create it, or fix DATABASE_URL`;
  if (/timeout/i.test(message))
    return `PostgreSQL at ${server.where} did not answer in time: check that the server is up and reachable (DATABASE_URL)`;
  return `the database at ${server.where} failed: ${message}`;
};

// The database, migrated, or a StartFailure within the time limit.
export const startDatabase = async (
  location: DatabaseLocation,
  timeoutMs = START_TIMEOUT_MS,
): Promise<DatabaseHandle> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout: no answer')), timeoutMs);
  });
  const opening = openDatabase(location);
  try {
    const database = await Promise.race([opening, timeout]);
    await Promise.race([database.migrate(), timeout]);
    return database;
  } catch (error) {
    // A database that never answered may still open later: close whatever did open, in the background.
    void opening.then((database) => database.close()).catch(() => undefined);
    throw new StartFailure(describeDatabaseFailure(error, location));
  } finally {
    clearTimeout(timer);
  }
};
