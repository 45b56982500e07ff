import type { TrackerInputMinute, TrackerInterval } from '../contracts/tracker';
import { SLOT_SECONDS } from './activity-slot';

// A seeded, realistic working day: when the employee works, meets, takes breaks, goes idle, has lunch
// and logs off, and which windows they look at. Pure and deterministic: the same seed, day and time
// zone always give the same plan, so a backfill can be re-run and a test can predict what arrives.

type State = 'off' | 'active' | 'meeting' | 'away';

export type PlannedScreenshot = {
  capturedAt: Date;
  app: string;
  title: string;
  isIdle: boolean;
  windowTitles: string[];
  keyPresses: number;
  mouseClicks: number;
};

export type DayPlan = {
  day: string;
  intervals: TrackerInterval[];
  inputMinutes: TrackerInputMinute[];
  screenshots: PlannedScreenshot[];
};

// mulberry32 over a 32-bit FNV-1a hash of the seed text: tiny, fast and good enough for a simulation.
export const seededRandom = (seed: string) => {
  let state = 0x811c9dc5;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
};

type Random = ReturnType<typeof seededRandom>;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

// A browser window's address, by title: what the tracker sends as its URL (productivity categories
// match its domain, spec A §1). Other applications have none.
type Window = {
  app: string;
  titles: readonly string[];
  urls?: Readonly<Record<string, string>>;
  weight: number;
};

const WORK_WINDOWS: readonly Window[] = [
  {
    app: 'Visual Studio Code',
    titles: [
      'tracker.service.ts — pulse',
      'durable-queue.ts — pulse',
      'time-sheet-page.tsx — pulse',
      'README.md — pulse',
      'activity.repository.ts — pulse',
    ],
    weight: 5,
  },
  {
    app: 'Google Chrome',
    titles: [
      'Pull request #482 · pulse/pulse · GitHub',
      'PULSE-311 Time sheet filters - Jira',
      'node.js - How to fsync a directory - Stack Overflow',
      'Grafana - API latency',
      'MDN Web Docs - Intl.DateTimeFormat',
      // A little time off task, as in any real day.
      'Lo-fi beats to code to - YouTube',
      'r/programming - Reddit',
    ],
    urls: {
      'Pull request #482 · pulse/pulse · GitHub': 'https://github.com/pulse/pulse/pull/482',
      'PULSE-311 Time sheet filters - Jira': 'https://pulse.atlassian.net/browse/PULSE-311',
      'node.js - How to fsync a directory - Stack Overflow':
        'https://stackoverflow.com/questions/37908461/how-to-fsync-a-directory',
      'Grafana - API latency': 'https://grafana.pulse.example/d/api-latency',
      'MDN Web Docs - Intl.DateTimeFormat':
        'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Intl/DateTimeFormat',
      'Lo-fi beats to code to - YouTube': 'https://www.youtube.com/watch?v=jfKfPfyJRdk',
      'r/programming - Reddit': 'https://www.reddit.com/r/programming/',
    },
    weight: 3,
  },
  {
    app: 'Slack',
    titles: ['#engineering | Demo Corporation', '#general | Demo Corporation', 'Direct message'],
    weight: 2,
  },
  { app: 'Outlook', titles: ['Inbox - Outlook', 'RE: Sprint review agenda', 'Leave approval'], weight: 1 },
  { app: 'Terminal', titles: ['npm test', 'git log --oneline', 'ssh build-01'], weight: 1 },
];
const MEETINGS = ['Zoom Meeting - Daily stand-up', 'Zoom Meeting - Sprint planning', 'Zoom Meeting - 1:1'];
const LOCK_SCREEN = { app: 'Lock screen', title: 'Locked' };

const totalWeight = WORK_WINDOWS.reduce((sum, window) => sum + window.weight, 0);
const pickWindow = (random: Random) => {
  let roll = random() * totalWeight;
  for (const window of WORK_WINDOWS) {
    roll -= window.weight;
    if (roll < 0) return window;
  }
  return WORK_WINDOWS[0] as Window;
};

// The UTC instant of a local wall-clock time in a time zone (DST-aware through Intl).
const offsetMinutesAt = (instant: number, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - instant) / 60_000);
};

export const localMidnight = (day: string, timeZone: string) => {
  const guess = Date.parse(`${day}T00:00:00Z`);
  const first = guess - offsetMinutesAt(guess, timeZone) * 60_000;
  return first - (offsetMinutesAt(first, timeZone) - offsetMinutesAt(guess, timeZone)) * 60_000;
};

const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());

// Minute-by-minute states of the day (index = minutes since local midnight).
const planStates = (random: Random): State[] => {
  const states: State[] = new Array(24 * 60).fill('off');
  const paint = (from: number, length: number, state: State) => {
    for (let minute = from; minute < Math.min(from + length, states.length); minute += 1)
      states[minute] = state;
  };
  const start = between(random, 8 * 60 + 30, 9 * 60 + 30);
  const end = start + 9 * 60 + between(random, -20, 40);
  paint(start, end - start, 'active');
  paint(10 * 60, 15, 'meeting');
  paint(between(random, 14 * 12, 15 * 12 + 6) * 5, between(random, 6, 12) * 5, 'meeting');
  // Idle spells: no input for a few minutes while at the desk.
  for (let spell = 0; spell < 3; spell += 1)
    paint(between(random, start + 30, end - 60), between(random, 5, 9), 'away');
  paint(between(random, 10 * 60 + 45, 11 * 60 + 15), between(random, 8, 15), 'away');
  paint(between(random, 15 * 60 + 15, 15 * 60 + 45), between(random, 8, 15), 'away');
  paint(between(random, 12 * 60, 13 * 60), between(random, 40, 60), 'away');
  // A log-off gap (errand, a doctor): the tracker is stopped, nothing is recorded.
  paint(between(random, 16 * 60, 16 * 60 + 30), between(random, 20, 45), 'off');
  return states;
};

