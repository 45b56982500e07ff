import type { TrackerInputMinute, TrackerInterval } from '@pulse/shared/contracts/tracker';
import { SLOT_SECONDS, slotStartOf } from '@pulse/shared/domain/activity-slot';
import { compileRedactionPatterns, redactFocus, redactTitle } from '@pulse/shared/domain/title-redaction';
import type { DesktopBackend, FocusedWindow } from './desktop-backend';
import { blurScreenshot } from './desktop-screenshot';
import type { CaptureSettings } from './desktop-settings';
import { normalizeWindow } from './desktop-window-text';
import type { Capture, CapturedScreenshot, CaptureSource } from './source';

const SECOND_MS = 1000;
const MINUTE_MS = 60_000;
const SLOT_MS = SLOT_SECONDS * SECOND_MS;
// Active window and idle time once a second: a window switch shows within a second, at a cost far
// below the agent's CPU goal.
export const DESKTOP_POLL_MS = 1000;
// A backend call that hangs (a frozen X server) must not stop the observation loop.
const CALL_TIMEOUT_MS = 5000;

type Window = Required<FocusedWindow>;
type Span = { start: number; end: number };
type FocusSpan = Span & Window;
type StatusKind = 'active' | 'away';
type StatusSpan = Span & { kind: StatusKind };
type Counts = { keyPresses: number; mouseClicks: number };
type HeldScreenshot = Omit<CapturedScreenshot, 'windowTitles'> & {
  windows: { app: string; title: string }[];
  isBlurred: boolean;
};

export type DesktopSourceOptions = {
  backend: DesktopBackend;
  // The settings in force (re-read from the server every few minutes).
  settings: () => CaptureSettings;
  now?: () => number;
  // Wall-clock time for noticing that the computer slept; tests that replay faster keep it real.
  realNow?: () => number;
  // Draws each slot's screenshot moment; tests pass a fixed one.
  random?: () => number;
  pollMs?: number;
  log?: (line: string) => void;
};

const floorSecond = (ms: number) => Math.floor(ms / SECOND_MS) * SECOND_MS;
const floorMinute = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

