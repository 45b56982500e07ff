// The agent as one ES module: our TypeScript and @pulse/shared (with zod) compiled in, the npm
// packages with native parts or of their own size left as imports that load from node_modules.
// Used by the launcher in a checkout (bin/pulse-tracker.mjs) and by the installable package
// (scripts/build-package.mjs), so both run the same bundle.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

// The packages the bundle imports at run time; the installable package declares each of them.
export const BUNDLE_EXTERNALS = ['sharp', 'x11', 'node-screenshots', 'uiohook-napi', 'dbus-next'];

export const bundleAgent = async (outfile) => {
  const { build } = await import('esbuild');
  return build({
    entryPoints: [join(packageRoot, 'src', 'cli.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: BUNDLE_EXTERNALS,
    outfile,
    metafile: true,
    logLevel: 'silent',
  });
};
