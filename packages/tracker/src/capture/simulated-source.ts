import type { TrackerInterval } from '@pulse/shared/contracts/tracker';
import { calendarDayOf } from '@pulse/shared/domain/organization-day';
import { type DayPlan, type PlannedScreenshot, planDay } from '@pulse/shared/domain/simulated-day';
import type { Capture, CaptureSource } from './source';

const DAY_MS = 24 * 60 * 60 * 1000;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

// A small synthetic screenshot of the window the simulation pretends is focused: a title bar with the
// application's name and the window title, and some "content" lines, drawn from an SVG by sharp.
export const renderScreenshot = async (shot: Pick<PlannedScreenshot, 'app' | 'title' | 'isIdle'>) => {
  const hue = [...shot.app].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  const lines = Array.from({ length: 9 }, (_, index) => {
    const width = 180 + ((hue * (index + 3)) % 360);
    return `<rect x="32" y="${96 + index * 28}" width="${width}" height="12" rx="3" fill="hsl(${hue},25%,80%)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
<rect width="640" height="400" fill="${shot.isIdle ? '#1f2937' : '#f8fafc'}"/>
<rect width="640" height="44" fill="hsl(${hue},55%,42%)"/>
<text x="16" y="29" font-family="sans-serif" font-size="18" font-weight="bold" fill="#ffffff">${escapeXml(shot.app)}</text>
<text x="32" y="76" font-family="sans-serif" font-size="16" fill="${shot.isIdle ? '#e5e7eb' : '#111827'}">${escapeXml(shot.title.slice(0, 70))}</text>
${shot.isIdle ? '' : lines}
</svg>`;
  // Loaded here only: the desktop agent never draws and stays small without it.
  const { default: sharp } = await import('sharp');
  return new Uint8Array(await sharp(Buffer.from(svg)).png({ palette: true }).toBuffer());
};

const clip = (interval: TrackerInterval, from: number, to: number): TrackerInterval | null => {
  const start = Date.parse(interval.startedAt);
  const end = start + interval.durationSeconds * 1000;
  const clippedStart = Math.max(start, from);
  const clippedEnd = Math.min(end, to);
  if (clippedEnd <= clippedStart) return null;
  return {
    ...interval,
    startedAt: new Date(clippedStart).toISOString(),
    durationSeconds: Math.round((clippedEnd - clippedStart) / 1000),
  };
};

// The days (in the time zone) that a window [from, to) touches.
const daysBetween = (from: number, to: number, timeZone: string) => {
  const days = new Set<string>();
  for (let instant = from - DAY_MS; instant <= to + DAY_MS; instant += DAY_MS / 2)
    days.add(calendarDayOf(new Date(instant), timeZone));
  return [...days].sort();
};

export type SimulatedSourceOptions = { seed: string; timeZone?: string };

// The simulated employee: their seeded day plans, cut into the windows the agent asks for.
export const createSimulatedSource = (
  options: SimulatedSourceOptions,
): CaptureSource & {
  planOf(day: string): DayPlan;
} => {
  const timeZone = options.timeZone ?? 'UTC';
  const plans = new Map<string, DayPlan>();
  // The picture depends only on the window, so each window is drawn once: sharp takes tens of
  // milliseconds a picture, and a simulated day has about five screenshots for each window it shows.
  const pictures = new Map<string, Promise<Uint8Array>>();
  const pictureOf = async (shot: PlannedScreenshot) => {
    const key = JSON.stringify([shot.app, shot.title, shot.isIdle]);
    let picture = pictures.get(key);
    if (!picture) {
      picture = renderScreenshot(shot);
      pictures.set(key, picture);
    }
    // A copy each time: a screenshot's bytes are its own, whatever its reader does with them.
    return (await picture).slice();
  };
  const planOf = (day: string) => {
    let plan = plans.get(day);
    if (!plan) {
      plan = planDay(options.seed, day, timeZone);
      plans.set(day, plan);
    }
    return plan;
  };
  return {
    planOf,
    collect: async (fromDate, toDate) => {
      const from = fromDate.getTime();
      const to = toDate.getTime();
      const capture: Capture = { intervals: [], inputMinutes: [], screenshots: [] };
      for (const day of daysBetween(from, to, timeZone)) {
        const plan = planOf(day);
        for (const interval of plan.intervals) {
          const clipped = clip(interval, from, to);
          if (clipped) capture.intervals.push(clipped);
        }
        for (const minute of plan.inputMinutes) {
          const start = Date.parse(minute.minuteStart);
          if (start >= from && start < to) capture.inputMinutes.push(minute);
        }
        for (const shot of plan.screenshots) {
          const moment = shot.capturedAt.getTime();
          if (moment < from || moment >= to) continue;
          capture.screenshots.push({
            capturedAt: shot.capturedAt,
            image: await pictureOf(shot),
            windowTitles: shot.windowTitles,
            keyPresses: shot.keyPresses,
            mouseClicks: shot.mouseClicks,
            isIdle: shot.isIdle,
          });
        }
      }
      return capture;
    },
  };
};
