// After `vite build`: a Brotli (.br) and a gzip (.gz) copy beside every text asset, compressed once at
// the highest levels, so the server sends them as they are instead of compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|map)$/;
// Below this, the headers outweigh the saving.
const MIN_BYTES = 1024;

const filesUnder = (directory) =>
  readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

let rawBytes = 0;
let brotliBytes = 0;
for (const path of filesUnder(distDir)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const content = readFileSync(path);
  if (content.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
  rawBytes += content.length;
  brotliBytes += brotli.length;
}
console.log(
  `precompressed ${(rawBytes / 1024).toFixed(0)} KB of assets to ${(brotliBytes / 1024).toFixed(0)} KB (br)`,
);
