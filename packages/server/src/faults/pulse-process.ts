import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { serverPackageRoot } from '../lib/package-root';
import { pollUntil } from './fault-tools';
import { freePort } from './free-port';

// The real server in a process of its own, started as `npm run dev` starts it (tsx, src/main.ts): the
// issue asks that the PROCESS stays up, which an app inside the test's worker cannot show.

export type LogLine = { at: number; text: string };

export type PulseProcessOptions = {
  databaseUrl: string;
  // Unset: Socket.IO in-process; set: the Redis adapter (which may be down when the process starts).
  redisUrl?: string;
  // Shared by every instance of a run: the files, and the data-encryption key the seed used.
  dataDir: string;
};

export const startPulseProcess = async ({ databaseUrl, redisUrl, dataDir }: PulseProcessOptions) => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: '1',
    // Production's level: what an operator reads during an outage is what the suite checks.
    LOG_LEVEL: 'info',
  };
  delete env.REDIS_URL;
  if (redisUrl) env.REDIS_URL = redisUrl;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverPackageRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    if (stream)
      createInterface({ input: stream }).on('line', (text) => lines.push({ at: performance.now(), text }));
  }
  let exit: string | null = null;
  const exited = once(child, 'exit').then(([code, signal]) => {
    exit = signal ? `killed by ${signal}` : `exited with code ${code}`;
  });
  const origin = `http://127.0.0.1:${port}`;
  const tail = () =>
    lines
      .slice(-30)
      .map((line) => `  ${line.text.length > 300 ? `${line.text.slice(0, 300)}…` : line.text}`)
      .join('\n');

  return {
    origin,
    startedAt: performance.now(),
    // How the process ended, or null while it runs.
    exitOf: () => exit,
    // The log from an instant on (performance.now()).
    logSince: (from: number) => lines.filter((line) => line.at >= from).map((line) => line.text),
    // The last lines, for a failure message.
    tail,
    // Until `path` answers 200 (the process may still be compiling, migrating or connecting); the
    // failure says what it answered last and what the process logged.
    waitForOk: async (path: string, timeoutMs: number) => {
      let last = 'no answer';
      try {
        return await pollUntil(
          `${origin}${path} answering 200`,
          async () => {
            if (exit) throw new Error(`the server ${exit}`);
            const status = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(1000) }).then(
              async (response) => {
                await response.body?.cancel();
                return response.status;
              },
              () => null,
            );
            if (status !== null) last = `${status}`;
            return status === 200 ? performance.now() : undefined;
          },
          { timeoutMs, intervalMs: 50 },
        );
      } catch (error) {
        throw new Error(
          `${(error as Error).message} (last answer: ${last}); the server's log ends:\n${tail()}`,
        );
      }
    },
    // SIGTERM as an orchestrator stops it; a process that does not finish closing is killed.
    stop: async () => {
      if (exit) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
};

export type PulseProcess = Awaited<ReturnType<typeof startPulseProcess>>;
