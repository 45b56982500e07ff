// `npm start`: build what is missing or stale, then run the production server in the foreground,
// started again after a crash.
// Plain Node ESM with no dependencies, so it works on a fresh clone right after `npm install`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { superviseServer } from './supervise.mjs';

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

// The tracker's package file is named after its version (packages/tracker/scripts/build-package.mjs).
const trackerVersion = JSON.parse(readFileSync(join(root, 'packages/tracker/package.json'), 'utf8')).version;

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
  {
    // The agent that the server offers for download (the Tracker page).
    workspace: '@pulse/tracker',
    output: `packages/tracker/dist/package/pulse-tracker-${trackerVersion}.tgz`,
    inputs: [
      'packages/tracker/src',
      'packages/tracker/bin',
      'packages/tracker/scripts',
      'packages/tracker/package.json',
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

// The server runs under a supervisor (supervise.mjs) that starts it again after a crash, with a
// backoff, and ends with it when asked to stop.
// Hardening: memory. glibc gives every thread that allocates its own malloc arena (up to 8 per core),
// and each keeps its peak resident: libvips, zlib and V8's helper threads left about 200 MB that way
// after the demo seed. Two arenas hold the same work. And glibc raises its mmap threshold to the size of
// each large block freed, so after the first password hash (argon2id: a 19 MiB block) every later one
// came from the heap and stayed there (41 MB after the seed); a fixed threshold gives each back when
// freed. Explicit values in the environment win.
const status = await superviseServer({
  args: [join(root, 'packages/server/dist/main.js')],
  cwd: root,
  env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', ...process.env },
});
process.exit(status);
