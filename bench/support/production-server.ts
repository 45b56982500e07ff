// The production build as the benches run it: packages/server/dist/main.js in a child process on a
// free port, answering /api/health before a bench starts measuring.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const serverEntry = join(root, 'packages/server/dist/main.js');

// A bench measures the build, never the sources: without it there is nothing to measure.
export const exitUnlessBuilt = (paths: string[] = [serverEntry]) => {
  const missing = paths.filter((path) => !existsSync(path));
  if (missing.length === 0) return;
  console.error(
    `The bench needs the production build; missing: ${missing.map((path) => relative(root, path)).join(', ')}`,
  );
  console.error('Run `npm run build` first.');
  process.exit(1);
};

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

export const waitForUrl = async (url: string, child: ChildProcess, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
};

// SIGTERM lets the server close its database cleanly; SIGKILL only if it hangs.
export const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });

// Profiling a bench's server: BENCH_CPU_PROF=<directory> runs it under `node --cpu-prof` (the profile
// is written there when it stops); PULSE_PROBE_FILE=<file> in its environment loads server-probe.mjs,
// which appends the event loop's delay, the PostgreSQL pool's waits and request times to it every second.
const profilingArgs = (env: NodeJS.ProcessEnv) => [
  ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
  ...(env.PULSE_PROBE_FILE
    ? ['--import', pathToFileURL(join(root, 'bench/support/server-probe.mjs')).href]
    : []),
];

export type ProductionServer = { origin: string; child: ChildProcess; stop: () => Promise<void> };

// `env` is laid over this process's environment; a key set to undefined is removed, so a variable
// the caller happens to have (REDIS_URL, a stray DATABASE_URL) cannot change what is measured.
// The first start migrates and seeds the demo, hence the generous default timeout.
export const startProductionServer = async (
  env: Record<string, string | undefined>,
  timeoutMs = 120_000,
): Promise<ProductionServer> => {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[key];
    else childEnv[key] = value;
  }
  const child = spawn(process.execPath, [...profilingArgs(childEnv), serverEntry], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${origin}/api/health`, child, timeoutMs);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { origin, child, stop: () => stopChild(child) };
};
