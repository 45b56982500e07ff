// The load bench's portal users: signed-in people going from page to page with a pause to read in
// between, each page sending the GETs the web app sends for it at once. Administrators browse the
// time sheet of everyone, the leaves, the dashboard's cards and a week's report; employees their own
// time sheet, leaves and week.
import { setMaxListeners } from 'node:events';
import type { LatencyRecorder } from './latency-recorder';
import { seededRandom } from './seeded-random';

export type PortalUser = { cookie: string; isAdmin: boolean };

export const PORTAL_KINDS = {
  timeSheet: 'portal time sheet',
  leaves: 'portal leaves',
  dashboard: 'portal dashboard',
  reports: 'portal reports',
};

type Page = { kind: string; paths: string[] };

const ADMIN_CARDS = [
  'employee-counts',
  'upcoming-appraisals',
  'upcoming-birthdays',
  'attendance-today',
  'work-week',
  'my-week',
];

const pagesFor = (user: PortalUser, dates: { day: string; weekStart: string; weekEnd: string }): Page[] => {
  const leaves = { kind: PORTAL_KINDS.leaves, paths: ['/api/v1/leaves/mine', '/api/v1/leaves/for-approval'] };
  const timeSheet = { kind: PORTAL_KINDS.timeSheet, paths: [`/api/v1/time-sheet?date=${dates.day}`] };
  if (!user.isAdmin)
    return [timeSheet, leaves, { kind: PORTAL_KINDS.dashboard, paths: ['/api/v1/dashboard/my-week'] }];
  return [
    timeSheet,
    leaves,
    { kind: PORTAL_KINDS.dashboard, paths: ADMIN_CARDS.map((card) => `/api/v1/dashboard/${card}`) },
    {
      kind: PORTAL_KINDS.reports,
      paths: [`/api/v1/reports?startDate=${dates.weekStart}&endDate=${dates.weekEnd}`],
    },
  ];
};

// Resolves after `ms`, or at once when the signal aborts.
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

export const startPortalUsers = (input: {
  origin: string;
  users: PortalUser[];
  dates: { day: string; weekStart: string; weekEnd: string };
  // A reader's pause between pages, drawn between these (ms).
  thinkMs: [number, number];
  // Users start spread over this many ms.
  spreadMs: number;
  recorder: LatencyRecorder;
}) => {
  const { origin, users, dates, thinkMs, spreadMs, recorder } = input;
  const stop = new AbortController();
  // Every user waits on the one signal.
  setMaxListeners(users.length + 1, stop.signal);
  const get = async (cookie: string, path: string) => {
    const response = await fetch(`${origin}${path}`, { headers: { cookie } });
    // The body is read whole, as a browser would before rendering.
    const body = await response.text();
    if (response.status !== 200)
      throw new Error(`GET ${path} answered ${response.status}: ${body.slice(0, 200)}`);
  };
  const running = users.map(async (user, index) => {
    const random = seededRandom(index + 1);
    const pages = pagesFor(user, dates);
    await pause((spreadMs * index) / users.length, stop.signal);
    while (!stop.signal.aborted) {
      const page = pages[Math.floor(random() * pages.length)] ?? pages[0];
      if (!page) return;
      // A failed request is counted by the recorder; the user goes on to the next page.
      await Promise.allSettled(
        page.paths.map((path) => recorder.timed(page.kind, () => get(user.cookie, path))),
      );
      await pause(thinkMs[0] + random() * (thinkMs[1] - thinkMs[0]), stop.signal);
    }
  });
  return {
    stop: async () => {
      stop.abort();
      await Promise.all(running);
    },
  };
};
