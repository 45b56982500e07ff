import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, opendir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { assertStorageKey, type FileStorage, type ListedFile } from './storage';

// Files under one directory (DATA_DIR/files by default). Writes go to a temporary name first and are
// renamed into place, so a reader never sees half a file.
export const createLocalStorage = (rootDir: string): FileStorage => {
  const root = resolve(rootDir);

  const pathOf = (key: string) => {
    assertStorageKey(key);
    const path = resolve(root, key);
    // Belt and braces beside the key check: nothing outside the root, whatever the key says.
    if (!path.startsWith(root + sep)) throw new Error(`Refused storage key: ${JSON.stringify(key)}`);
    return path;
  };

  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.part`;
      try {
        await writeFile(temporary, body, { flag: 'wx' });
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { body: createReadStream(path), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    list: () => listFiles(root, root),
  };
};

// Depth first; a directory that is gone (nothing stored yet, or deleted meanwhile) lists nothing.
async function* listFiles(root: string, directory: string): AsyncGenerator<ListedFile> {
  let entries: Awaited<ReturnType<typeof opendir>>;
  try {
    entries = await opendir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for await (const entry of entries) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      yield* listFiles(root, path);
    } else if (entry.isFile()) {
      const info = await stat(path).catch(() => null);
      if (info) yield { key: relative(root, path).split(sep).join('/'), modifiedAt: info.mtime };
    }
  }
}
