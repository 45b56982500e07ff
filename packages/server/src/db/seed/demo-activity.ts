import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { MINIMUM_AGENT_VERSION } from '@pulse/shared/contracts/tracker-status';
import { slotStartOf } from '@pulse/shared/domain/activity-slot';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { type PlannedScreenshot, planDay } from '@pulse/shared/domain/simulated-day';
import {
  attributeSlot,
  type RollupInputMinute,
  type RollupInterval,
  rollUpSlot,
  type SlotRollupInput,
  slotStartsOfInterval,
} from '@pulse/shared/domain/slot-rollup';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { loadSharp } from '../../lib/lazy-modules';
import type { FileStorage } from '../../lib/storage/storage';
import { type AttributedSlot, replaceProjectTime } from '../../modules/projects/project-time';
import { blurScreenshot, makeScreenshotThumbnail } from '../../modules/tracking/screenshot-images';
import { ensureActivityPartitions } from '../activity-partitions';
import { insertRowsSql } from '../bulk-insert';
import type { Transaction } from '../client';
import {
  ACTIVITY_INTERVAL_ROW_COLUMNS,
  ACTIVITY_SLOT_ROW_COLUMNS,
  activityIntervals,
  activitySlots,
  employees,
  INPUT_MINUTE_ROW_COLUMNS,
  inputMinutes,
  screenshots,
  trackerDeviceStatuses,
  trackerDevices,
} from '../schema/index';
import type { DemoSelectionOf } from './demo-projects';
import { loadDemoWorkDays } from './demo-work-days';

// The demo organisation opens with 14 days of tracked history (today up to now) for every
// active employee, planned by the same seeded day planner the agent's simulated source uses and rolled
// up by the same function as ingestion, so every page shows the numbers an agent would have produced.
// It has to fit in `npm start`'s first minute: an employee's rows go in as one statement per table with
// an array per column (db/bulk-insert.ts), and screenshots are drawn from a pool of a dozen images
// rendered once, stored once and shared by every row (as ingestion's content-hash de-duplication would
// do with identical uploads).

export const DEMO_HISTORY_DAYS = 14;
// The seed prefix of `pulse-tracker simulate` (its default --seed): a later backfill of the same
// employee plans exactly the same days.
export const PLAN_SEED = 'demo';
// Neha Kapoor and Ishaan Bose: employees whose screenshots are stored blurred only.
export const DEMO_BLURRED_EMPLOYEE_NUMBERS = [5, 12];

// Pictures are kept as ingestion keeps an upload (modules/tracking/screenshot-images.ts): blurred mode
// keeps only a blurred JPEG, and each picture has a WebP thumbnail.
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

type PoolImage = {
  storageKey: string;
  thumbnailKey: string;
  contentType: string;
  contentHash: string;
  width: number;
  height: number;
};

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

