import type { Deps } from '../../lib/deps';
import { loadActiveOrganizationContexts } from '../organization/organization.service';
import { deleteUnnamedScreenshotFiles } from './screenshot-files';
import { deleteScreenshotsCapturedBefore } from './screenshot-files.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
// Rows per statement: a backlog of months (retention just shortened) goes in many short transactions,
// never one that holds locks on them all.
export const RETENTION_BATCH_SIZE = 500;

// Settings → Tracking retention: each organisation's screenshots captured more than its retention
// days ago go, rows and files (image and thumbnail); the slots keep their time and counts. Safe to
// run at any time, twice, or on two servers at once (a row is deleted once; a file twice is no error).
export const purgeExpiredScreenshots = async (
  deps: Pick<Deps, 'db' | 'storage' | 'clock'>,
): Promise<{ screenshots: number; files: number }> => {
  const now = deps.clock.now().getTime();
  let screenshots = 0;
  let files = 0;
  for (const organization of await loadActiveOrganizationContexts(deps.db)) {
    const cutoff = new Date(now - organization.screenshotRetentionDays * DAY_MS);
    for (;;) {
      const deleted = await deleteScreenshotsCapturedBefore(
        deps.db,
        organization.id,
        cutoff,
        RETENTION_BATCH_SIZE,
      );
      screenshots += deleted.length;
      files += await deleteUnnamedScreenshotFiles(deps, deleted);
      if (deleted.length < RETENTION_BATCH_SIZE) break;
    }
  }
  return { screenshots, files };
};
