import { createHash, randomUUID } from 'node:crypto';
import {
  TRACKER_LIMITS,
  type TrackerScreenshotAck,
  type TrackerScreenshotFields,
} from '@pulse/shared/contracts/tracker';
import { slotStartOf } from '@pulse/shared/domain/activity-slot';
import { compileRedactionPatterns } from '@pulse/shared/domain/title-redaction';
import { trackerTexts } from '@pulse/shared/spec-texts';
import { ensureActivityPartitions } from '../../db/activity-partitions';
import { AppError } from '../../lib/app-error';
import type { DeviceAuth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { runTransaction } from '../../lib/transaction';
import { checkScreenshotKind, makeScreenshotThumbnail, toStoredScreenshot } from './screenshot-images';
import { recomputeSlots } from './slot-rollup';
import {
  findEmployeeTrackerSettings,
  findScreenshot,
  findStoredScreenshotFile,
  insertScreenshot,
} from './tracker.repository';
import { trackingErrors } from './tracking.errors';
import { timeWindowErrorOf } from './upload-checks';

// A device's screenshot: checked, stored as the organisation's screenshot mode says (with a
// thumbnail), and recorded in its slot.

const screenshotKey = (organizationId: string) => `${organizationId}/screenshots/${randomUUID()}`;

const toScreenshotAck = (row: {
  id: string;
  capturedAt: Date;
  slotStart: Date;
  isBlurred: boolean;
  width: number;
  height: number;
}): TrackerScreenshotAck => ({
  id: row.id,
  capturedAt: row.capturedAt.toISOString(),
  slotStart: row.slotStart.toISOString(),
  isBlurred: row.isBlurred,
  width: row.width,
  height: row.height,
});

// A screenshot's window titles arrive without their applications, so the server cannot put the
// application's name in place of a matching title as the agent does: it drops the title instead
// (the agent has already sent the application's name in its place).
export const redactWindowTitles = (titles: readonly string[], patterns: readonly string[]) => {
  const redaction = compileRedactionPatterns(patterns);
  return titles.filter((title) => !redaction.some((pattern) => pattern.test(title)));
};

// Idempotent per (device, capture time). Files go to storage first under new keys (or reuse the
// organisation's stored copy of identical content); the row and the slot commit together, and new
// files are deleted again if that commit fails.
export const uploadScreenshot = async (
  deps: Deps,
  device: DeviceAuth,
  fields: TrackerScreenshotFields,
  image: Buffer,
): Promise<TrackerScreenshotAck> => {
  const capturedAt = new Date(fields.capturedAt);
  const seen = await findScreenshot(deps.db, device.organizationId, device.deviceId, capturedAt);
  if (seen) return toScreenshotAck(seen);
  const now = deps.clock.now();
  const timeError = timeWindowErrorOf(capturedAt.getTime(), capturedAt.getTime(), now);
  if (timeError) {
    throw new AppError('VALIDATION_FAILED', timeError, [{ path: 'capturedAt', message: timeError }]);
  }
  if (image.length > TRACKER_LIMITS.maxScreenshotBytes)
    throw new AppError(trackingErrors.SCREENSHOT_TOO_LARGE);
  const kind = checkScreenshotKind(image);
  const settings = await findEmployeeTrackerSettings(deps.db, device.organizationId, device.employeeId);
  if (!settings) throw new AppError('UNAUTHENTICATED', trackerTexts.deviceUnauthenticated);
  const mode = settings.screenshotMode ?? device.organization.screenshotMode;
  // An agent that has not yet read the new setting must not get a screenshot stored.
  if (mode === 'off') throw new AppError(trackingErrors.SCREENSHOTS_OFF);
  const isBlurred = mode === 'blurred';

  const stored = await toStoredScreenshot(image, kind, mode);
  const contentHash = createHash('sha256').update(stored.bytes).digest('hex');
  const existing = await findStoredScreenshotFile(deps.db, device.organizationId, contentHash);
  const newKeys: string[] = [];
  let file = existing;
  if (!file) {
    const thumbnail = await makeScreenshotThumbnail(stored.bytes);
    const storageKey = screenshotKey(device.organizationId);
    const thumbnailKey = `${storageKey}-thumbnail`;
    try {
      newKeys.push(storageKey);
      await deps.storage.put(storageKey, stored.bytes, stored.contentType);
      newKeys.push(thumbnailKey);
      await deps.storage.put(thumbnailKey, thumbnail, 'image/webp');
    } catch (error) {
      await deleteQuietly(deps, newKeys);
      throw error;
    }
    file = {
      storageKey,
      thumbnailKey,
      contentType: stored.contentType,
      width: stored.width,
      height: stored.height,
    };
  }

  const slotStart = slotStartOf(capturedAt);
  try {
    await ensureActivityPartitions(deps.db, capturedAt, capturedAt);
    const inserted = await runTransaction(deps.db, async (tx) => {
      const row = await insertScreenshot(tx, {
        organizationId: device.organizationId,
        employeeId: device.employeeId,
        deviceId: device.deviceId,
        capturedAt,
        slotStart,
        ...file,
        contentHash,
        isBlurred,
        windowTitles: redactWindowTitles(fields.windowTitles, device.organization.titleRedactionPatterns),
        keyPresses: fields.keyPresses,
        mouseClicks: fields.mouseClicks,
        isIdle: fields.isIdle,
      });
      if (!row) return null;
      await recomputeSlots(deps, tx, device, [slotStart.getTime()], now);
      return row;
    });
    if (inserted) return toScreenshotAck(inserted);
  } catch (error) {
    await deleteQuietly(deps, newKeys);
    throw error;
  }
  // A concurrent retry stored it first: its files are the ones kept.
  await deleteQuietly(deps, newKeys);
  const original = await findScreenshot(deps.db, device.organizationId, device.deviceId, capturedAt);
  if (!original) throw new Error('screenshot vanished after a conflicting insert');
  return toScreenshotAck(original);
};

// Cleanup after the database has moved on: a failure leaves an unreferenced file (to be swept
// later), never a row pointing at nothing.
const deleteQuietly = async (deps: Deps, keys: string[]) => {
  await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
};
