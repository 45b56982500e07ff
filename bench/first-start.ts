// First start and memory, as `npm start` runs the build: a fresh DATA_DIR (PGlite) or a new database
// (DATABASE_URL), the demo seeded, time to a healthy /api/health, the peak resident size on the way
// (VmHWM: the seed's peak) and the resident size once idle. Then a second start on the same data.
// Goals (hardening at scale): first start < 15 s on PGlite; seed peak < 500 MB; idle < 400 MB on
// PGlite and < 200 MB on PostgreSQL.
//   node --import tsx bench/first-start.ts                       (PGlite)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/first-start.ts
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import {
  exitUnlessBuilt,
  freePort,
  root,
  serverEntry,
  stopChild,
  waitForUrl,
} from './support/production-server';
import { prepareScratch } from './support/scratch';

const IDLE_SETTLE_MS = 20_000;

exitUnlessBuilt();
const scratch = await prepareScratch('bench-first-start');
const isPglite = scratch.databaseUrl === undefined;

const residentMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
};

const start = async () => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...scratch.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // As scripts/start.mjs runs the server.
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '131072',
  };
  if (isPglite) delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const startedAt = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitForUrl(`http://127.0.0.1:${port}/api/health`, child, 180_000);
  const healthySeconds = (performance.now() - startedAt) / 1000;
  const atHealthy = residentMb(child.pid as number);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
  const idle = residentMb(child.pid as number);
  await stopChild(child);
  const seedSeconds = /Demo organisation created in ([\d.]+) s/.exec(output)?.[1];
  return { healthySeconds, seedSeconds, peakMb: idle.peak, atHealthyMb: atHealthy.rss, idleMb: idle.rss };
};

try {
  console.log(`First start on ${scratch.label}`);
  const first = await start();
  const second = await start();
  const idleGoal = isPglite ? 400 : 200;
  const row = (label: string, value: number, unit: string, goal?: number) =>
    console.log(
      `  ${label.padEnd(34)} ${value.toFixed(unit === 's' ? 1 : 0).padStart(6)} ${unit}${goal === undefined ? '' : `   goal < ${goal} ${unit}${value < goal ? '' : '  (missed)'}`}`,
    );
  row('first start, to healthy', first.healthySeconds, 's', isPglite ? 15 : undefined);
  if (first.seedSeconds) row('  of which the demo seed', Number(first.seedSeconds), 's');
  row('first start, peak resident', first.peakMb, 'MB', 500);
  row(`first start, idle after ${IDLE_SETTLE_MS / 1000} s`, first.idleMb, 'MB', idleGoal);
  row('second start, to healthy', second.healthySeconds, 's');
  row('second start, peak resident', second.peakMb, 'MB');
  row(`second start, idle after ${IDLE_SETTLE_MS / 1000} s`, second.idleMb, 'MB', idleGoal);
} finally {
  await scratch.drop();
}
