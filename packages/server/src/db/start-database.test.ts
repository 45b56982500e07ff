import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { createScratchDatabase } from './scratch-database';
import { describeDatabaseFailure, StartFailure, startDatabase } from './start-database';

describe('startDatabase', () => {
  // Accepts every connection and never says a word: a hung database or a wrong port's silent service.
  let silent: Server;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('gives up on a database that accepts connections but never answers, in one line without the password', async () => {
    const { port } = silent.address() as { port: number };
    const failure = await startDatabase(
      { databaseUrl: `postgres://pulse:s3cret@127.0.0.1:${port}/pulse` },
      200,
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartFailure);
    expect((failure as Error).message).toBe(
      `PostgreSQL at 127.0.0.1:${port} did not answer in time: check that the server is up and reachable (DATABASE_URL)`,
    );
    expect((failure as Error).message).not.toContain('s3cret');
  });

  it.each([
    ['ECONNREFUSED', 'PostgreSQL at db.internal:5433 refused the connection: is it running? (DATABASE_URL)'],
    ['ENOTFOUND', 'the database host of DATABASE_URL (db.internal:5433) was not found'],
    [
      '28P01',
      'PostgreSQL at db.internal:5433 refused the user "pulse": check the user and password in DATABASE_URL',
    ],
    ['3D000', 'the database "hr" does not exist on db.internal:5433: create it, or fix DATABASE_URL'],
  ])('says what %s means', (code, text) => {
    const error = Object.assign(new Error('raw driver message'), { code });
    expect(
      describeDatabaseFailure(error, { databaseUrl: 'postgres://pulse:s3cret@db.internal:5433/hr' }),
    ).toBe(text);
  });
});

// Many instances (a release rolled out to all of them) migrating one empty database at once.
const serverUrl = loadEnv().DATABASE_URL;
describe.skipIf(!serverUrl)('migrations from several instances at once (PostgreSQL)', () => {
  it('lets one instance migrate while the others wait, and all of them start', async () => {
    const scratch = await createScratchDatabase(serverUrl as string, 'pulse_migrate');
    try {
      const handles = await Promise.all(
        Array.from({ length: 3 }, () => startDatabase({ databaseUrl: scratch.url })),
      );
      await Promise.all(handles.map((handle) => handle.close()));
    } finally {
      await scratch.drop();
    }
  }, 60_000);
});
