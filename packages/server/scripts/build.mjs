import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// One bundle for production: our TypeScript (with @pulse/shared's sources) compiled in,
// npm dependencies left as imports so native modules and PGlite's assets load from node_modules.
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => name !== '@pulse/shared');

await build({
  entryPoints: {
    main: 'src/main.ts',
    // Run by main.js in a worker thread (db/seed/seed-demo-in-worker.ts).
    'demo-seed-worker': 'src/db/seed/demo-seed-worker.ts',
    'empty-database-cli': 'src/db/empty-database-cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

// The migrated, empty PGlite database a first start unpacks instead of running initdb (db/empty-database.ts).
const made = spawnSync(process.execPath, ['dist/empty-database-cli.js'], { stdio: 'inherit' });
if (made.status !== 0) process.exit(made.status ?? 1);
