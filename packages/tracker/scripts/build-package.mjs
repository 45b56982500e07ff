// `npm run build -w @pulse/tracker`: the agent as an npm package file that the server offers for
// download (GET /api/v1/tracker/download/…), so that `npm install -g <that URL>` works on a computer
// with Node and nothing of this repository. The package holds the bundle (our code and
// @pulse/shared compiled in), the launcher and the capture children; npm installs the rest.
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_EXTERNALS, bundleAgent } from './bundle-agent.mjs';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
// Where the server looks for it (packages/server/src/lib/package-root.ts).
const outputDir = join(packageRoot, 'dist', 'package');
const manifest = JSON.parse(await readFile(join(packageRoot, 'package.json'), 'utf8'));
// A computer without a desktop (or without a prebuilt binary for its platform) still installs the
// agent: these load only when a capture needs them, and the agent says what it cannot capture.
const OPTIONAL = new Set(['sharp', 'node-screenshots', 'uiohook-napi']);

const versionsOf = (names) =>
  Object.fromEntries(
    names.map((name) => {
      const version = manifest.dependencies[name];
      if (!version)
        throw new Error(`${name} is imported by the agent but not a dependency of @pulse/tracker`);
      return [name, version];
    }),
  );

const packageManifest = {
  name: '@pulse/tracker',
  version: manifest.version,
  description: 'Pulse tracker agent: records working time on this computer and sends it to your Pulse server',
  // Installed from a Pulse server's URL, never from a registry: nothing may publish it by mistake.
  private: true,
  type: 'module',
  bin: { 'pulse-tracker': 'bin/pulse-tracker.mjs' },
  engines: manifest.engines,
  dependencies: versionsOf(BUNDLE_EXTERNALS.filter((name) => !OPTIONAL.has(name))),
  optionalDependencies: versionsOf(BUNDLE_EXTERNALS.filter((name) => OPTIONAL.has(name))),
};

const readme = `# Pulse tracker ${manifest.version}

Records the working time of this computer and sends it to your organisation's Pulse server.

    pulse-tracker login --server https://your-pulse-server
    pulse-tracker install      # run in the background at every login
    pulse-tracker status
    pulse-tracker --help

The Tracker page of your Pulse server lists what the agent captures and what it never captures.
`;

// Every package the bundle still imports must be one the installable package declares.
const checkImports = (metafile) => {
  const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
  const imported = Object.values(metafile.outputs).flatMap((output) =>
    output.imports.map((entry) => entry.path),
  );
  const undeclared = imported.filter((path) => !builtins.has(path) && !BUNDLE_EXTERNALS.includes(path));
  if (undeclared.length > 0)
    throw new Error(`the bundle imports undeclared packages: ${undeclared.join(', ')}`);
};

const stage = await mkdtemp(join(tmpdir(), 'pulse-tracker-package-'));
const packing = join(outputDir, `.packing-${process.pid}`);
try {
  await mkdir(join(stage, 'bin'), { recursive: true });
  await mkdir(join(stage, 'src', 'capture'), { recursive: true });
  const result = await bundleAgent(join(stage, 'dist', 'pulse-tracker.mjs'));
  checkImports(result.metafile);
  await copyFile(join(packageRoot, 'bin', 'pulse-tracker.mjs'), join(stage, 'bin', 'pulse-tracker.mjs'));
  // The capture children run as scripts of their own beside the bundle (capture/desktop-*-child.mjs).
  for (const name of await readdir(join(packageRoot, 'src', 'capture'))) {
    if (name.endsWith('.mjs'))
      await copyFile(join(packageRoot, 'src', 'capture', name), join(stage, 'src', 'capture', name));
  }
  await writeFile(join(stage, 'package.json'), `${JSON.stringify(packageManifest, null, 2)}\n`);
  await writeFile(join(stage, 'README.md'), readme);

  // Packed aside and moved in whole, so the server never offers half a file; an older version goes.
  await mkdir(packing, { recursive: true });
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_config_workspace/i.test(name)),
  );
  const packed = spawnSync('npm', ['pack', '--json', '--pack-destination', packing], {
    cwd: stage,
    env,
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  if (packed.status !== 0) throw new Error(`npm pack failed:\n${packed.stderr}`);
  const [{ filename }] = JSON.parse(packed.stdout);
  for (const name of await readdir(outputDir)) {
    if (/^pulse-tracker-.*\.tgz$/.test(name)) await rm(join(outputDir, name), { force: true });
  }
  await rename(join(packing, filename), join(outputDir, filename));
  console.log(`[tracker] ${join('packages', 'tracker', 'dist', 'package', filename)}`);
} finally {
  await rm(stage, { recursive: true, force: true });
  await rm(packing, { recursive: true, force: true });
}
