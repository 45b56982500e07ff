import { createHash, randomUUID } from 'node:crypto';
import {
  type ScreenshotMode,
  TRACKER_LIMITS,
  type TrackerBatch,
  type TrackerBatchAck,
  type TrackerConfig,
  type TrackerDevice,
  type TrackerInputMinute,
  type TrackerInterval,
  type TrackerScreenshotAck,
  type TrackerScreenshotFields,
  type TrackerSignInBody,
  type TrackerSignInResult,
} from '@pulse/shared/contracts/tracker';
import { SLOT_SECONDS, slotStartOf } from '@pulse/shared/domain/activity-slot';
import { slotStartsOfInterval } from '@pulse/shared/domain/slot-rollup';
import { compileRedactionPatterns, redactFocus } from '@pulse/shared/domain/title-redaction';
import { trackerTexts } from '@pulse/shared/spec-texts';
import { ensureActivityPartitions } from '../../db/activity-partitions';
import type { trackerBatches, trackerDevices } from '../../db/schema/index';
import { requireSelfOrAdmin } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth, DeviceAuth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { detectFileType } from '../../lib/file-type';
import { blurAsJpeg, makeWebpThumbnail, readImageSize } from '../../lib/images';
import { createSessionToken, hashSessionToken } from '../../lib/session-token';
import { runTransaction } from '../../lib/transaction';
import { type ClientMeta, verifyCredentials } from '../auth/auth.service';
import { passDeviceSecondFactor } from '../auth/two-factor.service';
import { getEmployeeRow } from '../employees/employees.service';
import { checkTrackerSelections, findTrackerProjects } from '../projects/project-time';
import { foldIntervalCopies, foldMinuteCopies, type Indexed } from './batch-folding';
import { recomputeSlots } from './slot-rollup';
import {
  findBatch,
  findDeviceByTokenHash,
  findDevices,
  findEmployeeTrackerSettings,
  findScreenshot,
  findStoredScreenshotFile,
  insertBatch,
  insertDevice,
  insertInputMinutes,
  insertIntervals,
  insertScreenshot,
  revokeDevice,
  touchDevice,
} from './tracker.repository';

// A device reports every few seconds; writing last_seen_at on each call would make every upload
// two writes. A minute of slack is invisible on the devices list.
const TOUCH_AFTER_MS = 60 * 1000;

type DeviceRow = typeof trackerDevices.$inferSelect;

