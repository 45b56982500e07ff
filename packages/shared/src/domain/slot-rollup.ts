import { type ActivitySlot, SLOT_SECONDS, slotStartOf } from './activity-slot';

// How one employee's raw tracker events become a 10-minute slot. Pure, so late, repeated and
// out-of-order uploads give the same slot as long as the same rows exist: the server simply
// recomputes every slot an upload touched from all the rows of that slot.

export type RollupInterval = {
  // 'paused' (the employee paused the agent) is neither tracked nor idle.
  kind: 'focus' | 'away' | 'active' | 'paused';
  startedAt: Date;
  durationSeconds: number;
  app: string | null;
  title: string | null;
  // The project and to-do the agent had selected (focus intervals; absent from older agents).
  projectId?: string | null;
  todoId?: string | null;
};
export type RollupInputMinute = { minuteStart: Date; keyPresses: number; mouseClicks: number };
export type RollupScreenshot = {
  capturedAt: Date;
  windowTitles: string[];
  keyPresses: number;
  mouseClicks: number;
};

export type Span = { start: number; end: number };

const SLOT_MS = SLOT_SECONDS * 1000;

const clip = (span: Span, window: Span): Span | null => {
  const start = Math.max(span.start, window.start);
  const end = Math.min(span.end, window.end);
  return end > start ? { start, end } : null;
};

// Overlapping spans (two devices, or two batches that both cover a moment) count once.
export const unionOf = (spans: Span[]): Span[] => {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
};

const lengthOf = (spans: Span[]) => spans.reduce((total, span) => total + span.end - span.start, 0);

const intersectionLength = (left: Span[], right: Span[]) => {
  let total = 0;
  for (const a of left) {
    for (const b of right) {
      const overlap = clip(a, b);
      if (overlap) total += overlap.end - overlap.start;
    }
  }
  return total;
};

const spanOf = (interval: RollupInterval): Span => ({
  start: interval.startedAt.getTime(),
  end: interval.startedAt.getTime() + interval.durationSeconds * 1000,
});

// The slots (their UTC starts, in ms) an interval covers, for deciding what an upload touched.
export const slotStartsOfInterval = (startedAt: Date, durationSeconds: number): number[] => {
  const first = slotStartOf(startedAt).getTime();
  // The end is exclusive: an interval ending exactly on a boundary does not reach the next slot.
  const lastMoment = startedAt.getTime() + Math.max(durationSeconds * 1000 - 1, 0);
  const starts: number[] = [];
  for (let start = first; start <= lastMoment; start += SLOT_MS) starts.push(start);
  return starts;
};

export type SlotRollupInput = {
  intervals: RollupInterval[];
  inputMinutes: RollupInputMinute[];
  screenshots: RollupScreenshot[];
};