const withTimeout = <T>(promise: Promise<T>, what: string) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer`)), CALL_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

const sameWindow = (a: Window | null, b: Window | null) =>
  a?.app === b?.app && a?.title === b?.title && a?.url === b?.url;

// The desktop as it is: what the backend observes, buffered until the agent collects it (see
// capture/source.ts). Times are kept in whole seconds, so intervals cut at different moments still
// follow one another exactly.
export const createDesktopSource = (options: DesktopSourceOptions) => {
  const { backend } = options;
  const now = () => floorSecond((options.now ?? Date.now)());
  const realNow = options.realNow ?? Date.now;
  const random = options.random ?? Math.random;
  const pollMs = options.pollMs ?? DESKTOP_POLL_MS;
  const log = options.log ?? (() => {});
  // Longer than this between two observations and the computer was asleep (or the process stopped):
  // nothing is recorded for the gap.
  const gapMs = Math.max(10 * SECOND_MS, 5 * pollMs);

  // Closed spans waiting for `collect`, and the open ones: they last until an observation shows a
  // change (their `end` is set when they close).
  const focus: FocusSpan[] = [];
  const status: StatusSpan[] = [];
  let openFocus: FocusSpan | null = null;
  let openStatus: StatusSpan | null = null;
  // Where observation (re)started: nothing before it is reported, not even a retroactive away.
  let observedSince = now();
  let lastAwayEnd = 0;
  let lastTick: number | null = null;
  let lastTickReal = 0;
  const minutes = new Map<number, Counts>();
  const shots: HeldScreenshot[] = [];
  // The current slot's windows in order of first focus and its input counts so far, for its screenshot.
  let slotWindows: { slot: number; windows: Window[] } = { slot: 0, windows: [] };
  let slotCounts: Counts & { slot: number } = { slot: 0, keyPresses: 0, mouseClicks: 0 };
  let nextShotAt: number | null = null;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> = Promise.resolve();
  const failures = new Set<string>();

  // Logged once per kind of failure, and again after it recovered and failed anew.
  const noteFailure = (what: string, error: unknown) => {
    if (failures.has(what)) return;
    failures.add(what);
    log(`desktop capture: ${what} failed: ${(error as Error).message}`);
  };

  const closeFocus = (at: number) => {
    if (openFocus && at > openFocus.start) focus.push({ ...openFocus, end: at });
    openFocus = null;
  };
  const closeStatus = (at: number) => {
    if (openStatus && at > openStatus.start) status.push({ ...openStatus, end: at });
    openStatus = null;
  };

  const noteWindow = (window: Window | null, at: number) => {
    if (!sameWindow(openFocus, window)) {
      closeFocus(at);
      if (window) openFocus = { ...window, start: at, end: at };
    }
    if (!window) return;
    const slot = slotStartOf(new Date(at)).getTime();
    if (slotWindows.slot !== slot) slotWindows = { slot, windows: [] };
    if (!slotWindows.windows.some((seen) => seen.app === window.app && seen.title === window.title))
      slotWindows.windows.push(window);
  };

  // Idle time over the organisation's threshold is away from the last input on, retroactively; the
  // first input after it ends the away spell at that input.
  const noteIdle = (idleMs: number, at: number) => {
    const kind: StatusKind =
      idleMs >= options.settings().idleThresholdSeconds * SECOND_MS ? 'away' : 'active';
    if (openStatus?.kind === kind) return;
    const lastInput = Math.min(at, Math.max(floorSecond(at - idleMs), observedSince, lastAwayEnd));
    if (kind === 'away') {
      // What was collected as active after the last input overlaps the away spell; the rest of the
      // active span ends at the last input.
      closeStatus(lastInput);
      openStatus = { kind, start: lastInput, end: at };
      return;
    }
    const wasAway = openStatus?.kind === 'away';
    const awayEnd = Math.max(lastInput, openStatus?.start ?? lastInput);
    closeStatus(awayEnd);
    if (wasAway) lastAwayEnd = awayEnd;
    openStatus = { kind, start: awayEnd, end: at };
  };

  const countInput = (kind: 'key' | 'click') => {
    const at = now();
    const minute = floorMinute(at);
    const slot = slotStartOf(new Date(at)).getTime();
    if (slotCounts.slot !== slot) slotCounts = { slot, keyPresses: 0, mouseClicks: 0 };
    const counts = minutes.get(minute) ?? { keyPresses: 0, mouseClicks: 0 };
    minutes.set(minute, counts);
    const field = kind === 'key' ? 'keyPresses' : 'mouseClicks';
    counts[field] += 1;
    slotCounts[field] += 1;
  };

  // spec A §1 / B §3: one screenshot at a random moment of each 10-minute slot; the first slot's
  // moment is drawn from what is left of it.
  const drawShot = (from: number) => {
    const slot = slotStartOf(new Date(from)).getTime();
    nextShotAt = floorSecond(from + random() * (slot + SLOT_MS - from));
  };

  const takeScreenshot = async (at: number) => {
    const capture = backend.captureScreenshot;
    const mode = options.settings().screenshotMode;
    if (!capture || mode === 'off') return;
    try {
      const isBlurred = mode === 'blurred';
      // No timeout of its own: the screenshot process gives up after 30 s (desktop-screenshot.ts).
      const image = await capture({ isBlurred });
      // Stamped once the picture is in hand: the agent may have collected past the moment it was due
      // while the process ran, and a picture older than what was collected is never handed over.
      const takenAt = Math.max(at, now());
      const slot = slotStartOf(new Date(takenAt)).getTime();
      shots.push({
        capturedAt: new Date(takenAt),
        image,
        isBlurred,
        windows: slotWindows.slot === slot ? [...slotWindows.windows] : [],
        keyPresses: slotCounts.slot === slot ? slotCounts.keyPresses : 0,
        mouseClicks: slotCounts.slot === slot ? slotCounts.mouseClicks : 0,
        isIdle: openStatus?.kind === 'away',
      });
      failures.delete('screen capture');
    } catch (error) {
      noteFailure('screen capture', error);
    }
  };

  const observe = async () => {
    const at = now();
    if (lastTick !== null && realNow() - lastTickReal > gapMs) {
      closeFocus(lastTick);
      closeStatus(lastTick);
      observedSince = at;
    }
    lastTick = at;
    lastTickReal = realNow();
    if (backend.activeWindow) {
      try {
        const window = await withTimeout(backend.activeWindow(), 'active window');
        noteWindow(window ? normalizeWindow(window) : null, at);
        failures.delete('active window');
      } catch (error) {
        noteFailure('active window', error);
        noteWindow(null, at);
      }
    }
    if (backend.idleMilliseconds) {
      try {
        noteIdle(await withTimeout(backend.idleMilliseconds(), 'idle time'), at);
        failures.delete('idle time');
      } catch (error) {
        noteFailure('idle time', error);
        closeStatus(at);
      }
    }
    if (nextShotAt === null || at >= slotStartOf(new Date(nextShotAt)).getTime() + SLOT_MS) drawShot(at);
    if (nextShotAt !== null && at >= nextShotAt) {
      drawShot(slotStartOf(new Date(at)).getTime() + SLOT_MS);
      // Awaited: the next look at the window waits the moment a capture takes (once in ten minutes).
      await takeScreenshot(at);
    }
  };

  // Hands over [from, to) and forgets it. Spans are clipped at `to` (their rest comes next time) and
  // at `from`, except an away spell: it starts at the last input, which may lie in a window already
  // collected as active (idle = away ∩ tracked, so the overlap is what makes that time idle).
  const collect = async (fromDate: Date, toDate: Date): Promise<Capture> => {
    const from = fromDate.getTime();
    const to = toDate.getTime();
    const settings = options.settings();
    const patterns = compileRedactionPatterns(settings.titleRedactionPatterns);
    const capture: Capture = { intervals: [], inputMinutes: [], screenshots: [] };

    // An open span lasts until the next observation shows a change, so it reaches `to` (never past
    // now); only when observation has stopped (the computer slept) does it end at the last one.
    const isWatching = lastTick !== null && realNow() - lastTickReal <= gapMs;
    const take = <T extends Span>(
      spans: T[],
      open: T | null,
      emit: (span: T, start: number, end: number) => void,
    ) => {
      const kept: T[] = [];
      for (const span of spans) {
        const end = Math.min(span.end, to);
        if (end > span.start) emit(span, span.start, end);
        if (span.end > to) kept.push({ ...span, start: Math.max(span.start, to) });
      }
      spans.splice(0, spans.length, ...kept);
      if (!open) return;
      const end = isWatching ? to : Math.min(lastTick ?? to, to);
      if (end > open.start) emit(open, open.start, end);
      open.start = Math.max(open.start, to);
    };

    take(focus, openFocus, (span, start, end) => {
      const clippedStart = Math.max(start, from);
      if (end <= clippedStart) return;
      const text = redactFocus({ app: span.app, title: span.title, url: span.url }, patterns);
      capture.intervals.push({
        kind: 'focus',
        startedAt: new Date(clippedStart).toISOString(),
        durationSeconds: (end - clippedStart) / SECOND_MS,
        app: text.app,
        title: text.title,
        url: text.url ?? null,
      });
    });
    take(status, openStatus, (span, start, end) => {
      const clippedStart = span.kind === 'away' ? start : Math.max(start, from);
      if (end <= clippedStart) return;
      capture.intervals.push({
        kind: span.kind,
        startedAt: new Date(clippedStart).toISOString(),
        durationSeconds: (end - clippedStart) / SECOND_MS,
      } satisfies TrackerInterval);
    });

    // A minute is handed over once it is over (the agent's windows are whole minutes anyway).
    for (const [minute, counts] of [...minutes].sort(([a], [b]) => a - b)) {
      if (minute + MINUTE_MS > to) continue;
      minutes.delete(minute);
      if (minute + MINUTE_MS <= from || (counts.keyPresses === 0 && counts.mouseClicks === 0)) continue;
      capture.inputMinutes.push({
        minuteStart: new Date(minute).toISOString(),
        ...counts,
      } satisfies TrackerInputMinute);
    }

    const held = shots.splice(0, shots.length);
    for (const shot of held) {
      const moment = shot.capturedAt.getTime();
      if (moment >= to) {
        shots.push(shot);
        continue;
      }
      // Settings may have changed since the picture was taken: Off drops it, Blurred blurs it.
      if (moment < from || settings.screenshotMode === 'off') continue;
      const image =
        settings.screenshotMode === 'blurred' && !shot.isBlurred
          ? await blurScreenshot(shot.image)
          : shot.image;
      capture.screenshots.push({
        capturedAt: shot.capturedAt,
        image,
        windowTitles: [
          ...new Set(shot.windows.map((window) => redactTitle(window.app, window.title, patterns))),
        ],
        keyPresses: shot.keyPresses,
        mouseClicks: shot.mouseClicks,
        isIdle: shot.isIdle,
      });
    }
    return capture;
  };

  // One observation at a time: a slow one (a screenshot) makes the timer skip a beat, not queue up.
  let isObserving = false;
  const tick = () => {
    if (isObserving) return;
    isObserving = true;
    ticking = observe()
      .catch((error: unknown) => noteFailure('observation', error))
      .finally(() => {
        isObserving = false;
      });
  };

  backend.onInput?.((kind) => {
    if (kind !== 'other') countInput(kind);
  });

  return {
    collect,
    // One look at the window and idle time now (the timer calls it every `pollMs`).
    observe: () => {
      tick();
      return ticking;
    },
    // Starts the once-a-second look at the window and idle time (input is counted from creation on).
    start: () => {
      if (timer) return;
      tick();
      timer = setInterval(tick, pollMs);
    },
    stop: async () => {
      clearInterval(timer);
      await ticking;
      await backend.close();
    },
  } satisfies CaptureSource & Record<string, unknown>;
};

export type DesktopSource = ReturnType<typeof createDesktopSource>;
