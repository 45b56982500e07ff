import type { ActivityHour, Screenshot, SlotFocus } from '@pulse/shared/contracts/activity';
import { type ActivitySlot, SLOT_SECONDS } from '@pulse/shared/domain/activity-slot';
import { type DayTotals, emptySlotKind } from '@pulse/shared/domain/day-totals';
import { buildHourGrid, idlePercent, tileColour } from '@pulse/shared/domain/idle-bar';
import type { DayRange } from '@pulse/shared/domain/organization-day';
import type { findScreenshotsOfDay } from './activity.repository';

// The day viewer's hours (spec B §2, §9): each slot's screenshot, or, in a tracked slot without one
// (screenshots Off, an ActivityWatch day, a screenshot not taken), what its focused intervals say of
// it; a placeholder elsewhere, named as the day's totals counted its slot.

type ScreenshotRow = Awaited<ReturnType<typeof findScreenshotsOfDay>>[number];

// The URL carries a version from the content hash, so a cached image can be kept forever: the same
// id never serves other bytes, and the version only guards against a cache keyed before a re-upload.
const VERSION_LENGTH = 16;
export const screenshotUrls = (id: string, contentHash: string) => {
  const version = contentHash.slice(0, VERSION_LENGTH);
  return {
    thumbnailUrl: `/api/v1/screenshots/${id}/thumbnail?v=${version}`,
    imageUrl: `/api/v1/screenshots/${id}/image?v=${version}`,
  };
};

const screenshotOf = (shot: ScreenshotRow): Screenshot => {
  const activity = { keyPresses: shot.keyPresses, mouseClicks: shot.mouseClicks, isIdle: shot.isIdle };
  return {
    id: shot.id,
    capturedAt: shot.capturedAt.toISOString(),
    ...(shot.storageKey === null
      ? { thumbnailUrl: null, imageUrl: null }
      : screenshotUrls(shot.id, shot.contentHash)),
    imageDeletedAt: shot.imageDeletedAt?.toISOString() ?? null,
    windowTitles: shot.windowTitles,
    ...activity,
    idlePercent: idlePercent(activity),
    tile: tileColour(activity),
  };
};

const slotFocusOf = (slot: ActivitySlot): SlotFocus => {
  const tracked = Math.min(Math.max(slot.trackedSeconds, 0), SLOT_SECONDS);
  const idle = Math.min(Math.max(slot.idleSeconds, 0), tracked);
  return {
    topApplication: slot.topApplication,
    windowTitles: slot.windowTitles,
    trackedSeconds: tracked,
    idleSeconds: idle,
    keyPresses: slot.keyPresses,
    mouseClicks: slot.mouseClicks,
    workedPercent: Math.round(((tracked - idle) * 100) / SLOT_SECONDS),
  };
};

export const dayHours = (input: {
  shots: readonly ScreenshotRow[];
  slots: readonly ActivitySlot[];
  day: DayRange;
  timeZone: string;
  totals: DayTotals;
  includeLogOffInIdle: boolean;
}) => {
  const shotCells = input.shots.map((shot) => ({
    slotStart: shot.slotStart.toISOString(),
    screenshot: screenshotOf(shot),
    topApplication: shot.topApplication,
    focus: null,
  }));
  const shotSlots = new Set(input.shots.map((shot) => shot.slotStart.getTime()));
  const focusCells = input.slots
    .filter((slot) => slot.trackedSeconds > 0 && !shotSlots.has(new Date(slot.slotStart).getTime()))
    .map((slot) => ({
      slotStart: slot.slotStart,
      screenshot: null,
      topApplication: null,
      focus: slotFocusOf(slot),
    }));
  const grid = buildHourGrid([...shotCells, ...focusCells], input.day, input.timeZone);
  const slotAt = new Map(input.slots.map((slot) => [new Date(slot.slotStart).getTime(), slot]));

  const hours: ActivityHour[] = grid.map((row) => ({
    hour: row.hour,
    hourStart: row.hourStart,
    slots: row.slots.map((cell) => ({
      slotStart: cell.slotStart,
      placeholder: cell.content?.screenshot
        ? null
        : emptySlotKind(
            slotAt.get(new Date(cell.slotStart).getTime()),
            cell.slotStart,
            input.totals,
            input.includeLogOffInIdle,
          ),
      screenshot: cell.content?.screenshot ?? null,
      focus: cell.content?.focus ?? null,
    })),
  }));
  // The screenshots the grid shows: one per slot, with its slot's top application (window usage).
  const shownScreenshots = grid.flatMap((row) =>
    row.slots.flatMap((cell) =>
      cell.content?.screenshot
        ? [{ slotStart: new Date(cell.slotStart), topApplication: cell.content.topApplication }]
        : [],
    ),
  );
  return { hours, shownScreenshots, hasSlotsWithoutScreenshot: focusCells.length > 0 };
};
