import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { isRoot, POSTGRES_BIN_DIR } from './fault-tools';
import { freePort } from './free-port';

const run = promisify(execFile);

// A PostgreSQL 15 cluster of the suite's own, in a temporary directory on a free port, so it can be
// stopped and killed without touching the machine's server that other CI stages use.
export type PostgresClusterInfo = { dir: string; port: number };

const runAsPostgres = (program: string, args: string[]) =>
  isRoot
    ? run('runuser', ['-u', 'postgres', '--', join(POSTGRES_BIN_DIR, program), ...args])
    : run(join(POSTGRES_BIN_DIR, program), args);

export const createPostgresCluster = async (parentDir: string): Promise<PostgresClusterInfo> => {
  const dir = join(parentDir, 'postgres');
  mkdirSync(dir);
  if (isRoot) {
    // mkdtemp makes the parent 0700: the postgres user must reach its own directory inside it.
    chmodSync(parentDir, 0o755);
    await run('chown', ['postgres:', dir]);
  }
  await runAsPostgres('initdb', [
    '--pgdata',
    join(dir, 'data'),
    '--username',
    'postgres',
    '--auth',
    'trust',
    '--encoding',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  return { dir, port: await freePort() };
};

export const postgresCluster = ({ dir, port }: PostgresClusterInfo) => {
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const adminQuery = async <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url('postgres'), connectionTimeoutMillis: 1000 });
    await client.connect();
    try {
      return (await client.query<Row>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    url,
    // Without waiting: the suite measures "accepts connections" itself, with a client (acceptsConnections).
    // fsync off: the suite's data need not survive the machine, and CI's disk is shared.
    start: async () => {
      await runAsPostgres('pg_ctl', [
        'start',
        '--no-wait',
        '--pgdata',
        join(dir, 'data'),
        '--log',
        join(dir, 'server.log'),
        '--options',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      ]);
    },
    // 'immediate' is a crash (no checkpoint, recovery at the next start), as when the machine dies.
    stop: async (mode: 'immediate' | 'fast') => {
      await runAsPostgres('pg_ctl', ['stop', '--wait', '--mode', mode, '--pgdata', join(dir, 'data')]);
    },
    acceptsConnections: async () => {
      try {
        await adminQuery('select 1');
        return true;
      } catch {
        return false;
      }
    },
    createDatabase: async (name: string) => {
      await adminQuery(`create database ${pg.escapeIdentifier(name)}`);
    },
    // What an administrator or a failover does to a running server's sessions: each one is ended
    // (the server's pool sees its connections die mid-query or idle).
    terminateConnections: async (database: string) => {
      // Materialised first: in one WHERE the planner may call pg_terminate_backend before the
      // database filter, on every backend (this one included).
      const rows = await adminQuery<{ pid: number }>(
        `with targets as materialized (
           select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()
         )
         select pid from targets where pg_terminate_backend(pid)`,
        [database],
      );
      return rows.length;
    },
  };
};
