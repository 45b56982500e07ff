import { randomUUID } from 'node:crypto';
import { open, rename } from 'node:fs/promises';

// Crash-safe writes for the agent's files (the queue, the project selection).

export const TEMP_SUFFIX = '.tmp';

// Written to a temporary name, fsync'd and renamed, so a crash (kill -9, power loss) leaves either the
// whole new file or the old one, never half of it.
export const writeDurably = async (path: string, data: string | Uint8Array) => {
  const temp = `${path}.${randomUUID()}${TEMP_SUFFIX}`;
  const handle = await open(temp, 'w', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, path);
};

export const fsyncDirectory = async (path: string) => {
  // The rename is durable only once the directory entry is; some platforms refuse to open a
  // directory for syncing, where the rename is already durable enough.
  try {
    const handle = await open(path, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {}
};