// tracked = union of focus/active time in the slot; idle = away time in the slot that is also
// tracked time; key/mouse = sums of the slot's input minutes; top application = the app focused
// longest; window titles in order of first focus, without repeats. A screenshot's own counts and
// titles stand in only when the slot has no input minutes / no focus intervals (e.g. its batch has
// not arrived yet), so nothing is counted twice.
export const rollUpSlot = (slotStart: Date, input: SlotRollupInput): ActivitySlot => {
  const window: Span = { start: slotStart.getTime(), end: slotStart.getTime() + SLOT_MS };
  const clipped = input.intervals.flatMap((interval) => {
    const span = clip(spanOf(interval), window);
    return span ? [{ interval, span }] : [];
  });
  const tracked = unionOf(
    clipped
      .filter(({ interval }) => interval.kind !== 'away' && interval.kind !== 'paused')
      .map(({ span }) => span),
  );
  const away = unionOf(clipped.filter(({ interval }) => interval.kind === 'away').map(({ span }) => span));

  const focus = clipped
    .filter(({ interval }) => interval.kind === 'focus')
    .sort((a, b) => a.interval.startedAt.getTime() - b.interval.startedAt.getTime());
  const spansByApp = new Map<string, Span[]>();
  const titles: string[] = [];
  for (const { interval, span } of focus) {
    const app = interval.app?.trim();
    if (app) spansByApp.set(app, [...(spansByApp.get(app) ?? []), span]);
    const title = interval.title?.trim();
    if (title && !titles.includes(title)) titles.push(title);
  }
  let topApplication: string | null = null;
  let topLength = 0;
  // Map keeps first-focus order, so a tie goes to the application focused first.
  for (const [app, spans] of spansByApp) {
    const length = lengthOf(unionOf(spans));
    if (length > topLength) {
      topApplication = app;
      topLength = length;
    }
  }

  const minutes = input.inputMinutes.filter(
    (minute) => minute.minuteStart.getTime() >= window.start && minute.minuteStart.getTime() < window.end,
  );
  const shots = input.screenshots
    .filter((shot) => shot.capturedAt.getTime() >= window.start && shot.capturedAt.getTime() < window.end)
    .sort((a, b) => a.capturedAt.getTime() - b.capturedAt.getTime());
  const counts =
    minutes.length > 0
      ? minutes.reduce(
          (sum, minute) => ({
            keyPresses: sum.keyPresses + minute.keyPresses,
            mouseClicks: sum.mouseClicks + minute.mouseClicks,
          }),
          { keyPresses: 0, mouseClicks: 0 },
        )
      : {
          keyPresses: shots.reduce((max, shot) => Math.max(max, shot.keyPresses), 0),
          mouseClicks: shots.reduce((max, shot) => Math.max(max, shot.mouseClicks), 0),
        };
  const windowTitles =
    titles.length > 0
      ? titles
      : [...new Set(shots.flatMap((shot) => shot.windowTitles.map((t) => t.trim())))].filter(Boolean);

  return {
    slotStart: slotStart.toISOString(),
    trackedSeconds: Math.round(lengthOf(tracked) / 1000),
    idleSeconds: Math.round(intersectionLength(away, tracked) / 1000),
    keyPresses: counts.keyPresses,
    mouseClicks: counts.mouseClicks,
    topApplication,
    windowTitles,
  };
};

// spans minus every moment of `taken` (both sorted unions).
export const subtractSpans = (spans: Span[], taken: Span[]): Span[] =>
  spans.flatMap((span) => {
    const pieces: Span[] = [];
    let start = span.start;
    for (const cut of taken) {
      if (cut.end <= start || cut.start >= span.end) continue;
      if (cut.start > start) pieces.push({ start, end: cut.start });
      start = Math.max(start, cut.end);
    }
    if (start < span.end) pieces.push({ start, end: span.end });
    return pieces;
  });

export type SlotAttribution = {
  projectId: string;
  todoId: string | null;
  trackedSeconds: number;
  idleSeconds: number;
  // tracked − away: what the project's consumed hours count (spec B §3 consumedWork).
  workedSeconds: number;
};

// The slot's focus time per selected project and to-do. A moment claimed by two selections (two
// devices at once) counts once, for the one focused first, as unionOf does for the slot itself; away
// time inside the attributed focus time is idle, not worked.
export const attributeSlot = (slotStart: Date, intervals: RollupInterval[]): SlotAttribution[] => {
  const window: Span = { start: slotStart.getTime(), end: slotStart.getTime() + SLOT_MS };
  const away = unionOf(
    intervals.flatMap((interval) => {
      const span = interval.kind === 'away' ? clip(spanOf(interval), window) : null;
      return span ? [span] : [];
    }),
  );
  const spansByKey = new Map<string, { projectId: string; todoId: string | null; spans: Span[] }>();
  const focused = intervals
    .filter((interval) => interval.kind === 'focus' && interval.projectId)
    .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
  for (const interval of focused) {
    const span = clip(spanOf(interval), window);
    const projectId = interval.projectId;
    if (!span || !projectId) continue;
    const todoId = interval.todoId ?? null;
    const key = `${projectId}/${todoId ?? ''}`;
    const entry = spansByKey.get(key) ?? { projectId, todoId, spans: [] };
    entry.spans.push(span);
    spansByKey.set(key, entry);
  }
  let claimed: Span[] = [];
  const attributions: SlotAttribution[] = [];
  for (const { projectId, todoId, spans } of spansByKey.values()) {
    const own = subtractSpans(unionOf(spans), claimed);
    claimed = unionOf([...claimed, ...own]);
    const tracked = Math.round(lengthOf(own) / 1000);
    if (tracked === 0) continue;
    const idle = Math.round(intersectionLength(away, own) / 1000);
    attributions.push({
      projectId,
      todoId,
      trackedSeconds: tracked,
      idleSeconds: idle,
      workedSeconds: tracked - idle,
    });
  }
  return attributions;
};
