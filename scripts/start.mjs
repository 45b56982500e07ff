// `npm start`: build what is missing or stale, then run the production server in the foreground.
// Plain Node ESM with no dependencies, so it works on a fresh clone right after `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// Newest modification time of any file under the given paths (files or folders); 0 when none exist.
const newestMtime = (paths) => {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        visit(join(path, entry));
      }
    } else if (stats.mtimeMs > newest) {
      newest = stats.mtimeMs;
    }
  };
  for (const path of paths) visit(join(root, path));
  return newest;
};

// A build is stale when its output is missing or older than any of its inputs: a `git pull` that
// changes the sources must never leave the old bundle being served.
const targets = [
  {
    workspace: '@pulse/web',
    output: 'packages/web/dist/index.html',
    inputs: [
      'packages/web/src',
      'packages/web/index.html',
      'packages/web/public',
      'packages/web/vite.config.ts',
      'packages/web/package.json',
      'packages/shared/src',
    ],
  },
  {
    workspace: '@pulse/server',
    output: 'packages/server/dist/main.js',
    inputs: [
      'packages/server/src',
      // The build writes the migrated empty database a first start unpacks (db/empty-database.ts).
      'packages/server/drizzle',
      'packages/server/scripts/build.mjs',
      'packages/server/package.json',
      'packages/shared/src',
    ],
  },
];

for (const target of targets) {
  const outputPath = join(root, target.output);
  const isMissing = !existsSync(outputPath);
  const isStale = !isMissing && statSync(outputPath).mtimeMs < newestMtime(target.inputs);
  if (!isMissing && !isStale) continue;
  console.log(
    `[start] ${target.output} is ${isMissing ? 'missing' : 'older than its sources'}: building ${target.workspace}`,
  );
  const result = spawnSync(npm, ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[start] building ${target.workspace} failed`);
    process.exit(result.status ?? 1);
  }
}

// The server runs in its own process group so that a Ctrl+C reaches it exactly once, through us:
// the terminal signals our group and npm forwards the same signal again, and a second SIGINT would
// cut the server's clean shutdown (closing the embedded database) short.
// Hardening: memory. glibc gives every thread that allocates its own malloc arena (up to 8 per core),
// and each keeps its peak resident: libvips, zlib and V8's helper threads left about 200 MB that way
// after the demo seed. Two arenas hold the same work. And glibc raises its mmap threshold to the size of
// each large block freed, so after the first password hash (argon2id: a 19 MiB block) every later one
// came from the heap and stayed there (41 MB after the seed); a fixed threshold gives each back when
// freed. Explicit values in the environment win.
const server = spawn(process.execPath, [join(root, 'packages/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', ...process.env },
  detached: true,
});

let lastForwardedAt = 0;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // Duplicates within a second are the same stop request; a later one is a deliberate second
    // Ctrl+C and is passed on (the server then stops at once).
    const now = Date.now();
    if (now - lastForwardedAt < 1000) return;
    lastForwardedAt = now;
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
// npm passes a SIGTERM to its `sh -c` and not always on to us: when our parent goes away, stop as if
// we had been asked to, so a supervisor that signals npm alone never leaves an orphaned server.
const parentPid = process.ppid;
const parentWatch = setInterval(() => {
  if (process.ppid === parentPid) return;
  clearInterval(parentWatch);
  process.emit('SIGTERM', 'SIGTERM');
}, 1000);
parentWatch.unref();

// Never leave the server behind if this script ends some other way (its own group misses our signals).
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});
server.on('exit', (code, signal) => {
  process.exit(signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1));
});
