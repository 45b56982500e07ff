import { open, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { TrackerPackage } from '@pulse/shared/contracts/tracker-setup';
import { TRACKER_PACKAGE_FILE_PATTERN, trackerDownloadPath } from '@pulse/shared/contracts/tracker-setup';
import type { StoredFile } from '../../lib/storage/storage';

// The installable agent that the build leaves in a directory (packages/tracker/scripts/build-package.mjs).
// Read on each request: a build while the server runs is offered from the next request on.

// What the page shows of it, and where it lies.
type FoundPackage = { offered: TrackerPackage; path: string };

// The build keeps one version; should several lie there (copied by hand), the newest file wins.
export const findTrackerPackage = async (directory: string): Promise<FoundPackage | null> => {
  const names = await readdir(directory).catch(() => [] as string[]);
  let newest: (FoundPackage & { modifiedAt: number }) | null = null;
  for (const fileName of names) {
    const version = TRACKER_PACKAGE_FILE_PATTERN.exec(fileName)?.[1];
    if (!version) continue;
    const path = join(directory, fileName);
    const file = await stat(path).catch(() => null);
    if (!file?.isFile() || (newest && newest.modifiedAt >= file.mtimeMs)) continue;
    const offered = { version, fileName, downloadPath: trackerDownloadPath(fileName), sizeBytes: file.size };
    newest = { offered, path, modifiedAt: file.mtimeMs };
  }
  return newest && { offered: newest.offered, path: newest.path };
};

// Opened before it is streamed: a build that replaces the file meanwhile cannot cut the answer short,
// and one that removed it already gives null (not found) rather than a broken stream.
export const openTrackerPackage = async (found: FoundPackage): Promise<StoredFile | null> => {
  const handle = await open(found.path, 'r').catch(() => null);
  if (!handle) return null;
  const { size } = await handle.stat();
  return { body: handle.createReadStream(), size };
};
