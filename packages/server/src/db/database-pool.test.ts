import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { type Database, openDatabase } from './client';
import { createScratchDatabase } from './scratch-database';

// Hardening (the load bench): how many connections an instance keeps to PostgreSQL.
describe('DATABASE_POOL_SIZE', () => {
  it('is a whole number of connections, unset by default (the pool has its own default)', () => {
    expect(loadEnv({ DATABASE_POOL_SIZE: '32' }).DATABASE_POOL_SIZE).toBe(32);
    expect(loadEnv({}).DATABASE_POOL_SIZE).toBeUndefined();
  });

  it.each(['0', 'ten', '2.5'])('refuses %s, naming the setting', (value) => {
    expect(() => loadEnv({ DATABASE_POOL_SIZE: value })).toThrow(
      /Invalid configuration:\n {2}DATABASE_POOL_SIZE: /,
    );
  });
});

// Starts `count` transactions that each hold their connection until released; resolves once `open`
// of them hold one.
const holdConnections = (db: Database, count: number, open: number) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = 0;
  let onOpen = () => {};
  const opened = new Promise<void>((resolve) => {
    onOpen = resolve;
  });
  const transactions = Array.from({ length: count }, () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      started += 1;
      if (started === open) onOpen();
      await released;
    }),
  );
  return {
    opened,
    started: () => started,
    releaseAll: async () => {
      release();
      await Promise.all(transactions);
    },
  };
};

const serverUrl = loadEnv().DATABASE_URL;
describe.skipIf(!serverUrl)('the PostgreSQL pool', () => {
  const connectionsTo = async (name: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      const result = await client.query<{ count: number }>(
        'select count(*)::int as count from pg_stat_activity where datname = $1',
        [name],
      );
      return result.rows[0]?.count;
    } finally {
      await client.end();
    }
  };

  it.each([
    ['the size it is given', 3, 3],
    ['20 connections by default', undefined, 20],
  ])('opens %s at most, and a request beyond them waits for one', async (_label, poolSize, expected) => {
    const scratch = await createScratchDatabase(serverUrl as string, 'pulse_pool');
    const handle = await openDatabase({ databaseUrl: scratch.url, poolSize });
    try {
      const held = holdConnections(handle.db, expected + 1, expected);
      await held.opened;
      expect(await connectionsTo(scratch.name)).toBe(expected);
      expect(held.started()).toBe(expected);
      await held.releaseAll();
      expect(held.started()).toBe(expected + 1);
    } finally {
      await handle.close();
      await scratch.drop();
    }
  });
});
