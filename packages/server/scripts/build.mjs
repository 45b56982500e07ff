import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// One bundle for production: our TypeScript (with @pulse/shared's sources) compiled in,
// npm dependencies left as imports so native modules and PGlite's assets load from node_modules.
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => name !== '@pulse/shared');

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