const iso = (milliseconds: number) => new Date(milliseconds).toISOString();

export const planDay = (seed: string, day: string, timeZone: string): DayPlan => {
  const plan: DayPlan = { day, intervals: [], inputMinutes: [], screenshots: [] };
  if (isWeekend(day)) return plan;
  const random = seededRandom(`${seed}:${day}`);
  const midnight = localMidnight(day, timeZone);
  const states = planStates(random);
  const at = (minute: number) => midnight + minute * 60_000;

  // Runs of equal state.
  const runs: { state: State; from: number; to: number }[] = [];
  states.forEach((state, minute) => {
    const last = runs.at(-1);
    if (last && last.state === state) last.to = minute + 1;
    else runs.push({ state, from: minute, to: minute + 1 });
  });

  const focus: { start: number; end: number; app: string; title: string; url: string | null }[] = [];
  for (const run of runs) {
    if (run.state === 'off') continue;
    const start = at(run.from);
    const end = at(run.to);
    plan.intervals.push({
      kind: run.state === 'away' ? 'away' : 'active',
      startedAt: iso(start),
      durationSeconds: (end - start) / 1000,
    });
    // Away, the tracker still runs with the screen locked: a focus interval keeps the time tracked, so
    // the roll-up counts it as idle inside tracked time (idle = away ∩ tracked), not as log-off.
    if (run.state === 'away') {
      focus.push({ start, end, app: LOCK_SCREEN.app, title: LOCK_SCREEN.title, url: null });
      continue;
    }
    const meeting = run.from === 10 * 60 ? (MEETINGS[0] as string) : pick(random, MEETINGS.slice(1));
    let cursor = start;
    while (cursor < end) {
      const length = run.state === 'meeting' ? end - cursor : between(random, 20, 12 * 60) * 1000;
      const stop = Math.min(end, cursor + length);
      const window = pickWindow(random);
      const title = run.state === 'meeting' ? meeting : pick(random, window.titles);
      focus.push({
        start: cursor,
        end: stop,
        app: run.state === 'meeting' ? 'Zoom' : window.app,
        title,
        url: run.state === 'meeting' ? null : (window.urls?.[title] ?? null),
      });
      cursor = stop;
    }
  }
  for (const window of focus) {
    plan.intervals.push({
      kind: 'focus',
      startedAt: iso(window.start),
      durationSeconds: (window.end - window.start) / 1000,
      app: window.app,
      title: window.title,
      url: window.url,
    });
  }
  // The day's windows and input counts grouped by 10-minute slot once (slot n starts n slots after
  // midnight), for the screenshots below: filtering the whole day for each slot was a tenth of the
  // demo seed's time.
  const slotMs = SLOT_SECONDS * 1000;
  const slotOf = (instant: number) => Math.floor((instant - midnight) / slotMs);
  const windowsOfSlot: (typeof focus)[] = [];
  for (const window of focus) {
    for (let slot = slotOf(window.start); slot <= slotOf(window.end - 1); slot += 1) {
      const windows = windowsOfSlot[slot] ?? [];
      windows.push(window);
      windowsOfSlot[slot] = windows;
    }
  }
  const inputOfSlot: { keyPresses: number; mouseClicks: number }[] = [];
  states.forEach((state, minute) => {
    if (state !== 'active' && state !== 'meeting') return;
    const typing = state === 'meeting' ? 0.15 : 1;
    const input = {
      keyPresses: Math.round(between(random, 10, 160) * typing),
      mouseClicks: between(random, 2, 40),
    };
    plan.inputMinutes.push({ minuteStart: iso(at(minute)), ...input });
    const slot = slotOf(at(minute));
    inputOfSlot[slot] = {
      keyPresses: (inputOfSlot[slot]?.keyPresses ?? 0) + input.keyPresses,
      mouseClicks: (inputOfSlot[slot]?.mouseClicks ?? 0) + input.mouseClicks,
    };
  });

  // One screenshot at a random moment of each 10-minute slot the tracker runs in.
  for (let slot = midnight; slot < midnight + 24 * 3_600_000; slot += slotMs) {
    const moment = slot + Math.floor(random() * SLOT_SECONDS) * 1000;
    const state = states[Math.floor((moment - midnight) / 60_000)];
    if (!state || state === 'off') continue;
    const inSlot = windowsOfSlot[slotOf(slot)] ?? [];
    const shown = inSlot.find((window) => window.start <= moment && moment < window.end);
    const input = inputOfSlot[slotOf(slot)];
    plan.screenshots.push({
      capturedAt: new Date(moment),
      app: shown?.app ?? LOCK_SCREEN.app,
      title: shown?.title ?? LOCK_SCREEN.title,
      isIdle: state === 'away',
      windowTitles: [...new Set(inSlot.map((window) => window.title))],
      keyPresses: input?.keyPresses ?? 0,
      mouseClicks: input?.mouseClicks ?? 0,
    });
  }
  return plan;
};
