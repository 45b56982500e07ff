import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { setTimeout } from 'node:timers/promises';

// The programs the fault suite starts itself: its own PostgreSQL 15 cluster (Debian's binaries) and
// its own redis-server, never the machine's shared ones, which other CI stages use meanwhile.
export const POSTGRES_BIN_DIR = '/usr/lib/postgresql/15/bin';

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const onPath = (program: string) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && isExecutable(join(dir, program)));

// PostgreSQL refuses to run as root: as root (CI) its binaries run as the postgres user, via runuser.
export const isRoot = process.getuid?.() === 0;

export const missingFaultTools = () => [
  ...['initdb', 'pg_ctl'].flatMap((program) =>
    isExecutable(join(POSTGRES_BIN_DIR, program)) ? [] : [join(POSTGRES_BIN_DIR, program)],
  ),
  ...(onPath('redis-server') ? [] : ['redis-server']),
  ...(isRoot && !onPath('runuser') ? ['runuser'] : []),
];

// Polls `probe` every `intervalMs` until it returns a value other than undefined; fails with `what`
// at the deadline, or at once when the probe throws. The suite never sleeps a fixed time to wait for
// something to happen.
export const pollUntil = async <T>(
  what: string,
  probe: () => Promise<T | undefined>,
  { timeoutMs, intervalMs = 25 }: { timeoutMs: number; intervalMs?: number },
): Promise<T> => {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await setTimeout(intervalMs);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
};