const toDevice = (row: DeviceRow): TrackerDevice => ({
  id: row.id,
  name: row.name,
  platform: row.platform,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

// ---- Device sign-in and token ------------------------------------------------------------------------

// The employee's official e-mail and tracker password (the portal password), through the very same
// checks as the portal's sign-in: rate limits, one failure answer, the attempt recorded.
export const signInDevice = async (
  deps: Deps,
  body: TrackerSignInBody,
  meta: ClientMeta,
): Promise<TrackerSignInResult> => {
  const { twoFactorStep, ...employee } = await verifyCredentials(deps, body, meta);
  // Hardening (two-factor sign-in): the code comes in the same request (the agent asks for it when
  // the server says it is needed); an administrator who must set two-factor up does so in the portal.
  if (twoFactorStep !== 'none')
    await passDeviceSecondFactor(deps, { ...employee, twoFactorStep }, body.code, meta);
  const now = deps.clock.now();
  const token = createSessionToken();
  const device = await insertDevice(deps.db, {
    organizationId: employee.organizationId,
    employeeId: employee.employeeId,
    name: body.deviceName,
    platform: body.platform,
    tokenHash: hashSessionToken(token),
    createdAt: now,
    lastSeenAt: now,
  });
  const settings = await findEmployeeTrackerSettings(deps.db, employee.organizationId, employee.employeeId);
  if (!settings) throw new AppError('SIGN_IN_FAILED');
  return {
    deviceToken: token,
    device: toDevice(device),
    employee: { id: employee.employeeId, name: settings.name, employeeCode: settings.employeeCode },
  };
};

// null for a missing, unknown or revoked token, and for a device whose employee or organisation is no
// longer active (a deleted employee's devices are not found at all).
export const resolveDevice = async (deps: Deps, token: string | null): Promise<DeviceAuth | null> => {
  if (!token) return null;
  const row = await findDeviceByTokenHash(deps.db, hashSessionToken(token));
  if (!row || row.revokedAt || !row.isEmployeeActive || !row.isOrganizationActive) return null;
  const now = deps.clock.now();
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_AFTER_MS) {
    await touchDevice(deps.db, row.organizationId, row.deviceId, now);
  }
  return {
    deviceId: row.deviceId,
    employeeId: row.employeeId,
    organizationId: row.organizationId,
    organization: row.organization,
  };
};

export const getTrackerConfig = async (deps: Deps, device: DeviceAuth): Promise<TrackerConfig> => {
  const settings = await findEmployeeTrackerSettings(deps.db, device.organizationId, device.employeeId);
  if (!settings) throw new AppError('UNAUTHENTICATED', trackerTexts.deviceUnauthenticated);
  return {
    employeeId: device.employeeId,
    deviceId: device.deviceId,
    screenshotMode: settings.screenshotMode ?? device.organization.screenshotMode,
    titleRedactionPatterns: device.organization.titleRedactionPatterns,
    idleThresholdSeconds: TRACKER_LIMITS.idleThresholdSeconds,
    slotSeconds: SLOT_SECONDS,
    organization: {
      timeZone: device.organization.timeZone,
      isShiftsEnabled: device.organization.isShiftsEnabled,
      isLogOffIncludedInIdle: device.organization.isLogOffIncludedInIdle,
    },
  };
};

export const signOutDevice = async (deps: Deps, device: DeviceAuth) => {
  await revokeDevice(deps.db, device.organizationId, device.employeeId, device.deviceId, deps.clock.now());
};

// ---- Devices in the portal ---------------------------------------------------------------------------

// Administrators manage everyone's devices, an employee their own.
export const findEmployeeDevices = async (deps: Deps, auth: Auth, employeeId: string) => {
  requireSelfOrAdmin(auth, employeeId);
  await getEmployeeRow(deps.db, auth.organizationId, employeeId);
  const rows = await findDevices(deps.db, auth.organizationId, employeeId);
  return rows.map(toDevice);
};

export const revokeEmployeeDevice = async (
  deps: Deps,
  auth: Auth,
  ids: { employeeId: string; deviceId: string },
) => {
  requireSelfOrAdmin(auth, ids.employeeId);
  await getEmployeeRow(deps.db, auth.organizationId, ids.employeeId);
  const row = await revokeDevice(
    deps.db,
    auth.organizationId,
    ids.employeeId,
    ids.deviceId,
    deps.clock.now(),
  );
  if (!row) throw new AppError('NOT_FOUND', trackerTexts.deviceNotFound);
  return toDevice(row);
};

// ---- Batches -----------------------------------------------------------------------------------------

type FieldError = { path: string; message: string };

const MAX_REPORTED_ERRORS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

// Rules the schema cannot see, on the batch with its copies folded: times against the server's clock,
// whole minutes, and no two intervals of the same kind overlapping (one window is focused at a time).
const batchErrors = (
  intervals: readonly Indexed<TrackerInterval>[],
  minutes: readonly Indexed<TrackerInputMinute>[],
  now: Date,
): FieldError[] => {
  const errors: FieldError[] = [];
  const earliest = now.getTime() - TRACKER_LIMITS.maxAgeDays * DAY_MS;
  const latest = now.getTime() + TRACKER_LIMITS.maxFutureSeconds * 1000;
  const checkTime = (path: string, start: number, end: number) => {
    if (start < earliest) errors.push({ path, message: trackerTexts.timeTooOld });
    else if (end > latest) errors.push({ path, message: trackerTexts.timeInFuture });
  };
  for (const { item, index } of intervals) {
    const start = Date.parse(item.startedAt);
    checkTime(`intervals.${index}.startedAt`, start, start + item.durationSeconds * 1000);
  }
  for (const { item, index } of minutes) {
    const start = Date.parse(item.minuteStart);
    if (start % 60_000 !== 0)
      errors.push({ path: `inputMinutes.${index}.minuteStart`, message: trackerTexts.minuteNotWhole });
    else checkTime(`inputMinutes.${index}.minuteStart`, start, start);
  }
  // (Map.groupBy would do, but Node 20 lacks it.)
  const byKind = new Map<string, { index: number; start: number; end: number }[]>();
  for (const { item, index } of intervals) {
    const start = Date.parse(item.startedAt);
    const spans = byKind.get(item.kind) ?? [];
    spans.push({ index, start, end: start + item.durationSeconds * 1000 });
    byKind.set(item.kind, spans);
  }
  for (const spans of byKind.values()) {
    const sorted = spans.sort((a, b) => a.start - b.start);
    for (let index = 1; index < sorted.length; index += 1) {
      const previous = sorted[index - 1];
      const current = sorted[index];
      if (previous && current && current.start < previous.end) {
        errors.push({ path: `intervals.${current.index}.startedAt`, message: trackerTexts.intervalsOverlap });
      }
    }
  }
  return errors.slice(0, MAX_REPORTED_ERRORS);
};

const toAck = (row: typeof trackerBatches.$inferSelect): TrackerBatchAck => ({
  batchId: row.batchId,
  receivedAt: row.receivedAt.toISOString(),
  intervals: row.intervalCount,
  inputMinutes: row.inputMinuteCount,
});

// Idempotent per (device, batch id): a batch seen before gets its first acknowledgement back and
// writes nothing. Otherwise the batch row, its events and the recomputed slots commit together, so
// a failure at any point leaves nothing behind and the agent simply retries.
export const uploadBatch = async (
  deps: Deps,
  device: DeviceAuth,
  batch: TrackerBatch,
): Promise<TrackerBatchAck> => {
  const now = deps.clock.now();
  const intervals = foldIntervalCopies(batch.intervals);
  const minutes = foldMinuteCopies(batch.inputMinutes);
  const errors = batchErrors(intervals, minutes, now);
  if (errors.length === 0) {
    // The project and to-do an agent attributes time to must be the employee's (checked against the
    // team as it is now; a refused batch is a 400 the agent resends without the selection).
    const selections = intervals.flatMap(({ item: interval, index }) =>
      interval.kind === 'focus' && (interval.projectId || interval.todoId)
        ? [
            {
              path: `intervals.${index}`,
              projectId: interval.projectId ?? '',
              todoId: interval.todoId ?? null,
            },
          ]
        : [],
    );
    errors.push(...(await checkTrackerSelections(deps.db, device, selections)).slice(0, MAX_REPORTED_ERRORS));
  }
  if (errors.length > 0) {
    // A retry of a batch accepted earlier may be out of date by now: it still gets its acknowledgement.
    const seen = await findBatch(deps.db, device.organizationId, device.deviceId, batch.batchId);
    if (seen) return toAck(seen);
    throw new AppError('VALIDATION_FAILED', errors[0]?.message, errors);
  }

  const owner = {
    organizationId: device.organizationId,
    employeeId: device.employeeId,
    deviceId: device.deviceId,
  };
  const touched: number[] = [];
  // Settings → Tracking redaction, again on the server: an agent that is old, or has not yet fetched
  // the latest patterns, must not get a title stored that the organisation chose not to keep.
  const redaction = compileRedactionPatterns(device.organization.titleRedactionPatterns);
  const intervalRows = intervals.map(({ item: interval }) => {
    const startedAt = new Date(interval.startedAt);
    touched.push(...slotStartsOfInterval(startedAt, interval.durationSeconds));
    const focus = interval.kind === 'focus' ? redactFocus(interval, redaction) : null;
    return {
      ...owner,
      kind: interval.kind,
      startedAt,
      durationSeconds: interval.durationSeconds,
      app: focus ? focus.app : null,
      title: focus ? focus.title : null,
      url: focus ? (focus.url ?? null) : null,
      projectId: interval.kind === 'focus' ? (interval.projectId ?? null) : null,
      todoId: interval.kind === 'focus' ? (interval.todoId ?? null) : null,
    };
  });
  const minuteRows = minutes.map(({ item: minute }) => {
    const minuteStart = new Date(minute.minuteStart);
    touched.push(slotStartOf(minuteStart).getTime());
    return { ...owner, minuteStart, keyPresses: minute.keyPresses, mouseClicks: minute.mouseClicks };
  });

  if (touched.length > 0) {
    // (A reduce, not Math.min(...touched): a batch of long intervals touches too many slots to spread.)
    const first = touched.reduce((min, start) => Math.min(min, start));
    const last = touched.reduce((max, start) => Math.max(max, start));
    await ensureActivityPartitions(deps.db, new Date(first), new Date(last));
  }
  const ack = await runTransaction(deps.db, async (tx) => {
    const inserted = await insertBatch(tx, {
      ...owner,
      batchId: batch.batchId,
      receivedAt: now,
      intervalCount: intervalRows.length,
      inputMinuteCount: minuteRows.length,
    });
    // A concurrent retry of the same batch committed first: answer with its acknowledgement.
    if (!inserted) return null;
    if (intervalRows.length > 0) await insertIntervals(tx, owner, intervalRows);
    if (minuteRows.length > 0) await insertInputMinutes(tx, owner, minuteRows);
    await recomputeSlots(deps, tx, owner, touched, now);
    return toAck(inserted);
  });
  if (ack) return ack;
  const original = await findBatch(deps.db, device.organizationId, device.deviceId, batch.batchId);
  if (!original) throw new Error('batch vanished after a conflicting insert');
  return toAck(original);
};

// ---- Screenshots -------------------------------------------------------------------------------------

const SCREENSHOT_KINDS = new Set(['jpeg', 'png', 'webp']);
// A 5 MB PNG can decode to a huge bitmap; several 4K monitors side by side stay under this.
const SCREENSHOT_MAX_INPUT_PIXELS = 60_000_000;
const THUMBNAIL_WIDTH = 320;
// Strong enough that no text stays readable on a full-HD screenshot.
const BLUR_SIGMA = 12;

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

// What is stored: the upload itself in regular mode (it is verified to decode), or a blurred
// re-encode in blurred mode, whatever the agent did, so an unblurred original is never kept.
const toStoredImage = async (bytes: Buffer, kind: string, mode: ScreenshotMode) => {
  const input = { bytes, maxInputPixels: SCREENSHOT_MAX_INPUT_PIXELS };
  if (mode === 'blurred') {
    const blurred = await blurAsJpeg(input, { sigma: BLUR_SIGMA, quality: 70 });
    if (!blurred) throw new AppError('SCREENSHOT_INVALID');
    return { ...blurred, contentType: 'image/jpeg' };
  }
  const size = await readImageSize(input);
  if (!size) throw new AppError('SCREENSHOT_INVALID');
  return { bytes, contentType: `image/${kind}`, ...size };
};

// Decodes the whole image: bytes with a valid header but broken data are refused here.
const toThumbnail = async (bytes: Buffer) => {
  const thumbnail = await makeWebpThumbnail(
    { bytes, maxInputPixels: SCREENSHOT_MAX_INPUT_PIXELS },
    { width: THUMBNAIL_WIDTH, quality: 60 },
  );
  if (!thumbnail) throw new AppError('SCREENSHOT_INVALID');
  return thumbnail;
};

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
  if (capturedAt.getTime() < now.getTime() - TRACKER_LIMITS.maxAgeDays * DAY_MS) {
    throw new AppError('VALIDATION_FAILED', trackerTexts.timeTooOld, [
      { path: 'capturedAt', message: trackerTexts.timeTooOld },
    ]);
  }
  if (capturedAt.getTime() > now.getTime() + TRACKER_LIMITS.maxFutureSeconds * 1000) {
    throw new AppError('VALIDATION_FAILED', trackerTexts.timeInFuture, [
      { path: 'capturedAt', message: trackerTexts.timeInFuture },
    ]);
  }
  if (image.length > TRACKER_LIMITS.maxScreenshotBytes) throw new AppError('SCREENSHOT_TOO_LARGE');
  const type = detectFileType(image);
  if (!type || !SCREENSHOT_KINDS.has(type.kind)) throw new AppError('SCREENSHOT_INVALID');
  const settings = await findEmployeeTrackerSettings(deps.db, device.organizationId, device.employeeId);
  if (!settings) throw new AppError('UNAUTHENTICATED', trackerTexts.deviceUnauthenticated);
  const mode = settings.screenshotMode ?? device.organization.screenshotMode;
  // An agent that has not yet read the new setting must not get a screenshot stored.
  if (mode === 'off') throw new AppError('SCREENSHOTS_OFF');
  const isBlurred = mode === 'blurred';

  const stored = await toStoredImage(image, type.kind, mode);
  const contentHash = createHash('sha256').update(stored.bytes).digest('hex');
  const existing = await findStoredScreenshotFile(deps.db, device.organizationId, contentHash);
  const newKeys: string[] = [];
  let file = existing;
  if (!file) {
    const thumbnail = await toThumbnail(stored.bytes);
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

// ---- Projects ----------------------------------------------------------------------------------------

// What `pulse-tracker project list` offers: the device employee's projects and open to-dos.
export const findDeviceProjects = (deps: Deps, device: DeviceAuth) => findTrackerProjects(deps.db, device);
