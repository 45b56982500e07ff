import { hostname } from 'node:os';
import type { TrackerInterval } from '@pulse/shared/contracts/tracker';
import { compileRedactionPatterns, redactFocus } from '@pulse/shared/domain/title-redaction';
import { cutTo, withoutRefusedCharacters } from './desktop-window-text';
import type { Capture, CaptureSource } from './source';

// `pulse-tracker run --capture activitywatch`: the employee already runs ActivityWatch
// (https://activitywatch.net); its local aw-server keeps what its watchers saw, and this source reads
// it back window by window through the aw-server REST API:
//   GET /api/0/buckets/                               { [bucketId]: { id, type, hostname, ... } }
//   GET /api/0/buckets/<id>/events?start=ISO&end=ISO  [{ timestamp, duration (s), data }], every
//                                                     event overlapping the range
// aw-watcher-window's events ({ app, title, url? }) become focus intervals and aw-watcher-afk's
// ({ status: 'afk' | 'not-afk' }) away / active intervals. ActivityWatch counts no input and takes no
// screenshots, so neither is sent. aw-server keeps its history, so a window that could not be read
// (aw-server down) is read whole on a later try: the agent's capture cursor stays put meanwhile.

export const DEFAULT_ACTIVITYWATCH_URL = 'http://localhost:5600';

const REQUEST_TIMEOUT_MS = 10_000;

export class ActivityWatchError extends Error {}

type FocusInterval = Extract<TrackerInterval, { kind: 'focus' }>;
type Bucket = { id: string; type?: string; hostname?: string };
type AwEvent = { timestamp: string; duration: number; data: Record<string, unknown> };

// The watchers this source reads: bucket ids `<client>_<hostname>`, and the bucket type each sets.
const WATCHERS = {
  window: { client: 'aw-watcher-window', type: 'currentwindow' },
  afk: { client: 'aw-watcher-afk', type: 'afkstatus' },
} as const;

export type ActivityWatchSourceOptions = {
  url?: string;
  // This computer's name as ActivityWatch spells it in bucket ids (default: the OS hostname).
  hostname?: string;
  // The organisation's title redaction patterns (Settings → Tracking), read at every window so a
  // refreshed configuration applies from the next window on.
  titleRedactionPatterns?: () => readonly string[];
};

const text = (value: unknown) => (typeof value === 'string' ? withoutRefusedCharacters(value) : '');

export const createActivityWatchSource = (options: ActivityWatchSourceOptions = {}): CaptureSource => {
  const base = (options.url ?? DEFAULT_ACTIVITYWATCH_URL).replace(/\/+$/, '');
  const host = options.hostname ?? hostname();

  const get = async <T>(path: string): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new ActivityWatchError(
        `ActivityWatch is not answering at ${base} (${cause?.code ?? cause?.message ?? (error as Error).message}): start ActivityWatch (aw-server), or give its address with --aw-url.`,
      );
    }
    if (!response.ok)
      throw new ActivityWatchError(
        `ActivityWatch at ${base} answered ${response.status} to GET ${path}: ${(await response.text()).slice(0, 200)}`,
      );
    return (await response.json()) as T;
  };

  // This host's bucket of a watcher: by its id, else the one bucket of its type (ActivityWatch may
  // spell the hostname differently, e.g. with macOS's ".local").
  const bucketOf = (buckets: Record<string, Bucket>, watcher: keyof typeof WATCHERS) => {
    const { client, type } = WATCHERS[watcher];
    const byId = buckets[`${client}_${host}`];
    if (byId) return byId.id;
    const ofType = Object.values(buckets).filter((bucket) => bucket.type === type);
    const ours = ofType.filter((bucket) => bucket.hostname === host);
    const [only] = ours.length > 0 ? ours : ofType;
    if (only && (ours.length === 1 || ofType.length === 1)) return only.id;
    throw new ActivityWatchError(
      ofType.length === 0
        ? `ActivityWatch at ${base} has no ${client} bucket: is ${client} running?`
        : `ActivityWatch at ${base} has several ${client} buckets and none named ${client}_${host}: run pulse-tracker on the computer they watch.`,
    );
  };

  const eventsIn = (bucketId: string, from: Date, to: Date) =>
    get<AwEvent[]>(
      `/api/0/buckets/${encodeURIComponent(bucketId)}/events?start=${encodeURIComponent(from.toISOString())}&end=${encodeURIComponent(to.toISOString())}`,
    );

  // An event clipped to [from, to), in whole seconds at both ends (rounding is monotonic, so
  // events that do not overlap still do not), or null when nothing of it is left.
  const clipped = (event: AwEvent, from: Date, to: Date) => {
    const start = Date.parse(event.timestamp);
    const end = start + Math.max(event.duration, 0) * 1000;
    if (Number.isNaN(start) || Number.isNaN(end)) return null;
    const startSecond = Math.round(Math.max(start, from.getTime()) / 1000);
    const endSecond = Math.round(Math.min(end, to.getTime()) / 1000);
    return endSecond > startSecond ? { startSecond, endSecond } : null;
  };

  // The server refuses a batch where two intervals of one kind overlap; a watcher restarted mid-event
  // can leave such overlaps in aw-server. Later intervals give way to earlier ones.
  const withoutOverlaps = (intervals: TrackerInterval[]) => {
    const endByKind = new Map<string, number>();
    return intervals
      .sort((a, b) => Date.parse(a.startedAt) - Date.parse(b.startedAt))
      .flatMap((interval) => {
        const start = Date.parse(interval.startedAt);
        const end = start + interval.durationSeconds * 1000;
        const taken = endByKind.get(interval.kind) ?? Number.NEGATIVE_INFINITY;
        if (end <= taken) return [];
        endByKind.set(interval.kind, end);
        if (start >= taken) return [interval];
        return [
          { ...interval, startedAt: new Date(taken).toISOString(), durationSeconds: (end - taken) / 1000 },
        ];
      });
  };

  return {
    collect: async (from, to): Promise<Capture> => {
      const buckets = await get<Record<string, Bucket>>('/api/0/buckets/');
      const windowBucket = bucketOf(buckets, 'window');
      const afkBucket = bucketOf(buckets, 'afk');
      const [windowEvents, afkEvents] = await Promise.all([
        eventsIn(windowBucket, from, to),
        eventsIn(afkBucket, from, to),
      ]);
      const patterns = compileRedactionPatterns(options.titleRedactionPatterns?.() ?? []);
      const intervals: TrackerInterval[] = [];
      for (const event of windowEvents) {
        const span = clipped(event, from, to);
        const app = cutTo(text(event.data.app).trim(), 200);
        if (!span || !app) continue;
        const url = cutTo(text(event.data.url), 2000);
        const focus: FocusInterval = {
          kind: 'focus',
          startedAt: new Date(span.startSecond * 1000).toISOString(),
          durationSeconds: span.endSecond - span.startSecond,
          app,
          title: cutTo(text(event.data.title), 1000),
          ...(url ? { url } : {}),
        };
        intervals.push(redactFocus(focus, patterns));
      }
      for (const event of afkEvents) {
        const span = clipped(event, from, to);
        const status = event.data.status;
        if (!span || (status !== 'afk' && status !== 'not-afk')) continue;
        intervals.push({
          kind: status === 'afk' ? 'away' : 'active',
          startedAt: new Date(span.startSecond * 1000).toISOString(),
          durationSeconds: span.endSecond - span.startSecond,
        });
      }
      return { intervals: withoutOverlaps(intervals), inputMinutes: [], screenshots: [] };
    },
  };
};
