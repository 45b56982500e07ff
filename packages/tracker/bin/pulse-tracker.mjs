#!/usr/bin/env node
// The agent is TypeScript with no build step to run by hand: `npx pulse-tracker` works straight after
// `npm install` in a fresh clone. It runs from a bundle that esbuild (tsx's own dependency) makes of
// the sources into dist/ on first use and again whenever a source is newer. Running the sources
// through tsx's loader instead keeps the loader's thread (about 35 MB resident) for the whole life of
// a background agent whose goal is at most 120 MB; tsx stays the fallback should the bundle fail.
// Installed from the package the server offers (scripts/build-package.mjs) there are no sources, only
// the bundle that came in the package.
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';

// A background agent's memory: each libuv worker thread that runs an image operation keeps a malloc
// arena of its own, and V8's young generation may grow to 16 MB × 3; one worker and a 1 MB young
// generation are plenty for one screenshot every ten minutes and a few requests a minute. Set before
// anything starts the thread pool.
process.env.UV_THREADPOOL_SIZE ??= '1';
setFlagsFromString('--max-semi-space-size=1');
setFlagsFromString('--optimize-for-size');

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const bundle = join(packageRoot, 'dist', 'pulse-tracker.mjs');
const sources = [
  join(packageRoot, 'src'),
  join(packageRoot, 'scripts'),
  join(packageRoot, '..', 'shared', 'src'),
];
// An install that changed a bundled package (zod) makes the bundle stale too.
const lockFile = join(packageRoot, '..', '..', 'package-lock.json');
const isInstalledPackage = !existsSync(join(packageRoot, 'src', 'cli.ts'));

const newestSource = async () => {
  let newest = await stat(lockFile).then(
    (file) => file.mtimeMs,
    () => 0,
  );
  for (const directory of sources) {
    const names = await readdir(directory, { recursive: true }).catch(() => []);
    for (const name of names.filter((candidate) => /\.(ts|mjs)$/.test(candidate)))
      newest = Math.max(newest, (await stat(join(directory, name))).mtimeMs);
  }
  return newest;
};

const makeBundle = async () => {
  const { bundleAgent } = await import('../scripts/bundle-agent.mjs');
  // Another CLI may be making it at the same moment: each writes its own file, the rename is atomic.
  const temporary = `${bundle}.${process.pid}.tmp`;
  await mkdir(dirname(bundle), { recursive: true });
  try {
    await bundleAgent(temporary);
    await rename(temporary, bundle);
  } finally {
    await rm(temporary, { force: true });
  }
};

const isFresh =
  isInstalledPackage ||
  (await stat(bundle).then(
    (file) => file.mtimeMs,
    () => 0,
  )) >= (await newestSource());
const hasBundle =
  isFresh ||
  (await makeBundle().then(
    () => true,
    () => false,
  ));
if (hasBundle) {
  await import(pathToFileURL(bundle).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli.ts');
}
