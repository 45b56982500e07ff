import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/architecture.md: features never import each other; pages in app/routes compose them, and what
// two features share lives in components/ or lib/.
const featuresDir = dirname(fileURLToPath(import.meta.url));

const sourceFilesUnder = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

const featureOf = (path: string) => relative(featuresDir, path).split(sep)[0];

const crossFeatureImports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)]
    .map((match) => resolve(dirname(file), match[1] ?? ''))
    .filter((target) => target.startsWith(featuresDir + sep) && featureOf(target) !== featureOf(file))
    .map((target) => relative(featuresDir, target));

describe('feature boundaries', () => {
  it('no feature imports another feature', () => {
    const offences = sourceFilesUnder(featuresDir).flatMap((file) =>
      crossFeatureImports(file).map((target) => `${relative(featuresDir, file)} → ${target}`),
    );
    expect(offences).toEqual([]);
  });
});
