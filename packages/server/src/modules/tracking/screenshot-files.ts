import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/storage/storage';
import { findNamedStorageKeys, type ScreenshotFileKeys } from './screenshot-files.repository';

// After the rows that named them are gone (committed): each image and its thumbnail that no remaining
// row names is deleted from storage. A file shared by content with a row that stays is kept. A delete
// that fails leaves a file nothing names, which the daily sweep of unreferenced files removes.
export const deleteUnnamedScreenshotFiles = async (
  deps: { db: Database; storage: FileStorage },
  files: readonly ScreenshotFileKeys[],
) => {
  const byImage = new Map<string, string | null>();
  for (const file of files) if (file.storageKey) byImage.set(file.storageKey, file.thumbnailKey);
  const named = await findNamedStorageKeys(deps.db, [...byImage.keys()]);
  const keys = [...byImage].flatMap(([image, thumbnail]) =>
    named.has(image) ? [] : thumbnail ? [image, thumbnail] : [image],
  );
  const results = await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
  return results.filter((result) => result.status === 'fulfilled').length;
};
