import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { serverPackageRoot } from './lib/package-root';

// `npm start` as a person meets it: the server's entry in a process of its own.
const MAIN = join(serverPackageRoot, 'src/main.ts');

// A port nothing listens on: a server bound to it and closed again.
const freePort = async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

const exitOf = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

describe('the server process', () => {
  it('stops with one line, not a stack trace, when the database refuses', async () => {
    const port = await freePort();
    const result = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/pulse`,
        LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      `Pulse could not start: PostgreSQL at 127.0.0.1:${port} refused the connection: is it running? (DATABASE_URL)`,
    );
  }, 60_000);

  it('stops with EX_CONFIG (78) for an invalid configuration, which npm start does not restart', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, PORT: 'eighty', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr.trim()).toMatch(/^Pulse could not start: .*PORT/s);
  }, 60_000);

  it('shuts down once, closing the embedded database, however many signals arrive', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pulse-main-'));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const { DATABASE_URL: _, ...withoutServer } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...withoutServer,
        DATA_DIR: dataDir,
        DEMO: '0',
        PORT: String(await freePort()),
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = exitOf(child);
    const printed = (text: string) =>
      new Promise<void>((resolve) => {
        const listener = (chunk: Buffer) => {
          if (!chunk.toString().includes(text)) return;
          child.stdout?.off('data', listener);
          resolve();
        };
        child.stdout?.on('data', listener);
      });
    await printed('Pulse is running');
    const stopping = printed('Stopping Pulse');
    child.kill('SIGTERM');
    // The second signal arrives while the first is being handled: it must not end the process early.
    await stopping;
    child.kill('SIGTERM');
    child.kill('SIGINT');
    expect(await exited).toEqual({ code: 0, signal: null });
  }, 90_000);
});
