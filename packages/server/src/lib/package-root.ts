import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The server runs from src/ (tsx, tests) and from the dist/ bundle; both find their files
// (migrations, the built web app) relative to the package root.
const findPackageRoot = (): string => {
  let directory = dirname(fileURLToPath(import.meta.url));
  while (directory !== dirname(directory)) {
    const manifest = join(directory, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@pulse/server') {
      return directory;
    }
    directory = dirname(directory);
  }
  throw new Error('Cannot find the @pulse/server package root');
};

export const serverPackageRoot = findPackageRoot();
export const migrationsDir = join(serverPackageRoot, 'drizzle');
export const webDistDir = join(serverPackageRoot, '..', 'web', 'dist');
// The tracker agent's npm package file, made by `npm run build -w @pulse/tracker`.
export const trackerPackageDir = join(serverPackageRoot, '..', 'tracker', 'dist', 'package');
