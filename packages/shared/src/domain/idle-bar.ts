import { SLOT_MINUTES, SLOTS_PER_HOUR } from './activity-slot';
import { type DayRange, localHourOf } from './organization-day';

// ---- Idle bar and tile colour (spec B §9) ----------------------------------------------------------

// spec B §9: the bar is (key strokes + mouse strokes) × 100 / 600, so 600 strokes in a slot is full.
const STROKES_FOR_FULL_BAR = 600;
// spec B §9: a tile is yellow when the percentage is under 5.
const LOW_ACTIVITY_PERCENT = 5;

export const TILE_COLOURS = ['normal', 'yellow', 'red'] as const;
export type TileColour = (typeof TILE_COLOURS)[number];

export type SlotActivity = { keyPresses: number; mouseClicks: number; isIdle: boolean };

const strokes = (activity: SlotActivity) =>
  Math.max(0, activity.keyPresses) + Math.max(0, activity.mouseClicks);

// spec B §9: the idle bar, 0–100, capped at 100, and 0 when the slot is flagged idle. Not rounded:
// the bar's width and the yellow threshold use the exact value.
export const idlePercent = (activity: SlotActivity): number =>
  activity.isIdle ? 0 : Math.min(100, (strokes(activity) * 100) / STROKES_FOR_FULL_BAR);

// spec B §9: red when both counts are 0, yellow when the percentage is under 5, otherwise normal. A
// slot flagged idle has a 0 % bar, so it is yellow even with strokes (red when it has none).
export const tileColour = (activity: SlotActivity): TileColour => {
  if (strokes(activity) === 0) return 'red';
  return idlePercent(activity) < LOW_ACTIVITY_PERCENT ? 'yellow' : 'normal';
};

// ---- Hour grid of the viewer (spec B §2, §9) -------------------------------------------------------

// S: what a cell shows, a screenshot (spec B §9) or, in a tracked slot without one (screenshots Off,
// an ActivityWatch day), its focused time.
export type HourCell<S> = {
  slotStart: string;
  // A slot with nothing to show has a placeholder (spec B §9; day-totals.ts emptySlotKind says what it
  // stands for).
  isPlaceholder: boolean;
  content: S | null;
};

export type HourRow<S> = {
  // Local hour 0–23; on a 25-hour DST day the repeated hour appears twice, told apart by hourStart.
  hour: number;
  hourStart: string;
  slots: HourCell<S>[];
};

const MS_PER_HOUR = 3_600_000;
const SLOT_MS = SLOT_MINUTES * 60_000;

// The viewer's hours (spec B §9: "each hour of screenshots is padded with idle placeholders … an hour
// shows 6 slots"): only hours with at least one screenshot (or other content) are shown, each with its
// 6 slots in order, the content where there is some and a placeholder elsewhere. Hours are cut from
// the day's first instant, so they are local clock hours also on DST days. Slots are aligned to 10
// minutes in UTC; in a zone like Asia/Kathmandu (+05:45) an hour's cells are the 6 slots starting
// inside it. Contents outside the day are ignored; a second content of the same slot is ignored.
export const buildHourGrid = <S extends { slotStart: string }>(
  contents: readonly S[],
  day: DayRange,
  timeZone: string,
): HourRow<S>[] => {
  const dayStart = day.start.getTime();
  const dayEnd = day.end.getTime();
  const bySlot = new Map<number, S>();
  for (const content of contents) {
    const start = new Date(content.slotStart).getTime();
    if (start < dayStart || start >= dayEnd || bySlot.has(start)) continue;
    bySlot.set(start, content);
  }

  const hourIndexes = [
    ...new Set([...bySlot.keys()].map((start) => Math.floor((start - dayStart) / MS_PER_HOUR))),
  ];
  hourIndexes.sort((a, b) => a - b);

  return hourIndexes.map((index) => {
    const hourStart = dayStart + index * MS_PER_HOUR;
    const firstSlot = Math.ceil(hourStart / SLOT_MS) * SLOT_MS;
    const slots: HourCell<S>[] = [];
    for (let cell = 0; cell < SLOTS_PER_HOUR; cell += 1) {
      const slotStart = firstSlot + cell * SLOT_MS;
      const content = bySlot.get(slotStart) ?? null;
      slots.push({ slotStart: new Date(slotStart).toISOString(), isPlaceholder: content === null, content });
    }
    return {
      hour: localHourOf(new Date(hourStart), timeZone),
      hourStart: new Date(hourStart).toISOString(),
      slots,
    };
  });
};