// An application window mock: a title bar with the app's name, a window title, and app-like content.
const windowSvg = (app: string, title: string, variant: number, isIdle: boolean) => {
  const hue = ([...app].reduce((sum, char) => sum + char.charCodeAt(0), 0) * 7 + variant * 40) % 360;
  const width = 1280;
  const height = 800;
  const content = isIdle
    ? `<text x="640" y="420" text-anchor="middle" font-family="sans-serif" font-size="40" fill="#e5e7eb">${escapeXml(title)}</text>`
    : Array.from({ length: 18 }, (_, index) => {
        const lineWidth = 240 + ((hue * (index + 3) + variant * 97) % 700);
        const indent = app === 'Visual Studio Code' ? ((index * 3 + variant) % 4) * 32 : 0;
        return `<rect x="${(app === 'Visual Studio Code' ? 260 : 40) + indent}" y="${150 + index * 32}" width="${lineWidth}" height="14" rx="4" fill="hsl(${hue},25%,${app === 'Visual Studio Code' || app === 'Terminal' ? 55 : 78}%)"/>`;
      }).join('');
  const dark = isIdle || app === 'Visual Studio Code' || app === 'Terminal';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="${width}" height="${height}" fill="${dark ? '#1f2937' : '#f8fafc'}"/>
<rect width="${width}" height="56" fill="hsl(${hue},55%,38%)"/>
<circle cx="28" cy="28" r="8" fill="#f87171"/><circle cx="54" cy="28" r="8" fill="#fbbf24"/><circle cx="80" cy="28" r="8" fill="#34d399"/>
<text x="108" y="37" font-family="sans-serif" font-size="22" font-weight="bold" fill="#ffffff">${escapeXml(app)}</text>
${app === 'Visual Studio Code' ? `<rect y="56" width="220" height="${height - 56}" fill="#111827"/>` : ''}
<text x="${app === 'Visual Studio Code' ? 260 : 40}" y="110" font-family="sans-serif" font-size="24" fill="${dark ? '#e5e7eb' : '#111827'}">${escapeXml(title.slice(0, 80))}</text>
${content}
</svg>`;
};

// [app, title shown, variant]: the regular pool (the lock screen stands for idle moments).
const REGULAR_POOL: [string, string, number][] = [
  ['Visual Studio Code', 'tracker.service.ts — pulse', 0],
  ['Visual Studio Code', 'time-sheet-page.tsx — pulse', 1],
  ['Google Chrome', 'Pull request #482 · pulse/pulse · GitHub', 0],
  ['Google Chrome', 'PULSE-311 Time sheet filters - Jira', 1],
  ['Slack', '#engineering | Demo Corporation', 0],
  ['Zoom', 'Zoom Meeting - Daily stand-up', 0],
  ['Outlook', 'Inbox - Outlook', 0],
  ['Terminal', 'npm test', 0],
  ['Lock screen', 'Locked', 0],
];
// Blurred employees: three blurred looks (an editor, a browser-like window, a call) are enough.
const BLURRED_POOL: [string, string, number][] = [
  ['Visual Studio Code', 'tracker.service.ts — pulse', 0],
  ['Google Chrome', 'Pull request #482 · pulse/pulse · GitHub', 0],
  ['Zoom', 'Zoom Meeting - Daily stand-up', 0],
];
const BLURRED_LOOK_OF: Record<string, number> = {
  'Visual Studio Code': 0,
  Terminal: 0,
  'Google Chrome': 1,
  Slack: 1,
  Outlook: 1,
  Zoom: 2,
  'Lock screen': 2,
};

const storeImage = async (storage: FileStorage, organizationId: string, bytes: Buffer, type: string) => {
  const sharp = await loadSharp();
  const [metadata, thumbnail] = await Promise.all([sharp(bytes).metadata(), makeScreenshotThumbnail(bytes)]);
  const storageKey = `${organizationId}/screenshots/${randomUUID()}`;
  const thumbnailKey = `${storageKey}-thumbnail`;
  await storage.put(storageKey, bytes, type);
  await storage.put(thumbnailKey, thumbnail, 'image/webp');
  return {
    storageKey,
    thumbnailKey,
    contentType: type,
    contentHash: createHash('sha256').update(bytes).digest('hex'),
    width: metadata.width ?? 0,
    height: metadata.height ?? 0,
  } satisfies PoolImage;
};

const renderPool = async (storage: FileStorage, organizationId: string) => {
  const sharp = await loadSharp();
  const regular = await Promise.all(
    REGULAR_POOL.map(async ([app, title, variant]) => {
      const png = await sharp(Buffer.from(windowSvg(app, title, variant, app === 'Lock screen')))
        .png({ palette: true })
        .toBuffer();
      return { app, image: await storeImage(storage, organizationId, png, 'image/png') };
    }),
  );
  const blurred = await Promise.all(
    BLURRED_POOL.map(async ([app, title, variant]) => {
      const blurred = await blurScreenshot(Buffer.from(windowSvg(app, title, variant, false)));
      return storeImage(storage, organizationId, blurred.bytes, 'image/jpeg');
    }),
  );
  // Seeded choice among an app's regular images, so neighbouring slots differ a little.
  const imageOf = (shot: PlannedScreenshot, isBlurred: boolean, salt: number): PoolImage => {
    if (isBlurred) return blurred[BLURRED_LOOK_OF[shot.app] ?? 1] ?? (blurred[0] as PoolImage);
    const candidates = regular.filter((entry) => entry.app === shot.app);
    const fallback = regular.filter((entry) => entry.app === 'Google Chrome');
    const list = candidates.length > 0 ? candidates : fallback;
    return (list[salt % list.length] ?? regular[0])?.image as PoolImage;
  };
  return imageOf;
};

// The columns that differ from row to row; the owner's are bound once per employee (ids take the
// tables' default). Intervals, minutes and slots carry what the tracker's uploads carry.
const SCREENSHOT_COLUMNS = [
  'capturedAt',
  'slotStart',
  'storageKey',
  'thumbnailKey',
  'contentType',
  'contentHash',
  'width',
  'height',
  'isBlurred',
  'windowTitles',
  'keyPresses',
  'mouseClicks',
  'isIdle',
] as const;
type RowOf<Table extends PgTable, Columns extends readonly (keyof Table['$inferInsert'])[]> = Pick<
  Table['$inferInsert'],
  Columns[number]
>;

// The `count` calendar days ending with `today` (YYYY-MM-DD), oldest first.
const lastDays = (today: string, count: number) =>
  Array.from({ length: count }, (_, index) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );

export type DemoActivityInput = {
  organizationId: string;
  timeZone: string;
  workingDays: readonly number[];
  storage: FileStorage;
  now: Date;
  // Which project and to-do each person's tracker had selected that day (demo-projects.ts).
  selectionOf: DemoSelectionOf;
};

export const seedDemoActivity = async (tx: Transaction, input: DemoActivityInput) => {
  const { organizationId, timeZone, storage, now, selectionOf } = input;
  const nowMs = now.getTime();
  await tx
    .update(employees)
    .set({ screenshotMode: 'blurred' })
    .where(
      and(
        eq(employees.organizationId, organizationId),
        inArray(employees.employeeNumber, DEMO_BLURRED_EMPLOYEE_NUMBERS),
      ),
    );
  const people = await tx
    .select({
      id: employees.id,
      employeeCode: employees.employeeCode,
      joiningDate: employees.joiningDate,
      screenshotMode: employees.screenshotMode,
    })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
      ),
    );
  const today = todayIn(timeZone, now);
  const days = lastDays(today, DEMO_HISTORY_DAYS);
  // Only the days each person worked: not on holidays, days of leave or their no-show days.
  const isWorkDay = await loadDemoWorkDays(tx, { organizationId, workingDays: input.workingDays, today });
  const imageOf = await renderPool(storage, organizationId);

  // One simulated device each; its token is random and thrown away: nobody signs in with it.
  const devices = await tx
    .insert(trackerDevices)
    .values(
      people.map((person) => ({
        organizationId,
        employeeId: person.id,
        name: 'Demo laptop',
        platform: 'simulated',
        tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
        createdAt: new Date(Date.parse(`${days[0]}T00:00:00Z`) - DAY_MS),
        lastSeenAt: now,
      })),
    )
    .returning({ id: trackerDevices.id, employeeId: trackerDevices.employeeId });
  const deviceOf = new Map(devices.map((device) => [device.employeeId, device.id]));
  // Who is working now: each laptop's agent said it stopped as the demo was made, so the Working Now
  // card and the devices lists have a state and a version to show; a real agent's heartbeat replaces it.
  await tx.insert(trackerDeviceStatuses).values(
    devices.map((device) => ({
      deviceId: device.id,
      organizationId,
      employeeId: device.employeeId,
      state: 'offline' as const,
      stateSince: now,
      heartbeatAt: now,
      agentVersion: MINIMUM_AGENT_VERSION,
      capabilities: null,
    })),
  );

  // The history's local days start at most a day before its first UTC day.
  await ensureActivityPartitions(tx, new Date(nowMs - (DEMO_HISTORY_DAYS + 1) * 24 * 60 * 60 * 1000), now);
  const counts = { employees: people.length, intervals: 0, inputMinutes: 0, screenshots: 0, slots: 0 };
  for (const person of people) {
    const owner = { organizationId, employeeId: person.id, deviceId: deviceOf.get(person.id) ?? '' };
    const isBlurred = person.screenshotMode === 'blurred';
    const intervalRows: RowOf<typeof activityIntervals, typeof ACTIVITY_INTERVAL_ROW_COLUMNS>[] = [];
    const minuteRows: RollupInputMinute[] = [];
    const screenshotRows: RowOf<typeof screenshots, typeof SCREENSHOT_COLUMNS>[] = [];
    const slotRows: RowOf<typeof activitySlots, typeof ACTIVITY_SLOT_ROW_COLUMNS>[] = [];
    const attributedSlots: AttributedSlot[] = [];
    for (const [dayIndex, day] of days.entries()) {
      if ((person.joiningDate && day < person.joiningDate) || !isWorkDay(person.id, day)) continue;
      const selection = selectionOf(person.id, dayIndex);
      const plan = planDay(`${PLAN_SEED}:${person.employeeCode}`, day, timeZone);
      // Today stops at now: intervals are cut there, minutes and screenshots after it are dropped.
      const intervals: RollupInterval[] = [];
      for (const interval of plan.intervals) {
        const startedAt = new Date(interval.startedAt);
        const end = Math.min(startedAt.getTime() + interval.durationSeconds * 1000, nowMs);
        const durationSeconds = Math.floor((end - startedAt.getTime()) / 1000);
        if (durationSeconds <= 0) continue;
        const isFocus = interval.kind === 'focus';
        const row = {
          kind: interval.kind,
          startedAt,
          durationSeconds,
          app: isFocus ? interval.app : null,
          title: isFocus ? interval.title : null,
          projectId: isFocus ? (selection?.projectId ?? null) : null,
          todoId: isFocus ? (selection?.todoId ?? null) : null,
        };
        intervals.push(row);
        intervalRows.push({ ...row, url: isFocus ? (interval.url ?? null) : null });
      }
      const minutes: RollupInputMinute[] = plan.inputMinutes
        .map((minute) => ({ ...minute, minuteStart: new Date(minute.minuteStart) }))
        .filter((minute) => minute.minuteStart.getTime() + MINUTE_MS <= nowMs);
      minuteRows.push(...minutes);

      // Each touched slot's own intervals, minutes and screenshots, grouped once: rolled up from its
      // own rows a slot comes out as from the whole day's (the roll-up clips to the slot), without
      // filtering the day for every slot.
      const slotSources = new Map<number, SlotRollupInput>();
      const sourcesOf = (start: number) => {
        let sources = slotSources.get(start);
        if (!sources) {
          sources = { intervals: [], inputMinutes: [], screenshots: [] };
          slotSources.set(start, sources);
        }
        return sources;
      };
      for (const interval of intervals)
        for (const start of slotStartsOfInterval(interval.startedAt, interval.durationSeconds))
          sourcesOf(start).intervals.push(interval);
      for (const minute of minutes)
        sourcesOf(slotStartOf(minute.minuteStart).getTime()).inputMinutes.push(minute);

      // Screenshots off (Settings → Tracking): the tracker took none.
      const shots =
        person.screenshotMode === 'off'
          ? []
          : plan.screenshots.filter((shot) => shot.capturedAt.getTime() <= nowMs);
      shots.forEach((shot, index) => {
        const slotStart = slotStartOf(shot.capturedAt);
        const sources = sourcesOf(slotStart.getTime());
        // The slot's counts as far as they happened (the current slot's later minutes are not there).
        const keyPresses = sources.inputMinutes.reduce((sum, minute) => sum + minute.keyPresses, 0);
        const mouseClicks = sources.inputMinutes.reduce((sum, minute) => sum + minute.mouseClicks, 0);
        screenshotRows.push({
          capturedAt: shot.capturedAt,
          slotStart,
          ...imageOf(shot, isBlurred, slotStart.getTime() / (10 * MINUTE_MS) + index),
          isBlurred,
          windowTitles: shot.windowTitles,
          keyPresses,
          mouseClicks,
          isIdle: shot.isIdle,
        });
        sources.screenshots.push({
          capturedAt: shot.capturedAt,
          windowTitles: shot.windowTitles,
          keyPresses,
          mouseClicks,
        });
      });

      for (const start of [...slotSources.keys()].sort((a, b) => a - b)) {
        const sources = sourcesOf(start);
        const slot = rollUpSlot(new Date(start), sources);
        slotRows.push({
          slotStart: new Date(slot.slotStart),
          trackedSeconds: slot.trackedSeconds,
          idleSeconds: slot.idleSeconds,
          keyPresses: slot.keyPresses,
          mouseClicks: slot.mouseClicks,
          topApplication: slot.topApplication,
          windowTitles: slot.windowTitles,
        });
        if (selection)
          attributedSlots.push({
            slotStart: new Date(start),
            attributions: attributeSlot(new Date(start), sources.intervals),
          });
      }
    }

    // One statement per table and employee: the owner is bound once, not once per row.
    await tx.execute(insertRowsSql(activityIntervals, owner, ACTIVITY_INTERVAL_ROW_COLUMNS, intervalRows));
    await tx.execute(insertRowsSql(inputMinutes, owner, INPUT_MINUTE_ROW_COLUMNS, minuteRows));
    await tx.execute(insertRowsSql(screenshots, owner, SCREENSHOT_COLUMNS, screenshotRows));
    await tx.execute(
      insertRowsSql(
        activitySlots,
        { organizationId, employeeId: person.id, updatedAt: now },
        ACTIVITY_SLOT_ROW_COLUMNS,
        slotRows,
      ),
    );
    const historyStart = new Date(Date.parse(`${days[0]}T00:00:00Z`) - DAY_MS);
    await replaceProjectTime(
      tx,
      { organizationId, employeeId: person.id },
      { from: historyStart, to: now },
      attributedSlots,
    );
    counts.intervals += intervalRows.length;
    counts.inputMinutes += minuteRows.length;
    counts.screenshots += screenshotRows.length;
    counts.slots += slotRows.length;
  }
  return counts;
};
